/**
 * The page menu on every doc page (src/components/PageMenu): a menu button a keyboard can use,
 * "Copy page as Markdown" putting the page's Markdown twin on the clipboard, "View as Markdown",
 * and the assistants as plain links that load nothing until followed. Under the site's CSP
 * (checked in tests/hosting): no inline handlers are needed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, nextFrame, openPage, watchProblems } from './harness';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const menuButton = (page: Page) => page.getByRole('button', { name: 'Page options' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Page' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function withPage(route: string, body: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await newContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  const problems = watchProblems(page);
  try {
    await openPage(page, route);
    await body(page, context);
    assert.deepEqual(problems.pageErrors, []);
  } finally {
    await context.close();
  }
}

test('the menu opens from its button and lists the four actions', () =>
  withPage('/quickstart', async (page) => {
    const button = menuButton(page);
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await button.getAttribute('aria-haspopup'), 'menu');
    assert.equal(await menu(page).count(), 0, 'closed at first');
    await button.click();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    const items = await menu(page).getByRole('menuitem').allInnerTexts();
    assert.deepEqual(
      items.map((text) => text.split('\n')[0]),
      ['Copy page as Markdown', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude'],
    );
    // A click outside closes it.
    await page.locator('h1').first().click();
    await menu(page).waitFor({ state: 'detached' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
  }));

test('keyboard: Enter opens it on the first item, arrows move, Escape closes it and focus returns', () =>
  withPage('/quickstart', async (page) => {
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await menu(page).waitFor();
    assert.match(await focusedText(page), /^Copy page as Markdown/);
    await page.keyboard.press('ArrowDown');
    assert.match(await focusedText(page), /^View as Markdown/);
    await page.keyboard.press('End');
    assert.match(await focusedText(page), /^Open in Claude/);
    await page.keyboard.press('ArrowDown');
    assert.match(await focusedText(page), /^Copy page as Markdown/, 'wraps around');
    await page.keyboard.press('ArrowUp');
    assert.match(await focusedText(page), /^Open in Claude/);
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });
    assert.equal(await focusedText(page), 'Page options', 'focus is back on the button');
    assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');
    // ArrowUp opens it on the last item; Tab closes it.
    await page.keyboard.press('ArrowUp');
    await menu(page).waitFor();
    assert.match(await focusedText(page), /^Open in Claude/);
    await page.keyboard.press('Tab');
    await menu(page).waitFor({ state: 'detached' });
  }));

test('"Copy page as Markdown" puts the page\'s Markdown on the clipboard and says so', () =>
  withPage('/quickstart', async (page) => {
    const expected = await (await fetch(`${baseUrl}/quickstart.md`)).text();
    assert.match(expected, /^# Quickstart\n/);
    await menuButton(page).click();
    await menu(page)
      .getByRole('menuitem', { name: /Copy page as Markdown/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'Copied as Markdown' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected);
    assert.equal(await focusedText(page), 'Page options');
  }));

test('"View as Markdown" opens the twin; the assistants are links with the page in the prompt', () =>
  withPage('/reference/segments', async (page, context) => {
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    await menuButton(page).click();
    const view = menu(page).getByRole('menuitem', { name: /View as Markdown/ });
    assert.equal(await view.getAttribute('href'), '/reference/segments.md');
    const prompt = 'Read https://docs.getunleash.io/reference/segments.md so I can ask questions about it.';
    const chatGpt = await menu(page)
      .getByRole('menuitem', { name: /Open in ChatGPT/ })
      .getAttribute('href');
    const claude = await menu(page)
      .getByRole('menuitem', { name: /Open in Claude/ })
      .getAttribute('href');
    assert.equal(chatGpt, `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
    assert.equal(claude, `https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    await nextFrame(page);
    assert.deepEqual(
      requested.filter((url) => /chatgpt|claude|openai|anthropic/.test(url)),
      [],
      'nothing loads from the assistants before a click',
    );
    const response = await Promise.all([
      page.waitForEvent('response', (r) => r.url().endsWith('/reference/segments.md')),
      view.click(),
    ]);
    assert.equal(response[0].status(), 200);
    await page.waitForURL('**/reference/segments.md');
  }));

test('every kind of doc page has the menu: an API operation page too', () =>
  withPage('/reference/api/unleash/create-feature', async (page) => {
    await menuButton(page).click();
    assert.equal(
      await menu(page)
        .getByRole('menuitem', { name: /View as Markdown/ })
        .getAttribute('href'),
      '/reference/api/unleash/create-feature.md',
    );
  }));
