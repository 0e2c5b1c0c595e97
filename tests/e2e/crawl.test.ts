/**
 * Visits every page of the sitemap in Chromium and fails on any console
 * error, uncaught exception or non-200 response, listing all offenders at once.
 */
import { after, before, test } from 'node:test';
import path from 'node:path';
import { apiReferenceRoutes } from '../../config/api-reference';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, openPage } from './harness';

const parallelPages = 2;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The sitemap's URLs, moved from the production origin to the test server. */
async function sitemapPaths(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  assert.equal(response.status, 200, 'GET /sitemap.xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => m[1]);
  return locs.map((loc) => {
    const url = new URL(loc.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

/**
 * The ~350 generated API operation pages share one template, so the crawl
 * visits every tag page and a fixed sample of one operation page in ten
 * (sorted, so the same pages every run); all hand-written pages are visited.
 */
function crawlSelection(paths: string[]): string[] {
  const { operations } = apiReferenceRoutes(path.resolve(import.meta.dirname, '../..'));
  const operationPages = paths.filter((p) => operations.includes(p)).sort();
  const sampled = new Set(operationPages.filter((_, index) => index % 10 === 0));
  // The sitemap also names llms.txt and llms-full.txt: text files, not pages (tests/site checks them).
  return paths.filter((p) => !p.endsWith('.txt') && (!operationPages.includes(p) || sampled.has(p)));
}

test('every sitemap page loads with status 200 and without console errors or exceptions', async () => {
  const allPaths = await sitemapPaths();
  assert.ok(allPaths.length >= 540, `the sitemap lists ${allPaths.length} URLs, expected at least 540`);
  const paths = crawlSelection(allPaths);
  console.log(`crawling ${paths.length} of ${allPaths.length} sitemap URLs`);

  const context = await newContext(browser);
  const offenders: string[] = [];
  const queue = [...paths];

  async function worker(): Promise<void> {
    const page = await context.newPage();
    // Each problem is charged to the page showing when it happens, so that a
    // late error of one page is neither lost nor blamed on the next.
    // Only the first line of a message: stacks would swamp the report.
    const report = (kind: string, message: string) => {
      const url = new URL(page.url());
      offenders.push(`${url.pathname}${url.search}: ${kind}: ${message.split('\n')[0]}`);
    };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      report('console error', message.text());
    });
    page.on('pageerror', (error) => report('uncaught exception', error.message));
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const response = await openPage(page, path);
        const status = response?.status();
        if (status !== 200) offenders.push(`${path}: status ${status ?? 'none'}`);
      } catch (error) {
        offenders.push(`${path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    await page.close();
  }

  await Promise.all(Array.from({ length: parallelPages }, () => worker()));
  await context.close();
  assert.equal(
    offenders.length,
    0,
    `${offenders.length} problem(s) on ${paths.length} pages:\n${offenders.join('\n')}`,
  );
});
