/**
 * "Was this page helpful?" in the build with analytics configured (Plausible, stood in by
 * tests/fixtures/stand-ins/plausible-manual.js): the answer and the optional comment reach the
 * provider as events with the page's address; a reader with Global Privacy Control sends nothing.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, waitForHydration } from '../e2e/harness';

const analyticsScriptUrl = process.env.ANALYTICS_SCRIPT_URL ?? '';
const analyticsEventUrl = analyticsScriptUrl ? new URL('/api/event', analyticsScriptUrl).toString() : '';
const standIn = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/stand-ins/plausible-manual.js'), 'utf8');

interface Event {
  n: string;
  u: string;
  p?: Record<string, string>;
}

let browser: Browser;
before(async () => {
  assert.ok(analyticsScriptUrl, 'run through scripts/test-all.mjs, which configures analytics');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A page whose analytics provider records the events it receives; `until(n)` waits for n custom events. */
async function pageWithProvider(init?: string) {
  const context = await newContext(browser);
  const events: Event[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  await context.route(analyticsScriptUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn }),
  );
  await context.route(analyticsEventUrl, async (route) => {
    const event = JSON.parse(route.request().postData() ?? '{}') as Event;
    await route.fulfill({ status: 202, body: 'ok' });
    if (event.n === 'pageview') return;
    events.push(event);
    for (const wait of waiting.filter((w) => events.length >= w.count)) wait.resolve();
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const until = (count: number) =>
    new Promise<void>((resolve) => (events.length >= count ? resolve() : waiting.push({ count, resolve })));
  return { context, page, events, until };
}

describe('page feedback with analytics configured', () => {
  it('sends the answer, then the comment, as events with the page address', async () => {
    const { context, page, events, until } = await pageWithProvider();
    await page.goto('/quickstart');
    await waitForHydration(page);
    const feedback = page.locator('[data-page-feedback]');
    await feedback.getByRole('button', { name: 'No' }).click();
    await until(1);
    assert.deepEqual(events[0]?.p, { helpful: 'no' });
    assert.equal(events[0]?.n, 'page_feedback');
    assert.equal(new URL(events[0]?.u ?? '').pathname, '/quickstart');
    await feedback
      .getByRole('textbox', { name: 'What was missing or wrong? (optional)' })
      .fill('The Go example is missing.');
    await feedback.getByRole('button', { name: 'Send' }).click();
    await until(2);
    assert.equal(events[1]?.n, 'page_feedback_comment');
    assert.equal(events[1]?.u, events[0]?.u);
    assert.deepEqual(events[1]?.p, { helpful: 'no', comment: 'The Go example is missing.' });
    await feedback.getByText('Thank you, your comment was sent.').waitFor();
    assert.equal(events.length, 2);
    await context.close();
  });

  it('sends nothing for a reader with Global Privacy Control, and says so', async () => {
    const { context, page, events } = await pageWithProvider(
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });",
    );
    await page.goto('/quickstart');
    await waitForHydration(page);
    const feedback = page.locator('[data-page-feedback]');
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await feedback.getByText('This site does not record feedback from your browser').waitFor();
    assert.deepEqual(events, []);
    // The provider's queue never existed, so no event can be waiting to go out either.
    assert.equal(
      await page.evaluate(() => typeof (window as unknown as { plausible?: unknown }).plausible),
      'undefined',
    );
    await context.close();
  });
});
