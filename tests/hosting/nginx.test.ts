/**
 * The hosting configuration (deploy/nginx.conf plus the _nginx/ files the
 * build writes), served by Debian's nginx over the production build: status
 * codes, headers, caching, redirects, and a crawl under the real
 * Content-Security-Policy that must record no violation.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiReferenceRoutes } from '../../config/api-reference';
import { docsRoutes } from '../../scripts/lib/site-routes';
import { startNginx, type RunningNginx } from '../../scripts/lib/nginx';
import { launchBrowser, waitForHydration } from '../e2e/harness';
import {
  assertDocsPrefixAndExternalRedirects,
  assertLegacyRedirects,
  assertSecurityHeaders,
  mainBundleOf,
} from './host-checks';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(root, 'build');
let nginx: RunningNginx;

before(async () => {
  nginx = await startNginx(buildDir);
});
after(async () => {
  await nginx?.stop();
});

const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.origin}${route}`, { redirect: 'manual', headers });

/** A GET whose body stays as sent (fetch would decode it): to check the encoding itself. */
const rawGet = (route: string, acceptEncoding: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      `${nginx.origin}${route}`,
      { headers: { 'Accept-Encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });

describe('nginx serving the build', () => {
  it('serves clean URLs with the security headers and no caching for HTML', async () => {
    const response = await get('/quickstart');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assertSecurityHeaders(response.headers);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal((await get('/')).status, 200);
  });

  it('caches hashed assets for a year, compressed', async () => {
    const asset = await mainBundleOf(get, '/quickstart');
    const response = await get(asset, { 'Accept-Encoding': 'gzip' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.ok(response.headers.get('content-security-policy'), 'assets carry the headers too');
  });

  it('sends brotli to browsers that accept it, and the bytes decode to the file', async () => {
    const asset = await mainBundleOf(get, '/quickstart');
    const onDisk = fs.readFileSync(path.join(buildDir, asset));
    const raw = await rawGet(asset, 'br, gzip');
    assert.equal(raw.headers['content-encoding'], 'br');
    assert.match(String(raw.headers.vary), /Accept-Encoding/i);
    assert.ok(raw.body.length < onDisk.length / 3, `${raw.body.length} bytes for ${onDisk.length}`);
    assert.deepEqual(zlib.brotliDecompressSync(raw.body), onDisk);
    const page = await rawGet('/quickstart', 'br');
    assert.equal(page.headers['content-encoding'], 'br', 'pages too');
    const gzipOnly = await rawGet(asset, 'gzip');
    assert.equal(gzipOnly.headers['content-encoding'], 'gzip');
    assert.deepEqual(zlib.gunzipSync(gzipOnly.body), onDisk);
  });

  it('answers unknown paths with the 404 page and its headers', async () => {
    const response = await get('/no/such/page');
    assert.equal(response.status, 404);
    assert.match(await response.text(), /Page not found|could not find/i);
    assert.ok(response.headers.get('content-security-policy'));
  });

  it('drops trailing slashes and keeps the generated configuration private', async () => {
    const slash = await get('/quickstart/');
    assert.equal(slash.status, 301);
    assert.equal(slash.headers.get('location'), '/quickstart');
    for (const hidden of ['/_nginx/redirects.conf', '/_headers', '/_redirects']) {
      assert.equal((await get(hidden)).status, 404, hidden);
    }
  });

  it('redirects every legacy path in one hop to a page that exists', () => assertLegacyRedirects(get));

  it('serves every page under the old /docs/ prefix and the external redirects', () =>
    assertDocsPrefixAndExternalRedirects(get));
});

describe('the Content-Security-Policy in a browser', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('records no violation on any hand-written page or a sample of API pages', async () => {
    const { operations, tags } = apiReferenceRoutes(root);
    // Every page runs the same few inline scripts (their hashes are in the policy), so a
    // sample of each kind of page is enough: a quarter of the hand-written pages, every fifth
    // tag page, every 25th operation page, the home page, the search page and the 404 page.
    const routes = [
      '/',
      '/search',
      '/no-such-page',
      ...docsRoutes().filter((_, index) => index % 4 === 0),
      ...tags.filter((_, index) => index % 5 === 0),
      ...operations.filter((_, index) => index % 25 === 0),
      '/reference/api/unleash/create-feature',
    ];
    const context = await browser.newContext({ baseURL: nginx.origin });
    await context.route(
      (url) => !url.href.startsWith(nginx.origin),
      (route) => route.abort('internetdisconnected'),
    );
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`),
      );
    });
    const violations: string[] = [];
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    for (const route of routes) {
      await page.goto(route);
      await waitForHydration(page);
      const seen = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      violations.push(...seen.map((violation) => `${route}: ${violation}`));
    }
    // The pages run their scripts under the policy: the home variant script and the client-side router.
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('a[href="/quickstart"]').first().click();
    await page.waitForURL('**/quickstart');
    assert.deepEqual(violations, []);
    assert.ok(fs.existsSync(path.join(buildDir, '_headers')));
    await context.close();
  });
});
