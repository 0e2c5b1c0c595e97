/**
 * Layout stability while a page is still arriving. On a slow phone or network
 * the browser paints what the HTML parser has read so far, so a reader can see
 * half a navbar. These tests make that happen every time instead of now and
 * then: a local proxy in front of the site sends a page's HTML in two parts,
 * cut inside the navbar, and sends the rest only after the browser has painted
 * the first part. Nothing may move when the rest arrives.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import {
  baseUrl,
  desktop,
  launchBrowser,
  layoutShiftTotal,
  newContext,
  nextFrame,
  recordLayoutShifts,
} from './harness';

/**
 * Where the HTML is cut: after the navbar's first right-hand item, the
 * repository link, so that the items still to come would push it aside. (On a
 * phone the group shows only the search button, and nothing visible follows
 * it, so a desktop viewport is the one that can show the fault.)
 */
function cutIndex(html: string): number {
  const start = html.search(/data-testid="?repository-link"?/);
  const end = start < 0 ? -1 : html.indexOf('</a>', start);
  if (end < 0) throw new Error('the page has no repository link in its navbar to cut after');
  return end + '</a>'.length;
}

interface SlowSite {
  origin: string;
  /** Sends the rest of the page that is waiting. */
  release: () => void;
  close: () => Promise<void>;
}

/** Proxies the built site; the page at `route` stops after its first part until released. */
async function slowSite(route: string): Promise<SlowSite> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    const upstream = `${baseUrl}${request.url ?? '/'}`;
    void fetch(upstream, { headers: { accept: request.headers.accept ?? '*/*' } }).then(async (answer) => {
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) {
          headers[name] = value;
        }
      });
      response.writeHead(answer.status, headers);
      if (new URL(upstream).pathname !== route) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const at = cutIndex(html);
      response.write(html.slice(0, at));
      await released;
      response.end(html.slice(at));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const [kind, route] of [
  ['home page', '/'],
  ['doc page', '/quickstart'],
] as const) {
  test(`the ${kind} shifts nothing when the rest of its HTML arrives after a paint`, async () => {
    const site = await slowSite(route);
    const context = await newContext(browser, desktop, [site.origin]);
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.goto(`${site.origin}${route}`, { waitUntil: 'commit' });
    // The first part is on screen: its stylesheet is in and frames were drawn since.
    await page.waitForFunction(
      () =>
        document.querySelector('.navbar__items--right') !== null &&
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
    );
    await nextFrame(page);
    assert.equal(await page.evaluate(() => document.readyState), 'loading', 'the page must still be arriving');
    site.release();
    const total = await layoutShiftTotal(page);
    assert.ok(total < 0.001, `cumulative layout shift ${total}`);
    await context.close();
    await site.close();
  });
}
