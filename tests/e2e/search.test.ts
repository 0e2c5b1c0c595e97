import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, nextFrame, openPage, reloadPage, waitUntilReady, watchProblems } from './harness';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** A new reader (fresh context) on `path`, ready to use. */
async function visit(path = '/quickstart') {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await openPage(page, path);
  return { context, page, problems };
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  // Recent and favorite searches are hits too: wait for the answer to the query instead.
  await page.waitForFunction(() => {
    const sources = [...document.querySelectorAll('.DocSearch-Hit-source')].map((el) => el.textContent?.trim());
    const answered = sources.some((source) => source !== 'Recent' && source !== 'Favorite');
    return answered || document.querySelector('.DocSearch-NoResults, .DocSearch-ErrorScreen') !== null;
  });
}

test('the search button opens the modal; Escape closes it', async () => {
  const { context, page } = await visit();
  const button = page.getByRole('button', { name: /search/i }).first();
  await button.click();
  await modal(page).waitFor();
  assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
  await page.getByText('No recent searches').waitFor();
  await page.keyboard.press('Escape');
  await modal(page).waitFor({ state: 'detached' });
  await context.close();
});

for (const shortcut of ['Control+k', 'Meta+k', '/']) {
  test(`${shortcut} opens the search modal`, async () => {
    const { context, page } = await visit();
    await page.keyboard.press(shortcut);
    await modal(page).waitFor();
    assert.ok(await input(page).evaluate((element) => element === document.activeElement));
    await context.close();
  });
}

test('typing into the focused search button opens the modal with that key; Ctrl+F does not', async () => {
  const { context, page } = await visit();
  // The real search bar loads on the first sign of intent; until then a placeholder that ignores
  // Ctrl+F stands in. Open the modal with Ctrl+K and close it: the loaded bar gets the keys below.
  await page.keyboard.press('Control+k');
  await modal(page).waitFor();
  await page.keyboard.press('Escape');
  await modal(page).waitFor({ state: 'detached' });
  const button = page.locator('.DocSearch-Button:visible');
  await button.focus();
  assert.ok(await button.evaluate((element) => element === document.activeElement), 'the loaded button has focus');
  await page.keyboard.press('Control+f');
  // Give the bar a rendered frame to react to the key, as a reader would see it.
  await nextFrame(page);
  assert.equal(await modal(page).count(), 0, 'Ctrl+F opened the search modal');
  // A letter does open it, with that letter as the query: an "f" from Ctrl+F would show up here too.
  await page.keyboard.press('s');
  await modal(page).waitFor();
  await page.waitForFunction(() => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value);
  assert.equal(await input(page).inputValue(), 's');
  await context.close();
});

test('a query finds pages from the embedded index, at most 5 hits per group, with a see-all link', async () => {
  const { context, page, problems } = await visit();
  await page.keyboard.press('Control+k');
  await search(page, 'quickstart');
  const hits = page.locator('.DocSearch-Hit');
  assert.ok((await hits.count()) > 0);
  const groups = await page
    .locator('.DocSearch-Hits')
    .evaluateAll((sections) => sections.map((section) => section.querySelectorAll('.DocSearch-Hit').length));
  assert.ok(
    groups.every((count) => count <= 5),
    `hits per group: ${groups}`,
  );
  assert.match((await hits.first().textContent()) ?? '', /Quickstart/i);
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  assert.equal(await seeAll.getAttribute('href'), '/search?q=quickstart');
  // Choosing a hit goes to its page.
  await hits.first().click();
  await page.waitForURL((url) => url.pathname === '/quickstart');
  assert.deepEqual(problems.pageErrors, []);
  await context.close();
});

test('the modal credits the embedded index that answers, not Algolia', async () => {
  const { context, page } = await visit();
  await page.keyboard.press('Control+k');
  await search(page, 'segments');
  const footer = page.locator('.DocSearch-Footer');
  await footer.getByText("Search by the docs' own index, in your browser").waitFor();
  assert.doesNotMatch((await footer.innerText()) ?? '', /Powered by|Algolia/i);
  assert.equal(await footer.locator('a[href*="algolia.com"]:visible').count(), 0, 'no visible link to Algolia');
  await context.close();
});

test('the query is capped at 64 characters', async () => {
  const { context, page } = await visit();
  await page.keyboard.press('Control+k');
  await input(page).pressSequentially('x'.repeat(80), { delay: 0 });
  assert.equal((await input(page).inputValue()).length, 64);
  await context.close();
});

test('no results: the query, suggestions and a "Let us know" link', async () => {
  const { context, page } = await visit();
  await page.keyboard.press('Control+k');
  // Earlier results feed the "Try searching for" suggestions.
  await search(page, 'segments');
  await search(page, 'zqxjvwkpf');
  await page.getByText('No results for').waitFor();
  await page.getByText('Try searching for').waitFor();
  assert.ok((await page.locator('.DocSearch-NoResults-Prefill-List button').count()) > 0);
  assert.match((await page.locator('.DocSearch-NoResults').textContent()) ?? '', /zqxjvwkpf/);
  await page.getByText('Believe this query should return results?').waitFor();
  const letUsKnow = page.getByRole('link', { name: 'Let us know' });
  assert.match((await letUsKnow.getAttribute('href')) ?? '', /^https:\/\/github\.com\/Unleash\/unleash\/issues\/new\?/);
  await context.close();
});

test('when the index cannot be fetched: "Unable to fetch results", and no uncaught error', async () => {
  const { context, page, problems } = await visit();
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await page.keyboard.press('Control+k');
  await search(page, 'segments');
  await page.getByText('Unable to fetch results').waitFor();
  await page.getByText('You might want to check your network connection.').waitFor();
  assert.equal(await page.locator('.DocSearch-NoResults:visible').count(), 0, 'no misleading "No results"');
  // A second failing query, then a look at what the page threw: nothing.
  await search(page, 'segment');
  await page.getByText('Unable to fetch results').waitFor();
  assert.deepEqual(problems.pageErrors, [], 'the failure is shown, not thrown');
  // Once the network is back, the next query finds results again.
  await page.unroute('**/search-index/**');
  await input(page).fill('segment');
  await page.locator('.DocSearch-Hit').first().waitFor();
  assert.equal(await page.getByText('Unable to fetch results').count(), 0);
  await context.close();
});

/** Searches and follows the first hit, as far as its page. */
async function chooseFirstHit(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await search(page, query);
  const hit = page.locator('.DocSearch-Hit a').first();
  const target = new URL((await hit.getAttribute('href')) ?? '', page.url()).pathname;
  await hit.click();
  await modal(page).waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.pathname === target);
  await waitUntilReady(page);
}

test('recent searches and favorites are kept across reloads', async () => {
  const { context, page } = await visit();
  await chooseFirstHit(page, 'quickstart');
  await reloadPage(page);
  await page.keyboard.press('Control+k');
  await page.getByText('Recent').waitFor();
  assert.equal(await page.locator('.DocSearch-Hit').count(), 1);
  // Save it as a favorite.
  await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
  await page.getByText('Favorite').waitFor();
  await page.keyboard.press('Escape');
  await reloadPage(page);
  await page.keyboard.press('Control+k');
  await page.getByText('Favorite').waitFor();
  await context.close();
});

const recentHits = (page: Page) =>
  page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit');

test('recent searches keep the last 7', async () => {
  const { context, page } = await visit();
  for (const query of [
    'segments',
    'strategy',
    'variants',
    'token',
    'environment',
    'project',
    'context',
    'quickstart',
    'stickiness',
  ]) {
    await chooseFirstHit(page, query);
  }
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }).waitFor();
  assert.equal(await recentHits(page).count(), 7);
  await context.close();
});

test('with favorites, recent searches keep the last 4', async () => {
  const { context, page } = await visit();
  await chooseFirstHit(page, 'segments');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
  await page.getByText('Favorite').waitFor();
  await page.keyboard.press('Escape');
  for (const query of ['Stickiness', 'Playground', 'Banners', 'Maintenance mode', 'Login history', 'Signals']) {
    await chooseFirstHit(page, query);
  }
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }).waitFor();
  assert.equal(await recentHits(page).count(), 4);
  await context.close();
});

const favoriteHits = (page: Page) =>
  page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' }).locator('.DocSearch-Hit');

test('favorites keep at most 10', async () => {
  const { context, page } = await visit();
  // DocSearch lists a visit as a recent search only when the chosen hit has a page-level
  // parent in the results, so some queries add nothing; keep going until 11 are saved.
  const candidates = [
    'segments',
    'strategy',
    'variants',
    'token',
    'environment',
    'project',
    'context',
    'quickstart',
    'stickiness',
    'playground',
    'banners',
    'signals',
    'actions',
    'webhook',
    'datadog',
    'terraform',
    'insights',
    'maintenance',
    'scim',
    'troubleshooting',
    'availability',
    'impression data',
  ];
  let saved = 0;
  for (const query of candidates) {
    if (saved === 11) break;
    await chooseFirstHit(page, query);
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    const newest = recentHits(page).first();
    if ((await newest.count()) === 0) {
      await page.keyboard.press('Escape');
      continue;
    }
    // The save button shows on the hovered (selected) hit only. A hit that is already a favorite
    // (two queries can lead to the same page) has none: try the next query.
    await newest.hover();
    const save = newest.locator('.DocSearch-Hit-action-button[title="Save this search"]');
    if (
      !(await save.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await page.keyboard.press('Escape');
      continue;
    }
    await save.click();
    saved++;
    // DocSearch saves once its transition has ended; closing earlier would drop the favorite.
    await page.waitForFunction(
      (count) =>
        [...document.querySelectorAll('.DocSearch-Hits')]
          .filter((section) => section.textContent?.includes('Favorite'))
          .flatMap((section) => [...section.querySelectorAll('.DocSearch-Hit')]).length === count,
      Math.min(saved, 10),
    );
    await page.keyboard.press('Escape');
  }
  assert.equal(saved, 11, 'eleven searches were saved as favorites');
  await reloadPage(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).waitFor();
  assert.equal(await favoriteHits(page).count(), 10);
  await context.close();
});

const hostileQueries = [
  '<img src=x onerror="window.__injected=1">',
  '"><script>window.__injected=1</script>',
  '.*+?^${}()|[]\\',
  '(((((((((((((((((((((a*)*)*)*)*)*)*)*)*)*)',
  '🚀 feature flags 🏳️‍🌈',
  'מתג תכונה',
  'a\ud800b',
  'flag'.repeat(2500),
];

test('hostile input never throws, hangs or injects', async () => {
  const { context, page, problems } = await visit();
  await page.keyboard.press('Control+k');
  for (const query of hostileQueries) {
    // From the empty start screen, so that the answer waited for is the one to this query.
    await input(page).fill('');
    await page.locator('.DocSearch-StartScreen').waitFor();
    await search(page, query);
  }
  assert.equal(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected), undefined);
  assert.equal(await page.locator('.DocSearch-Modal img[src="x"]').count(), 0);
  assert.deepEqual(problems.pageErrors, []);
  assert.ok((await input(page).inputValue()).length <= 64);
  await context.close();
});

test('the search page shows the network error instead of crashing', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
  await openPage(page, '/search?q=flag');
  await page.getByRole('alert').filter({ hasText: 'Unable to fetch results' }).waitFor();
  assert.deepEqual(problems.pageErrors, []);
  await context.close();
});

test('the search page reads q, shows 20 results and loads more on scroll', async () => {
  const { context, page, problems } = await visit('/search?q=flag');
  const results = page.locator('article h2 a');
  await results.first().waitFor();
  assert.equal(await page.locator('input[type="search"], input[name="q"]').first().inputValue(), 'flag');
  assert.equal(await results.count(), 20);
  // Scroll down a wheel turn at a time, as a reader would; at the end of the list the next page
  // of results arrives.
  const atEnd = () =>
    page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1);
  while ((await results.count()) <= 20 && !(await atEnd())) {
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 500);
    await page.waitForFunction((before) => window.scrollY > before, scrollY);
  }
  await page.waitForFunction(() => document.querySelectorAll('article h2 a').length > 20);
  assert.ok((await results.count()) > 20, 'more results loaded on scroll');
  assert.deepEqual(problems.pageErrors, []);
  await context.close();
});
