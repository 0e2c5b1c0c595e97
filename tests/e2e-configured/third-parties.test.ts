/**
 * The ASK AI widget and analytics in a build where both are configured
 * (scripts/test-all.mjs sets ASK_AI_* and ANALYTICS_*). Their hosts are not
 * reachable here, so the tests serve stand-ins of the providers' scripts
 * (tests/fixtures/stand-ins) and count the requests the page makes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, waitForHydration } from '../e2e/harness';

const standIn = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/stand-ins', name), 'utf8');
const widgetUrl = process.env.ASK_AI_SCRIPT_URL ?? '';
const analyticsScriptUrl = process.env.ANALYTICS_SCRIPT_URL ?? '';
const analyticsEventUrl = analyticsScriptUrl ? new URL('/api/event', analyticsScriptUrl).toString() : '';

let browser: Browser;
before(async () => {
  assert.ok(widgetUrl && analyticsScriptUrl, 'run through scripts/test-all.mjs, which configures the third parties');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

interface Traffic {
  widgetRequests: number;
  pageViews: string[];
  /** Called on every page view the stand-in receives. */
  onPageView?: () => void;
}

/** Resolves once the stand-in has received `count` page views in all. */
function pageViewsReceived(traffic: Traffic, count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (traffic.pageViews.length >= count) resolve();
    };
    traffic.onPageView = check;
    check();
  });
}

async function contextWithProviders(options: { widget?: 'serve' | 'fail'; init?: string } = {}) {
  const context = await newContext(browser);
  const traffic: Traffic = { widgetRequests: 0, pageViews: [] };
  await context.route(widgetUrl, async (route) => {
    traffic.widgetRequests++;
    if (options.widget === 'fail') await route.abort('connectionrefused');
    else await route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn('ask-ai-widget.js') });
  });
  await context.route(analyticsScriptUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn('plausible-manual.js') }),
  );
  await context.route(analyticsEventUrl, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { n: string; u: string };
    if (body.n === 'pageview') traffic.pageViews.push(new URL(body.u).pathname + new URL(body.u).search);
    await route.fulfill({ status: 202, body: 'ok' });
    traffic.onPageView?.();
  });
  if (options.init) await context.addInitScript(options.init);
  return { context, traffic };
}

/**
 * The ASK AI widget loads when the browser is idle after `load`, later than the analytics
 * script would (right after `load`): once it is there, a page that tracks has asked for the
 * analytics script.
 */
async function deferredScriptsLoaded(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __askAiWidget?: unknown }).__askAiWidget !== undefined);
}

describe('ASK AI with a hosted widget', () => {
  it('loads the widget script after the page, not in its HTML, and opens it from the button', async () => {
    const html = await (await fetch(`${baseUrl}/quickstart`)).text();
    assert.ok(!html.includes(widgetUrl), 'the widget script is not in the server-rendered page');
    const { context, traffic } = await contextWithProviders();
    const page = await context.newPage();
    await page.goto('/quickstart');
    await waitForHydration(page);
    await page.waitForFunction(() => (window as unknown as { __askAiWidget?: unknown }).__askAiWidget !== undefined);
    assert.equal(traffic.widgetRequests, 1);
    assert.equal(
      await page.evaluate(
        () => (window as unknown as { __askAiWidget: { websiteId: string } }).__askAiWidget.websiteId,
      ),
      'docs-e2e-website',
    );
    await page.getByRole('button', { name: 'ASK AI' }).click();
    await page.getByRole('dialog', { name: 'AI assistant widget' }).waitFor();
    assert.equal(
      await page.getByRole('dialog', { name: 'Ask the docs' }).count(),
      0,
      'the embedded panel stays closed',
    );
    await context.close();
  });

  it('says so when the widget cannot load, and offers the answers from the docs', async () => {
    const { context } = await contextWithProviders({ widget: 'fail' });
    const page = await context.newPage();
    await page.goto('/quickstart');
    await waitForHydration(page);
    const button = page.locator('#ask-ai-button');
    await page.waitForFunction(() => document.querySelector('#ask-ai-button')?.getAttribute('data-state') === 'failed');
    assert.match(await button.innerText(), /assistant unavailable/);
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Ask the docs' });
    await panel.getByText('The AI assistant could not be loaded.').waitFor();
    await context.close();
  });
});

describe('analytics', () => {
  it('sends one page view per route, client-side navigations included, none twice', async () => {
    const { context, traffic } = await contextWithProviders();
    const page = await context.newPage();
    await page.goto('/quickstart');
    await waitForHydration(page);
    await page.waitForFunction(() => typeof (window as unknown as { plausible?: unknown }).plausible === 'function');
    await pageViewsReceived(traffic, 1);
    // A client-side navigation, then a same-page anchor, then back.
    await page.locator('.theme-doc-sidebar-container a[href="/what-is-a-feature-flag"]').first().click();
    await page.waitForURL('**/what-is-a-feature-flag');
    await pageViewsReceived(traffic, 2);
    await page.locator('.table-of-contents a').first().click();
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/quickstart');
    await pageViewsReceived(traffic, 3);
    // A last navigation whose view arrives after any duplicate of the ones before it would have.
    await page.locator('.theme-doc-sidebar-container a[href="/troubleshooting"]').first().click();
    await page.waitForURL('**/troubleshooting');
    await pageViewsReceived(traffic, 4);
    assert.deepEqual(traffic.pageViews, ['/quickstart', '/what-is-a-feature-flag', '/quickstart', '/troubleshooting']);
    await context.close();
  });

  for (const [signal, init] of [
    [
      'Global Privacy Control',
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });",
    ],
    ['Do Not Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });"],
  ] as const) {
    it(`sends nothing, and loads no script, for a reader with ${signal}`, async () => {
      const { context, traffic } = await contextWithProviders({ init });
      let scriptRequested = false;
      context.on('request', (request) => {
        if (request.url() === analyticsScriptUrl) scriptRequested = true;
      });
      const page = await context.newPage();
      await page.goto('/quickstart');
      await waitForHydration(page);
      await page.locator('.theme-doc-sidebar-container a[href="/what-is-a-feature-flag"]').first().click();
      await page.waitForURL('**/what-is-a-feature-flag');
      await deferredScriptsLoaded(page);
      assert.deepEqual(traffic.pageViews, []);
      assert.equal(scriptRequested, false);
      await context.close();
    });
  }
});
