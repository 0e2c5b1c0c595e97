/**
 * ASK AI with nothing configured: the button is on every kind of page and
 * opens the embedded answer panel, which answers from the site's own search
 * index with excerpts that are labelled as such and link to their sections.
 * No third-party request is made.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, mobile, newContext, openPage } from './harness';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

it('shows the ASK AI button on every kind of page', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  for (const route of [
    '/',
    '/quickstart',
    '/reference/api/unleash/create-feature',
    '/unleash-academy/introduction',
    '/no-such-page',
  ]) {
    await openPage(page, route);
    assert.equal(await page.getByRole('button', { name: 'ASK AI' }).count(), 1, route);
  }
  await context.close();
});

it('answers a question with excerpts from the docs, and no third party', async () => {
  const context = await newContext(browser, mobile);
  const foreign: string[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(baseUrl)) foreign.push(request.url());
  });
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  await page.getByRole('button', { name: 'ASK AI' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask the docs' });
  await panel.getByText('Answers here are excerpts from the Unleash documentation').waitFor();
  await panel.getByLabel('Your question').fill('How do I roll out a flag gradually to a percentage of users?');
  await panel.getByRole('button', { name: 'Ask' }).click();
  await panel.getByRole('heading', { name: 'Excerpts from the docs' }).waitFor();
  const links = panel.locator('ol li a');
  const count = await links.count();
  assert.ok(count >= 1 && count <= 4, `${count} excerpts`);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    hrefs.every((href) => href.startsWith('/')),
    hrefs.join(', '),
  );
  assert.equal(new Set(hrefs.map((href) => href.split('#')[0])).size, count, 'one excerpt per page');
  // The excerpt links lead to the section and close the panel.
  await links.first().click();
  await page.waitForURL((url) => url.pathname === hrefs[0].split('#')[0]);
  assert.equal(await panel.count(), 0);
  assert.deepEqual(foreign, []);
  await context.close();
});

it('treats a hostile question as text', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  await page.getByRole('button', { name: 'ASK AI' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask the docs' });
  await panel.getByLabel('Your question').fill('<img src=x onerror="window.__injected=1"> .*+?^${}()|[]\\');
  await panel.getByRole('button', { name: 'Ask' }).click();
  await panel.locator('[aria-live] p, [aria-live] h3').first().waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected), undefined);
  await page.keyboard.press('Escape');
  assert.equal(await panel.count(), 0, 'Escape closes the panel');
  await context.close();
});
