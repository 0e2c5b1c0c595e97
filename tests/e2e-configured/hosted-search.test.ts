/**
 * A build made with ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set
 * (scripts/test-all.mjs builds it in a copy of the project and serves it): the same
 * DocSearch UI queries hosted Algolia and never loads the embedded index.
 * Algolia itself is not reachable here, so its answer is a recorded response
 * (tests/fixtures/algolia-search-response.json) returned at the network layer.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser, newContext, waitForHydration } from '../e2e/harness';

const recorded = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/algolia-search-response.json'), 'utf8');
const appId = process.env.ALGOLIA_APP_ID ?? '';
const indexName = process.env.ALGOLIA_INDEX_NAME ?? '';

let browser: Browser;
before(async () => {
  assert.ok(appId && indexName, 'run through scripts/test-all.mjs, which sets the ALGOLIA_* variables');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('the modal queries hosted Algolia and shows its hits', async () => {
  const context = await newContext(browser);
  const algoliaRequests: Request[] = [];
  const embeddedRequests: string[] = [];
  // Registered after newContext's offline rule, so it takes precedence for Algolia's hosts.
  await context.route(/\.algolia(net\.com|\.net)\//, async (route) => {
    algoliaRequests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'application/json', body: recorded });
  });
  context.on('request', (request) => {
    if (request.url().includes('/search-index/')) embeddedRequests.push(request.url());
  });
  const page = await context.newPage();
  await page.goto('/quickstart');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('segments');
  await page.locator('.DocSearch-Hit', { hasText: 'Creating segments' }).first().waitFor();

  assert.ok(algoliaRequests.length > 0, 'no request reached Algolia');
  const request = algoliaRequests[0];
  assert.match(request.url(), new RegExp(`^https://${appId.toLowerCase()}`, 'i'));
  const body = request.postData() ?? '';
  assert.ok(body.includes(indexName), `the query names the index ${indexName}`);
  assert.ok(body.includes('segments'), 'the query text is sent');
  assert.deepEqual(embeddedRequests, [], 'the embedded index is not loaded');
  // Hits link to this site's pages, not to the production origin.
  const href = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  assert.ok(href?.startsWith('/reference/segments'), `hit links to ${href}`);
  // Algolia answers here, so the modal credits Algolia, and only Algolia.
  const footer = page.locator('.DocSearch-Footer');
  assert.equal(await footer.locator('a[href*="algolia.com"]:visible').count(), 1, 'the Algolia credit is shown');
  assert.equal(await footer.getByText("the docs' own index").count(), 0);
  await context.close();
});

test('the search page credits Algolia in hosted mode', async () => {
  const context = await newContext(browser);
  await context.route(/\.algolia(net\.com|\.net)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: recorded }),
  );
  const page = await context.newPage();
  await page.goto('/search?q=segments');
  await waitForHydration(page);
  await page.getByText('Creating segments').first().waitFor();
  assert.ok((await page.locator('a[href*="algolia.com"]').count()) > 0, 'the Algolia credit is shown');
  await context.close();
});
