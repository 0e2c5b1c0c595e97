import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, openPage, watchProblems } from './harness';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('an unknown path shows the designed not-found page with search and suggestions', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await openPage(page, '/reference/segmets');
  assert.equal(response?.status(), 404);
  assert.equal(await page.locator('h1').textContent(), 'Page not found');
  const search = page.getByRole('searchbox', { name: 'Search the documentation' });
  assert.equal(await search.getAttribute('maxlength'), '64');
  const suggestion = page.getByTestId('not-found-suggestions').getByRole('link').first();
  assert.equal(await suggestion.getAttribute('href'), '/reference/segments');
  for (const name of ['Quickstart', 'SDKs', 'API reference', 'Unleash Academy']) {
    assert.equal(await page.getByRole('main').getByRole('link', { name, exact: true }).count(), 1, name);
  }
  await search.fill('segments');
  await search.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search');
  assert.equal(new URL(page.url()).searchParams.get('q'), 'segments');
  await context.close();
});

for (const suffix of ['.html', '.htm', '/index.html']) {
  test(`a ${suffix} suffix leads to the clean path`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openPage(page, `/reference/segments${suffix}`);
    await page.waitForURL((url) => url.pathname === '/reference/segments');
    assert.equal(await page.locator('h1').textContent(), 'Segments');
    await context.close();
  });
}

test('a hash scrolls to its heading; a new page without hash starts at the top', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await openPage(page, '/quickstart#next-steps');
  await page.waitForFunction(() => {
    const heading = document.getElementById('next-steps');
    return heading !== null && Math.abs(heading.getBoundingClientRect().top) < 200;
  });
  assert.ok((await page.evaluate(() => window.scrollY)) > 1000, 'the page scrolled down to the heading');
  // Client-side navigation to a page without a hash starts at its top.
  await page
    .getByRole('main')
    .getByRole('link', { name: /what is a feature flag/i })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/what-is-a-feature-flag');
  await page.waitForFunction(() => window.scrollY === 0);
  assert.deepEqual(problems.pageErrors, []);
  await context.close();
});

test('routes match exactly: a trailing slash or extra segment is not a page', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await openPage(page, '/quickstart/extra');
  assert.equal(response?.status(), 404);
  assert.equal(await page.locator('h1').textContent(), 'Page not found');
  await context.close();
});

test('the wrong-base-URL banner stays on: it shows when the site cannot boot', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/');
  assert.equal(await page.getByText('Your Docusaurus site did not load properly.').count(), 0);
  // With a wrong base URL no script or stylesheet loads: the inline check inserts the banner.
  // React never starts on this page, so it is opened without waiting for hydration.
  const broken = await context.newPage();
  await broken.route('**/assets/**', (route) => route.abort());
  await broken.goto('/');
  await broken.getByText('Your Docusaurus site did not load properly.').waitFor();
  // The reader stays on the page they asked for, sees its server-rendered text under the banner,
  // and the banner suggests that page's path as the base URL (Docusaurus checks the home page only).
  assert.equal(broken.url(), `${baseUrl}/`);
  assert.equal(await broken.locator('h1').first().textContent(), 'Unleash Documentation');
  assert.equal(await broken.locator('#__docusaurus-base-url-issue-banner-suggestion-container').textContent(), '/');
  await context.close();
});

test('pages show their sidebar: documentation, academy, or none', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const sidebar = page.locator('.theme-doc-sidebar-container');
  await openPage(page, '/reference/segments');
  assert.equal(
    await sidebar.getByRole('link', { name: 'Get started', exact: true }).getAttribute('href'),
    '/quickstart',
  );
  await openPage(page, '/unleash-academy/foundational');
  assert.equal(
    await sidebar.getByRole('link', { name: 'Unleash Academy', exact: true }).getAttribute('href'),
    '/unleash-academy/introduction',
  );
  assert.equal(await sidebar.getByRole('link', { name: 'Get started', exact: true }).count(), 0);
  await openPage(page, '/availability');
  assert.equal(await sidebar.count(), 0);
  assert.equal(await page.locator('h1').textContent(), 'Unleash Availability');
  await context.close();
});
