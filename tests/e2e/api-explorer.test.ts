/**
 * The "Send API Request" explorer of the generated API pages, pointed at a
 * real Unleash (scripts/lib/real-unleash.ts): a reader sets their Unleash URL
 * and token, sends a GET, a POST with a body and a DELETE, and sees the
 * server's answers. The token must never reach local or session storage.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReferenceOutputDir } from '../../config/api-reference';
import { connectRealUnleash, type RealUnleash } from '../../scripts/lib/real-unleash';
import { frontMatterOf } from '../../scripts/lib/site-routes';
import { launchBrowser, newContext, openPage, reloadPage } from './harness';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let browser: Browser;
let context: BrowserContext;
let unleash: RealUnleash;
const flagName = `explorer-e2e-${Date.now()}`;

before(async () => {
  unleash = await connectRealUnleash();
  browser = await launchBrowser();
  context = await newContext(browser, undefined, [unleash.url]);
});
after(async () => {
  await browser?.close();
  await unleash?.stop();
});

/** The page as a reader first sees it, then the live explorer opened from "Try this request". */
async function openExplorer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Try this request' }).click();
  await page.locator('form.openapi-explorer__request-form').waitFor();
}

async function openOperation(route: string): Promise<Page> {
  const page = await context.newPage();
  await openPage(page, route);
  await openExplorer(page);
  const form = page.locator('form.openapi-explorer__request-form');
  // Base URL: the server variable readers set to their own Unleash.
  const baseUrlBox = form.locator('details', { hasText: 'Base URL' }).locator('.openapi-explorer__floating-btn');
  await baseUrlBox.hover();
  await baseUrlBox.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('unleashUrl').fill(unleash.url);
  await form.getByLabel('Authorization', { exact: true }).fill(unleash.adminToken);
  return page;
}

async function send(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Send API Request' }).click();
  const response = page.locator('.openapi-explorer__response-container');
  await response
    .locator('.openapi-explorer__response-status-code, [class*="status"]')
    .first()
    .waitFor({ timeout: 15_000 });
  return response.innerText();
}

async function setBody(page: Page, body: unknown) {
  const editor = page.locator('.openapi-explorer__playground-editor pre[contenteditable]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(JSON.stringify(body));
}

describe('request samples before the explorer loads', () => {
  it('shows the build-time samples in nine languages, and loads the explorer only on request', async () => {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    // The column renders after hydration (plugins/api-reference/client/renderAfterHydration.tsx)
    // and its curl sample loads the highlighter and the bash grammar; once it is highlighted,
    // later downloads come from the reader's actions (prefetches of linked pages are not scripts).
    await openPage(page, '/reference/api/unleash/create-feature');
    const column = page.getByTestId('static-request-samples');
    const tabs = column.getByRole('tab');
    await column.locator('pre .token').first().waitFor();
    const atRest = scripts.length;
    assert.deepEqual(
      (await tabs.allInnerTexts()).map((t) => t.trim().toLowerCase()),
      ['curl', 'python', 'go', 'nodejs', 'ruby', 'csharp', 'php', 'java', 'powershell'],
    );
    const curl = await column.locator('pre').first().innerText();
    assert.match(curl, /curl -L '<your-unleash-url>\/api\/admin\/projects\/:projectId\/features'/);
    assert.match(curl, /-H 'Authorization: <Authorization>'/);
    assert.match(curl, /"name": /, 'the body is the schema example');
    assert.equal(scripts.length, atRest, 'reading the samples loads nothing more');
    assert.equal(await page.locator('form.openapi-explorer__request-form').count(), 0, 'no live form yet');

    // Moving to the column starts the explorer's download; its form appears on "Try this request".
    // (Waiting for the response itself, which is what arrives when the reader reaches for it.)
    const explorerScriptArrived = page
      .waitForResponse((response) => response.request().resourceType() === 'script', { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    await tabs.filter({ hasText: /^\s*go\s*$/i }).click();
    assert.match(await column.locator('pre').first().innerText(), /http\.NewRequest\(method, url, payload\)/);
    // The Go sample is highlighted once its grammar has arrived.
    await column.locator('pre .token.keyword', { hasText: 'func' }).first().waitFor();
    assert.ok(await explorerScriptArrived, 'the explorer code arrives when the reader reaches for it');
    assert.ok(scripts.length > atRest);
    await openExplorer(page);
    // The live explorer keeps the language the reader chose, and generates the same sample.
    const liveSample = await page
      .locator('.openapi-explorer__code-block pre, pre', { hasText: 'http.NewRequest' })
      .first();
    assert.match(await liveSample.innerText(), /<your-unleash-url>\/api\/admin\/projects/);
    // Back to curl, the first tab, for the tests below (the choice is remembered).
    await page.locator('.openapi-tabs__code-item--curl').first().click();
    await page.close();
  });
});

describe('API tag pages', () => {
  it('list their operations as cards with descriptions, also after a client-side navigation', async () => {
    const page = await context.newPage();
    await openPage(page, '/reference/api/unleash/get-addons');
    // To the tag page through the sidebar: its cards render from the JS data, not the static HTML.
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Addons', exact: true }).click();
    await page.waitForURL('**/reference/api/unleash/addons');
    const cards = page.locator('article a.card');
    await cards.first().waitFor();
    const shown = await cards.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        description: link.querySelector('p')?.textContent ?? '',
      })),
    );
    assert.ok(shown.length >= 5, `cards: ${shown.length}`);
    for (const card of shown) {
      const name = card.href?.split('/').pop() ?? '';
      const file = path.join(projectRoot, apiReferenceOutputDir, `${name}.api.mdx`);
      const expected = frontMatterOf(fs.readFileSync(file, 'utf8')).description;
      assert.ok(expected, `${file} has a description`);
      assert.equal(card.description, expected, `the card of ${card.href}`);
    }
    await page.close();
  });
});

describe('API explorer against a real Unleash', () => {
  it("shows the request samples for the reader's Unleash URL", async () => {
    const page = await openOperation('/reference/api/unleash/get-projects');
    await page.locator('.openapi-tabs__code-item--curl').first().click();
    const sample = await page.locator('pre', { hasText: 'curl' }).first().innerText();
    assert.ok(sample.includes(`${unleash.url}/api/admin/projects`), sample);
    assert.ok(!sample.includes('<your-unleash-url>'), 'the placeholder was replaced');
    await page.close();
  });

  it('GET: lists the projects', async () => {
    const page = await openOperation('/reference/api/unleash/get-projects');
    const shown = await send(page);
    assert.match(shown, /200/);
    assert.match(shown, /"id": "default"/);
    await page.close();
  });

  it('POST with a body: creates a flag', async () => {
    const page = await openOperation('/reference/api/unleash/create-feature');
    await page.getByLabel('projectId').fill('default');
    await setBody(page, { name: flagName, type: 'release', description: 'Created from the API explorer test' });
    const shown = await send(page);
    assert.match(shown, /201|200/);
    assert.match(shown, new RegExp(`"name": "${flagName}"`));
    await page.close();
    const check = await fetch(`${unleash.url}/api/admin/projects/default/features/${flagName}`, {
      headers: { Authorization: unleash.adminToken },
    });
    assert.equal(check.status, 200, 'the flag exists on the server');
  });

  it('DELETE: archives the flag', async () => {
    const page = await openOperation('/reference/api/unleash/archive-feature');
    await page.getByLabel('projectId').fill('default');
    await page.getByLabel('featureName').fill(flagName);
    const shown = await send(page);
    assert.match(shown, /202/);
    await page.close();
    const check = await fetch(`${unleash.url}/api/admin/projects/default/features/${flagName}`, {
      headers: { Authorization: unleash.adminToken },
    });
    assert.equal(check.status, 404, 'the flag is no longer active');
  });

  it('keeps the token in memory only', async () => {
    const page = await openOperation('/reference/api/unleash/get-projects');
    await send(page);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    assert.ok(!stored.includes(unleash.adminToken), 'the token was written to web storage');
    await reloadPage(page);
    await openExplorer(page);
    const value = await page
      .locator('form.openapi-explorer__request-form')
      .getByLabel('Authorization', { exact: true })
      .inputValue();
    assert.equal(value, '', 'the token survived a reload');
    await page.close();
  });
});
