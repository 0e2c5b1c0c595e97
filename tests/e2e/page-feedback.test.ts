/**
 * "Was this page helpful?" in the default build, where no analytics provider is configured: the
 * buttons answer, the reader is told that nothing was recorded, nothing is sent and nothing is
 * stored; "Report a problem" opens a GitHub issue with the page's address. (With a provider,
 * tests/e2e-configured/page-feedback.test.ts checks the events.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, openPage } from './harness';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('with no analytics configured, an answer is thanked, nothing is sent and nothing is stored', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  const feedback = page.locator('[data-page-feedback]');
  await feedback.getByText('Was this page helpful?').waitFor();
  const storage = () =>
    page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }));
  const before = await storage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

  await feedback.getByRole('button', { name: 'Yes' }).click();
  await feedback.getByText('Thank you for your answer.').waitFor();
  await feedback
    .getByText('This site does not record feedback from your browser, so your answer was not sent.')
    .waitFor();
  assert.equal(await feedback.getByRole('textbox').count(), 0, 'no comment box for a comment nobody receives');
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent),
    'Thank you for your answer.',
    'focus moves to the answer',
  );
  // The router prefetches the pages linked from the screen (GETs of its own scripts); nothing else goes out.
  assert.deepEqual(
    requests.filter((request) => !request.startsWith(`GET ${baseUrl}/assets/`)),
    [],
    'nothing is sent',
  );
  assert.deepEqual(await storage(), before, 'nothing is stored');
  await context.close();
});

test('"Report a problem" opens a new GitHub issue prefilled with the page address', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/reference/segments');
  const link = page.getByRole('link', { name: 'Report a problem with this page' });
  const href = new URL((await link.getAttribute('href')) ?? '');
  assert.equal(`${href.origin}${href.pathname}`, 'https://github.com/Unleash/unleash/issues/new');
  assert.match(href.searchParams.get('body') ?? '', /^Page: https:\/\/docs\.getunleash\.io\/reference\/segments\n/);
  assert.equal(href.searchParams.get('title'), 'Docs: problem on "Segments"');
  assert.equal(await link.getAttribute('target'), '_blank');
  await context.close();
});

test('every doc page asks, an API operation page too, and a new page asks again', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/reference/api/unleash/create-feature');
  const feedback = page.locator('[data-page-feedback]');
  await feedback.getByRole('button', { name: 'No' }).click();
  await feedback.getByText('Thank you for your answer.').waitFor();
  // A client-side navigation to another page starts over.
  await page.locator('.theme-doc-sidebar-container a[href="/reference/api/unleash/get-feature"]').first().click();
  await page.waitForURL(`${baseUrl}/reference/api/unleash/get-feature`);
  await feedback.getByRole('button', { name: 'Yes' }).waitFor();
  await context.close();
});
