import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import murmur from 'murmurhash';
import { launchBrowser, layoutShiftTotal, newContext, openPage, recordLayoutShifts, reloadPage } from './harness';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const visitorKey = 'unleash-docs.visitor-id';
const bucketOf = (id: string) => (murmur.v3(`home-page:${id}`) % 100) + 1;
const idInVariant = (variant: 'a' | 'b') =>
  [...Array(500).keys()].map((n) => `visitor-${n}`).find((id) => (bucketOf(id) > 50 ? 'b' : 'a') === variant) ?? '';

async function contextWithVisitor(id: string): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [visitorKey, id],
  );
  return context;
}

const visibleVariant = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-home-variant-panel]')]
      .filter((panel) => panel.offsetParent !== null)
      .map((panel) => panel.dataset.homeVariantPanel),
  );

test('both variants are in the static HTML', async () => {
  const context = await newContext(browser);
  const response = await context.request.get('/');
  const html = await response.text();
  assert.match(html, /data-home-variant-panel="?a"?[ >]/);
  assert.match(html, /data-home-variant-panel="?b"?[ >]/);
  await context.close();
});

for (const variant of ['a', 'b'] as const) {
  test(`a visitor in a variant-${variant} bucket sees variant ${variant}, on every visit`, async () => {
    const context = await contextWithVisitor(idInVariant(variant));
    const page = await context.newPage();
    for (let visit = 0; visit < 2; visit++) {
      await openPage(page, '/');
      assert.deepEqual(await visibleVariant(page), [variant]);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.homeVariant), variant);
    }
    await context.close();
  });
}

test('a new visitor gets a sticky id and one variant', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/');
  const id = await page.evaluate((key) => localStorage.getItem(key), visitorKey);
  assert.ok(id);
  const expected = bucketOf(id) > 50 ? 'b' : 'a';
  assert.deepEqual(await visibleVariant(page), [expected]);
  await reloadPage(page);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), visitorKey), id);
  await context.close();
});

test('?home-variant= previews a variant regardless of the bucket', async () => {
  const context = await contextWithVisitor(idInVariant('a'));
  const page = await context.newPage();
  await openPage(page, '/?home-variant=b');
  assert.deepEqual(await visibleVariant(page), ['b']);
  await context.close();
});

test('the variant is chosen before first paint: it works with every script bundle blocked', async () => {
  const context = await contextWithVisitor(idInVariant('b'));
  const page = await context.newPage();
  // Only the inline script in the HTML can run; React never starts, so the page is opened by hand.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  assert.deepEqual(await visibleVariant(page), ['b']);
  await context.close();
});

test('choosing the variant shifts no layout', async () => {
  const context = await contextWithVisitor(idInVariant('b'));
  const page = await context.newPage();
  await recordLayoutShifts(page);
  await openPage(page, '/');
  const total = await layoutShiftTotal(page);
  assert.ok(total < 0.01, `cumulative layout shift ${total}`);
  await context.close();
});

test('arriving on the home page by client-side navigation also picks a variant', async () => {
  const context = await contextWithVisitor(idInVariant('b'));
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  await page.getByRole('link', { name: 'Unleash logo' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('[data-home-variant-panel="b"]').waitFor();
  assert.deepEqual(await visibleVariant(page), ['b']);
  await context.close();
});
