/**
 * The _headers and _redirects files the build writes for Netlify and
 * Cloudflare Pages, served by Cloudflare's own Pages runtime (wrangler pages
 * dev) over the production build: the same checks as for nginx, as far as
 * the host allows (Pages picks its own status for trailing slashes).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { externalRedirects } from '../../config/redirects';
import { legacyRedirects } from '../../plugins/hosting';
import { startCloudflarePages, type RunningPages } from '../../scripts/lib/cloudflare-pages';

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
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    assert.match(scriptSrc, /'sha256-/);
    assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(response.headers.get('permissions-policy'));
    assert.match(response.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await get('/quickstart')).text();
    const asset = html.match(/src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/)?.[1];
    assert.ok(asset, 'the page loads a hashed main bundle');
    const response = await get(asset);
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

  it('redirects every legacy path in one hop to a page that exists', async () => {
    const wrong: string[] = [];
    for (const { from, to } of legacyRedirects) {
      const response = await get(from);
      if (response.status !== 301 || response.headers.get('location') !== to) {
        wrong.push(`${from}: ${response.status} ${response.headers.get('location')} (expected 301 ${to})`);
        continue;
      }
      const target = await get(to);
      if (target.status !== 200) wrong.push(`${from} -> ${to}: the target answers ${target.status}`);
    }
    assert.ok(legacyRedirects.length >= 200, `${legacyRedirects.length} redirects`);
    assert.deepEqual(wrong, []);
  });

  it('serves every page under the old /docs/ prefix and the external redirects', async () => {
    const docs = await get('/docs/quickstart');
    assert.equal(docs.status, 301);
    assert.equal(docs.headers.get('location'), '/quickstart');
    for (const { from, to } of externalRedirects) {
      const sample = from.replace(':path*', 'README.md');
      const response = await get(sample);
      assert.equal(response.status, 301, sample);
      assert.equal(response.headers.get('location'), to.replace(':path*', 'README.md'));
    }
  });
});
