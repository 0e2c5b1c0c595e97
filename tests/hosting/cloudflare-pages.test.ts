/**
 * The _headers and _redirects files the build writes for Netlify and
 * Cloudflare Pages, served by Cloudflare's own Pages runtime (wrangler pages
 * dev) over the production build: the same checks as for nginx, as far as
 * the host allows (Pages picks its own status for trailing slashes).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCloudflarePages, type RunningPages } from '../../scripts/lib/cloudflare-pages';
import {
  assertDocsPrefixAndExternalRedirects,
  assertLegacyRedirects,
  assertSecurityHeaders,
  mainBundleOf,
} from './host-checks';

const buildDir = path.resolve(import.meta.dirname, '../../build');
let pages: RunningPages;

before(async () => {
  pages = await startCloudflarePages(buildDir);
});
after(async () => {
  await pages?.stop();
});

const get = (route: string) => fetch(`${pages.origin}${route}`, { redirect: 'manual' });

describe('Cloudflare Pages serving the build with _headers and _redirects', () => {
  it('serves clean URLs with the security headers', async () => {
    const response = await get('/quickstart');
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<h1[^>]*>Quickstart/i);
    assertSecurityHeaders(response.headers);
  });

  it('caches hashed assets for a year', async () => {
    const response = await get(await mainBundleOf(get, '/quickstart'));
    assert.equal(response.status, 200);
    assert.match(
      response.headers.get('cache-control') ?? '',
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
  });

  it('answers unknown paths with the 404 page', async () => {
    const response = await get('/no/such/page');
    assert.equal(response.status, 404);
    assert.match(await response.text(), /Page not found|could not find/i);
  });

  it('serves the Markdown twins as text/markdown and llms.txt as UTF-8 text', async () => {
    const twin = await get('/quickstart.md');
    assert.equal(twin.status, 200);
    assert.equal(twin.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.match(await twin.text(), /^# Quickstart\n/);
    const llms = await get('/llms.txt');
    assert.equal(llms.status, 200);
    assert.equal(llms.headers.get('content-type'), 'text/plain; charset=utf-8');
  });

  it('redirects every legacy path in one hop to a page that exists', () => assertLegacyRedirects(get));

  it('serves every page under the old /docs/ prefix and the external redirects', () =>
    assertDocsPrefixAndExternalRedirects(get));
});
