/**
 * An operation page's parameters, request body and responses: the API theme renders them in the
 * browser only, and this site renders them one part at a time after hydration
 * (plugins/api-reference/client/renderAfterHydration.tsx). A reader must get every part, on a
 * first visit and after a client-side navigation, and the parts must not all arrive in one task.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, watchProblems } from './harness';

let browser: Browser;
let context: BrowserContext;

before(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
});
after(async () => {
  await browser?.close();
});

/** Waits until no skeleton is left in the page's two columns. */
async function waitForAllParts(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('.theme-api-markdown') !== null && !document.querySelector('.openapi-skeleton'),
  );
}

describe('operation pages', () => {
  it('show parameters, request body, responses and samples, swapped in one part per task', async () => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    // Each MutationObserver callback runs at the end of the task whose DOM changes it reports, so
    // skeletons that leave in different callbacks left in different tasks.
    await page.addInitScript(() => {
      const batches: number[] = [];
      (window as unknown as { skeletonBatches: number[] }).skeletonBatches = batches;
      new MutationObserver((records) => {
        let removed = 0;
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && node.matches('.openapi-skeleton')) removed += 1;
          }
        }
        if (removed > 0) batches.push(removed);
      }).observe(document, { childList: true, subtree: true });
    });
    await openPage(page, '/reference/api/unleash/create-feature');
    await waitForAllParts(page);

    const left = page.locator('.openapi-left-panel__container');
    await left.getByRole('heading', { name: /Path Parameters/i }).waitFor();
    await left.getByText('projectId', { exact: true }).first().waitFor();
    await left.getByRole('heading', { name: /^Body\s*required/ }).waitFor();
    assert.ok((await left.locator('.openapi-schema__property').count()) > 10, 'the body and response schemas');
    await left.getByRole('tab', { name: '201' }).waitFor();
    await page.getByTestId('static-request-samples').waitFor();

    const batches = await page.evaluate(() => (window as unknown as { skeletonBatches: number[] }).skeletonBatches);
    assert.ok(batches.length >= 3, `skeletons replaced per task: ${JSON.stringify(batches)}`);
    assert.ok(Math.max(...batches) <= 2, `at most two parts (a response and its tab) in one task: ${batches}`);
    assert.deepEqual(problems, { consoleErrors: [], pageErrors: [] });
    await page.close();
  });

  it('show every part after a client-side navigation', async () => {
    const page = await context.newPage();
    await openPage(page, '/reference/api/unleash/create-feature');
    await page.locator('.theme-doc-sidebar-container').locator('a[href="/reference/api/unleash/get-feature"]').click();
    await page.waitForURL('**/reference/api/unleash/get-feature');
    await waitForAllParts(page);
    const left = page.locator('.openapi-left-panel__container');
    await left.getByText('featureName', { exact: true }).first().waitFor();
    await left.getByRole('tab', { name: '200' }).waitFor();
    await page.getByTestId('static-request-samples').waitFor();
    await page.close();
  });
});
