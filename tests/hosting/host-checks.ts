/**
 * Checks every host configuration must pass, whichever server applies it:
 * Debian's nginx with deploy/nginx.conf (nginx.test.ts) and Cloudflare's
 * Pages runtime with _headers and _redirects (cloudflare-pages.test.ts).
 * `get` fetches a path from the running host without following redirects.
 */
import assert from 'node:assert/strict';
import { externalRedirects } from '../../config/redirects';
import { legacyRedirects } from '../../config/redirects';

export type HostGet = (route: string) => Promise<Response>;

/** The security headers of a page: a hashed script-src without unsafe sources, and the rest. */
export function assertSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  assert.match(scriptSrc, /'sha256-/);
  assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(headers.get('x-content-type-options'), 'nosniff');
  assert.ok(headers.get('referrer-policy'));
  assert.ok(headers.get('permissions-policy'));
  assert.match(headers.get('strict-transport-security') ?? '', /max-age=\d+/);
}

/** The hashed main bundle a page loads (a deferred script, or preloaded for the loader of config/ssr-template.ts). */
export async function mainBundleOf(get: HostGet, route: string): Promise<string> {
  const html = await (await get(route)).text();
  const asset = html.match(/(?:src|href)="?(\/assets\/js\/main\.[0-9a-f]+\.js)/)?.[1];
  assert.ok(asset, 'the page loads a hashed main bundle');
  return asset;
}

/** Every legacy path answers 301 to its page, in one hop, and that page answers 200. */
export async function assertLegacyRedirects(get: HostGet): Promise<void> {
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
}

/** A page under the old /docs/ prefix, and each redirect to another host. */
export async function assertDocsPrefixAndExternalRedirects(get: HostGet): Promise<void> {
  const docs = await get('/docs/quickstart');
  assert.equal(docs.status, 301);
  assert.equal(docs.headers.get('location'), '/quickstart');
  for (const { from, to } of externalRedirects) {
    const sample = from.replace(':path*', 'README.md');
    const response = await get(sample);
    assert.equal(response.status, 301, sample);
    assert.equal(response.headers.get('location'), to.replace(':path*', 'README.md'));
  }
}
