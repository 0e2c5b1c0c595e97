/**
 * Code blocks as a reader meets them: highlighted from the first paint and not
 * rebuilt when the page hydrates (src/theme/CodeBlock/Content keeps the
 * server's lines, and src/theme/CodeBlock and src/theme/Tabs no longer remount
 * after hydration), recoloured for the dark mode, highlighted after a
 * client-side navigation, in the tab the reader chose last time, and copyable.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, nextFrame, openPage, reloadPage, watchProblems } from './harness';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The background of the first code block, as the reader sees it. */
const codeBackground = (page: Page) =>
  page
    .locator('pre.prism-code')
    .first()
    .evaluate((pre) => getComputedStyle(pre).backgroundColor);

// The site's Prism themes (config/prism.ts): GitHub's background in light mode, Dracula's in dark.
const lightCodeBackground = 'rgb(246, 248, 250)';
const darkCodeBackground = 'rgb(40, 42, 54)';

/** In the page: whether every code block shows `background` (and there is one). */
const everyCodeBlockHas = (background: string) => {
  const blocks = [...document.querySelectorAll('pre.prism-code')];
  return blocks.length > 0 && blocks.every((pre) => getComputedStyle(pre).backgroundColor === background);
};

test('code blocks are highlighted by the server and not rebuilt when the page hydrates', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchProblems(page);
  // Counts the code lines and tokens taken out of the page from its first byte on.
  await page.addInitScript(() => {
    const removed = { count: 0 };
    (window as unknown as { removedCodeNodes: typeof removed }).removedCodeNodes = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('pre, pre *') || node.querySelector('pre'))) removed.count += 1;
          else if (record.target instanceof Element && record.target.closest('pre')) removed.count += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await openPage(page, '/quickstart');
  await nextFrame(page);
  const tokens = await page.locator('pre.language-bash .token').count();
  assert.ok(tokens > 0, 'the bash samples carry Prism tokens');
  assert.equal(
    await page.evaluate(() => (window as unknown as { removedCodeNodes: { count: number } }).removedCodeNodes.count),
    0,
    'no code block, line or token was replaced after the server rendered it',
  );
  assert.equal(await codeBackground(page), lightCodeBackground);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.pageErrors, []);
  await context.close();
});

test('a reader in dark mode gets dark code colours, and light ones after switching', async () => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await openPage(page, '/quickstart');
  // Each block recolours once its own language's grammar is in: wait for all of them.
  await page.waitForFunction(everyCodeBlockHas, darkCodeBackground);
  const keyword = page.locator('pre.language-javascript .token.keyword').first();
  const darkKeyword = await keyword.evaluate((token) => getComputedStyle(token).color);
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  await page.waitForFunction(everyCodeBlockHas, lightCodeBackground);
  assert.notEqual(await keyword.evaluate((token) => getComputedStyle(token).color), darkKeyword);
  assert.ok((await page.locator('pre.language-bash .token').count()) > 0, 'still highlighted');
  assert.deepEqual(problems.pageErrors, []);
  await context.close();
});

test('a page reached by a link in the site is highlighted too', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/reference/segments');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.locator('footer a[href="/quickstart"]').click();
  await page.getByRole('heading', { level: 1, name: 'Quickstart' }).waitFor();
  await page.locator('pre.language-bash .token').first().waitFor();
  assert.equal(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    true,
    'a client-side navigation, not a page load',
  );
  await context.close();
});

test('the tab a reader chose is shown, highlighted, after a reload', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  await page.getByRole('tab', { name: 'Browser JavaScript' }).click();
  await reloadPage(page);
  const tab = page.getByRole('tab', { name: 'Browser JavaScript' });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role=tab]')]
        .find((tab) => tab.textContent === 'Browser JavaScript')
        ?.getAttribute('aria-selected') === 'true',
  );
  assert.equal(await page.getByRole('tab', { name: 'Node.js' }).getAttribute('aria-selected'), 'false');
  const panel = page
    .getByRole('tabpanel')
    .filter({ visible: true })
    .filter({ has: page.locator('pre') })
    .last();
  assert.ok((await panel.locator('pre .token').count()) > 0, 'the chosen panel shows highlighted code');
  assert.equal(await tab.getAttribute('tabindex'), '0');
  await context.close();
});

test('the copy button puts the code block on the clipboard', async () => {
  const context = await newContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  const block = page.locator('.theme-code-block').filter({ visible: true }).first();
  const shown = await block.locator('pre code').innerText();
  await block.hover();
  await block.getByRole('button', { name: /Copy code/ }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // innerText shows each line's own newline as an empty line.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  assert.deepEqual(lines(copied), lines(shown));
  assert.ok(copied.length > 10);
  await context.close();
});
