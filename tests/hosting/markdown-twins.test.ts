/**
 * The pages' Markdown twins served by Debian's nginx with deploy/nginx.conf over the build:
 * `.md` as text/markdown in UTF-8, the llms.txt indexes as UTF-8 text, and the plain URL
 * answering with the Markdown to a request that accepts it (and with HTML to browsers), with
 * `Vary: Accept` for caches; and the page menu copying a page's Markdown under the real
 * Content-Security-Policy.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startNginx, type RunningNginx } from '../../scripts/lib/nginx';
import { launchBrowser, waitForHydration } from '../e2e/harness';

const buildDir = path.resolve(import.meta.dirname, '../../build');
let nginx: RunningNginx;

before(async () => {
  nginx = await startNginx(buildDir);
});
after(async () => {
  await nginx?.stop();
});

const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.origin}${route}`, { redirect: 'manual', headers });
const onDisk = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('nginx serving the Markdown twins', () => {
  it('serves a twin as text/markdown in UTF-8, with the security headers, revalidated', async () => {
    const response = await get('/quickstart.md');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.ok(response.headers.get('content-security-policy'));
    assert.equal(await response.text(), onDisk('quickstart.md'));
    const api = await get('/reference/api/unleash/create-feature.md', { 'Accept-Encoding': 'gzip' });
    assert.equal(api.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(api.headers.get('content-encoding'), 'gzip', 'compressed like the other text');
  });

  it('serves llms.txt and llms-full.txt as UTF-8 text', async () => {
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      const response = await get(file);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8', file);
      assert.equal(await response.text(), onDisk(file), file);
    }
  });

  it("answers Accept: text/markdown at a page's own URL with its twin", async () => {
    for (const [route, twin] of [
      ['/quickstart', 'quickstart.md'],
      ['/', 'index.md'],
      ['/reference/api/unleash/create-feature', 'reference/api/unleash/create-feature.md'],
    ] as const) {
      for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/html;q=0.5, text/markdown']) {
        const response = await get(route, { Accept: accept });
        assert.equal(response.status, 200, `${route} ${accept}`);
        assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', `${route} ${accept}`);
        assert.match(response.headers.get('vary') ?? '', /Accept(?!-)/, 'caches key on Accept');
        assert.equal(await response.text(), onDisk(twin), `${route} ${accept}`);
      }
    }
  });

  it('answers browsers, and a refusal of Markdown, with the HTML page', async () => {
    for (const accept of [browserAccept, '*/*', 'text/markdown;q=0, text/html']) {
      const response = await get('/quickstart', { Accept: accept });
      assert.equal(response.status, 200, accept);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, accept);
      assert.match(response.headers.get('vary') ?? '', /Accept(?!-)/, 'the HTML varies on Accept too');
    }
  });

  it('falls back to what a path serves when it has no twin', async () => {
    const search = await get('/search', { Accept: 'text/markdown' });
    assert.equal(search.status, 200);
    assert.match(search.headers.get('content-type') ?? '', /^text\/html/);
    const image = await get('/img/favicon.svg', { Accept: 'text/markdown' });
    assert.equal(image.status, 200);
    assert.match(image.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.doesNotMatch(image.headers.get('vary') ?? '', /Accept(?!-)/, 'files do not vary on Accept');
    const missing = await get('/no/such/page', { Accept: 'text/markdown' });
    assert.equal(missing.status, 404);
    assert.equal((await get('/no/such/page.md')).status, 404);
  });

  it('still redirects a legacy path first, then negotiates at the new one', async () => {
    const redirect = await get('/docs/quickstart', { Accept: 'text/markdown' });
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('location'), '/quickstart');
  });
});

describe('the page menu under the Content-Security-Policy', () => {
  it('copies the page as Markdown with no violation', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: nginx.origin });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: nginx.origin });
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
      });
      const page = await context.newPage();
      await page.goto('/quickstart');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Page options' }).click();
      await page.getByRole('menuitem', { name: /Copy page as Markdown/ }).click();
      await page.getByRole('status').filter({ hasText: 'Copied as Markdown' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), onDisk('quickstart.md'));
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
        [],
      );
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
