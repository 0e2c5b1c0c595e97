/**
 * The JavaScript browser SDK page's script-tag sample, run as a reader would:
 * the HTML from the page in Chromium, the SDK's own UMD build (the file the
 * sample loads from unpkg, served here from the pinned package in
 * tools/sdk-samples, since this machine is offline), talking to the real
 * Unleash through the Frontend API with a frontend token.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { readMdx } from '../../scripts/lib/mdx-document';
import { fillPlaceholders, placeholderValues } from '../../scripts/lib/runnable-examples';
import { ensureSampleToolsInstalled, samplesToolDir } from '../../scripts/lib/sample-typecheck';
import { launchBrowser, newContext } from './harness';

const page = path.resolve(import.meta.dirname, '../../docs/reference/sdks/javascript-browser.mdx');
const unleashUrl = process.env.REAL_UNLEASH_URL ?? '';
const adminToken = process.env.REAL_UNLEASH_ADMIN_TOKEN ?? '';
const frontendToken = process.env.REAL_UNLEASH_FRONTEND_TOKEN ?? '';
const flagName = 'browser-sdk-demo';

let browser: Browser;

async function admin(method: string, route: string, body?: unknown): Promise<Response> {
  return fetch(`${unleashUrl}${route}`, {
    method,
    headers: { authorization: adminToken, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

before(async () => {
  assert.ok(
    unleashUrl && adminToken && frontendToken,
    'REAL_UNLEASH_* must point at the real Unleash (npm test sets them)',
  );
  ensureSampleToolsInstalled();
  // The flag the page's samples check: on in development for users on the pro plan, with variants.
  const created = await admin('POST', '/api/admin/projects/default/features', { name: flagName });
  assert.ok([201, 409].includes(created.status), `creating ${flagName}: ${created.status}`);
  const strategies = await (
    await admin('GET', `/api/admin/projects/default/features/${flagName}/environments/development/strategies`)
  ).json();
  if (Array.isArray(strategies) && strategies.length === 0) {
    const strategy = await admin(
      'POST',
      `/api/admin/projects/default/features/${flagName}/environments/development/strategies`,
      {
        name: 'flexibleRollout',
        parameters: { rollout: '100', stickiness: 'default', groupId: flagName },
        constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }],
        variants: [
          {
            name: 'blue',
            weight: 500,
            weightType: 'variable',
            stickiness: 'default',
            payload: { type: 'string', value: '#1f6feb' },
          },
          {
            name: 'green',
            weight: 500,
            weightType: 'variable',
            stickiness: 'default',
            payload: { type: 'string', value: '#1a7f37' },
          },
        ],
      },
    );
    assert.equal(strategy.status, 200);
  }
  const enabled = await admin('POST', `/api/admin/projects/default/features/${flagName}/environments/development/on`);
  assert.ok([200, 204].includes(enabled.status), `enabling ${flagName}: ${enabled.status}`);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test('the script-tag sample shows the flag and its variant, fetched from the Frontend API', async () => {
  const htmlBlock = readMdx(page).codeBlocks.find(
    (block) => block.lang === 'html' && block.value.includes('new unleash.UnleashClient'),
  );
  assert.ok(htmlBlock, 'the page has its script-tag sample');
  const html = fillPlaceholders(
    htmlBlock.value,
    placeholderValues({ url: unleashUrl, adminToken, clientToken: '', frontendToken }),
  );
  const scriptUrl = htmlBlock.value.match(/<script src="([^"]+)"/)?.[1] ?? '';
  assert.match(scriptUrl, /^https:\/\/unpkg\.com\/unleash-proxy-client@3\.8\.2\/build\/main\.min\.js$/);
  const umd = fs.readFileSync(
    path.join(samplesToolDir, 'node_modules', 'unleash-proxy-client', 'build', 'main.min.js'),
  );

  // The reader's HTML file, served from a local web server (a page on loopback may call the
  // Unleash on loopback; Chromium blocks that from a public origin).
  const site = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const sampleOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const context = await newContext(browser, undefined, [unleashUrl, sampleOrigin, scriptUrl]);
  const frontendRequests: string[] = [];
  try {
    await context.route(scriptUrl, (route) => route.fulfill({ contentType: 'text/javascript', body: umd }));
    const tab = await context.newPage();
    tab.on('request', (request) => {
      if (request.url().startsWith(`${unleashUrl}/api/frontend`)) frontendRequests.push(request.url());
    });
    await tab.goto(`${sampleOrigin}/index.html`);
    const status = tab.locator('#status');
    await status.filter({ hasText: /browser-sdk-demo: true, variant (blue|green)/ }).waitFor();
    assert.ok(
      frontendRequests.some((url) => url.includes('userId=user-42')),
      'the context went to the Frontend API',
    );
  } finally {
    await context.close();
    site.close();
  }
});
