/**
 * FETCH_REMOTE_DOCS against a local HTTP server serving fixture READMEs: a good one, a missing
 * file, a slow answer past the timeout, malformed Markdown, and one with HTML that must not run.
 * The pages are compiled with MDX and the remark plugin, as the docs plugin compiles them, and
 * rendered to HTML: what a reader would get.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import React from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { readRemoteDocsEnv } from '../../config/env';
import { prepareRemoteDocs, remoteDocsManifestPath, type RemoteDocsPage } from '../../plugins/remote-docs';
import remarkRemoteDocs from '../../plugins/remote-docs/remark';
import { problemWithMarkdown } from '../../plugins/remote-docs/remote-markdown';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/remote-docs');
/** Far past the 500 ms timeout the tests set: a fetch still running then waited too long. */
const slowAnswerMs = 3000;
let server: http.Server;
let baseUrl = '';
let goodAnswers = true;

before(async () => {
  server = http.createServer((request, response) => {
    const send = (file: string) => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(fs.readFileSync(path.join(fixtures, file)));
    };
    switch (request.url) {
      case '/Unleash/good-sdk/HEAD/README.md':
        if (!goodAnswers) {
          response.writeHead(500).end('upstream trouble');
          return;
        }
        return send('good.md');
      case '/Unleash/hostile-sdk/HEAD/README.md':
        return send('hostile.md');
      case '/Unleash/malformed-sdk/HEAD/README.md':
        return send('malformed.md');
      case '/Unleash/slow-sdk/HEAD/README.md':
        // A host that starts answering and never finishes: the fetch must give up at its timeout.
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        response.write('# slow-sdk\n\nThe rest of this README never arrives.');
        return;
      default:
        response.writeHead(404).end('404: Not Found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

function first<T>(list: T[]): T {
  assert.ok(list.length > 0, 'expected at least one entry');
  return list[0] as T;
}

const ownPageBody = 'The project’s own page about this SDK.';

/** A throwaway site with one docs page per SDK, each with its own body. */
function makeSite(names: string[]): { siteDir: string; pages: RemoteDocsPage[] } {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-docs-site-'));
  const pages = names.map((name) => {
    const source = `docs/reference/sdks/${name}.mdx`;
    fs.mkdirSync(path.dirname(path.join(siteDir, source)), { recursive: true });
    fs.writeFileSync(
      path.join(siteDir, source),
      `---\ntitle: ${name}\n---\n\nimport Note from './note';\n\n## About\n\n${ownPageBody}\n`,
    );
    return { source, readmePath: `Unleash/${name}/HEAD/README.md`, repository: `https://github.com/Unleash/${name}` };
  });
  return { siteDir, pages };
}

/** Compiles a page the way the docs plugin does (with the remark plugin) and renders it. */
async function renderPage(siteDir: string, source: string): Promise<string> {
  const file = path.join(siteDir, source);
  const mdx = fs
    .readFileSync(file, 'utf8')
    .replace(/^---[\s\S]*?---\n/, '')
    // The page's import resolves in the site; here a stand-in module is enough.
    .replace("import Note from './note';", '');
  // @mdx-js/mdx is ESM-only, and this file runs as CommonJS.
  const { evaluate } = await import('@mdx-js/mdx');
  const { default: Content } = await evaluate(
    { value: mdx, path: file },
    {
      ...runtime,
      baseUrl: import.meta.url,
      remarkPlugins: [[remarkRemoteDocs, { manifestPath: remoteDocsManifestPath(siteDir) }]],
    },
  );
  return renderToStaticMarkup(React.createElement(Content));
}

const env = (overrides: Partial<ReturnType<typeof readRemoteDocsEnv>> = {}) => ({
  enabled: true,
  baseUrl,
  timeoutMs: 500,
  ...overrides,
});

describe('remote READMEs (FETCH_REMOTE_DOCS)', () => {
  test('the default build fetches nothing and every page is the project’s own', async () => {
    assert.equal(readRemoteDocsEnv({}).enabled, false);
    const { siteDir, pages } = makeSite(['good-sdk']);
    const summary = await prepareRemoteDocs(siteDir, pages, env({ enabled: false }), path.join(siteDir, 'cache'));
    assert.deepEqual(summary, { used: [], fellBack: [] });
    assert.equal(fs.existsSync(remoteDocsManifestPath(siteDir)), false);
    assert.match(await renderPage(siteDir, first(pages).source), /The project’s own page/);
  });

  test('each page uses its README or falls back to its own content, with a reason', async () => {
    const names = ['good-sdk', 'missing-sdk', 'slow-sdk', 'malformed-sdk', 'hostile-sdk'];
    const { siteDir, pages } = makeSite(names);
    const started = Date.now();
    const summary = await prepareRemoteDocs(siteDir, pages, env(), path.join(siteDir, 'cache'));
    assert.ok(Date.now() - started < slowAnswerMs, 'the slow README was waited for past the timeout');
    assert.deepEqual([...summary.used].sort(), [
      'docs/reference/sdks/good-sdk.mdx',
      'docs/reference/sdks/hostile-sdk.mdx',
    ]);
    const problems = Object.fromEntries(summary.fellBack.map((f) => [path.basename(f.source, '.mdx'), f.problem]));
    assert.deepEqual(Object.keys(problems).sort(), ['malformed-sdk', 'missing-sdk', 'slow-sdk']);
    assert.equal(problems['missing-sdk'], 'HTTP 404');
    assert.equal(problems['slow-sdk'], 'no complete answer within 500 ms');
    assert.match(problems['malformed-sdk'] ?? '', /code fence opened on line 5 is never closed/);

    const good = await renderPage(siteDir, first(pages).source);
    assert.match(
      good,
      /This page shows the README of <a href="https:\/\/github.com\/Unleash\/good-sdk"><code>Unleash\/good-sdk<\/code><\/a>/,
    );
    assert.doesNotMatch(good, /The project’s own page/);
    assert.doesNotMatch(good, /<h1/, 'the README title would repeat the page title');
    assert.match(good, /<h2>Install<\/h2>/);
    assert.match(good, /<table>/);
    // Relative links point to GitHub, a matching anchor stays, a broken one becomes text, images become links.
    assert.match(good, /href="https:\/\/github.com\/Unleash\/good-sdk\/blob\/HEAD\/CHANGELOG.md"/);
    assert.match(good, /href="#install"/);
    assert.doesNotMatch(good, /#no-such-heading/);
    assert.match(good, /missing anchor/);
    assert.doesNotMatch(good, /<img/);
    assert.match(good, /<a href="https:\/\/img.example.test\/badge.svg">build status<\/a>/);

    for (const fellBack of ['missing-sdk', 'slow-sdk', 'malformed-sdk']) {
      const html = await renderPage(siteDir, `docs/reference/sdks/${fellBack}.mdx`);
      assert.match(html, /The project’s own page/, fellBack);
    }
  });

  test('HTML, script, expressions and javascript: links in a README never reach the page', async () => {
    const { siteDir, pages } = makeSite(['hostile-sdk']);
    await prepareRemoteDocs(siteDir, pages, env(), path.join(siteDir, 'cache'));
    const html = await renderPage(siteDir, first(pages).source);
    for (const forbidden of [/<script/i, /onerror/i, /<iframe/i, /<img/i, /javascript:/i]) {
      assert.doesNotMatch(html, forbidden);
    }
    // MDX syntax in a README is text: the braces and the export are shown, not run.
    assert.match(html, /\{window.__remoteDocsRan = true\} braces/);
    assert.match(html, /export const injected = true;/);
    assert.match(html, /bad link/);
    assert.match(html, /Text after the hostile parts survives/);
    assert.equal((globalThis as { __remoteDocsRan?: boolean }).__remoteDocsRan, undefined);
  });

  test('a README that was fetched once is used from the cache when a later fetch fails', async () => {
    const { siteDir, pages } = makeSite(['good-sdk']);
    const cacheDir = path.join(siteDir, 'cache');
    assert.deepEqual((await prepareRemoteDocs(siteDir, pages, env(), cacheDir)).used, [first(pages).source]);
    goodAnswers = false;
    try {
      const summary = await prepareRemoteDocs(siteDir, pages, env(), cacheDir);
      assert.deepEqual(summary.used, [first(pages).source]);
      assert.match(await renderPage(siteDir, first(pages).source), /<h2>Install<\/h2>/);
      // Without a cache, the same failure falls back to the page.
      const fresh = await prepareRemoteDocs(siteDir, pages, env(), path.join(siteDir, 'empty-cache'));
      assert.deepEqual(fresh.fellBack, [{ source: first(pages).source, problem: 'HTTP 500' }]);
    } finally {
      goodAnswers = true;
    }
  });

  test('an unreachable host falls back with the reason', async () => {
    const { siteDir, pages } = makeSite(['good-sdk']);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const summary = await prepareRemoteDocs(
      siteDir,
      pages,
      env({ baseUrl: `http://127.0.0.1:${port}` }),
      path.join(siteDir, 'cache'),
    );
    assert.equal(summary.fellBack.length, 1);
    assert.match(first(summary.fellBack).problem, /^the request failed/);
  });

  test('what counts as malformed', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    assert.equal(problemWithMarkdown(bytes('# ok\n\n```js\nx\n```\n')), null);
    assert.equal(problemWithMarkdown(bytes('')), 'the file is empty');
    assert.equal(problemWithMarkdown(new Uint8Array([0x23, 0x20, 0xff, 0xfe])), 'the file is not valid UTF-8 text');
    assert.match(problemWithMarkdown(bytes('a\u0000b')) ?? '', /NUL bytes/);
    assert.match(problemWithMarkdown(bytes('~~~\ncode\n```\n')) ?? '', /never closed/);
  });

  test('the environment variables are checked', () => {
    assert.deepEqual(readRemoteDocsEnv({ FETCH_REMOTE_DOCS: '1' }), {
      enabled: true,
      baseUrl: 'https://raw.githubusercontent.com',
      timeoutMs: 10_000,
    });
    assert.throws(
      () => readRemoteDocsEnv({ FETCH_REMOTE_DOCS: 'yes' }),
      /FETCH_REMOTE_DOCS must be 1, 0, true or false/,
    );
    assert.throws(
      () => readRemoteDocsEnv({ REMOTE_DOCS_TIMEOUT_MS: '5s' }),
      /REMOTE_DOCS_TIMEOUT_MS must be a whole number/,
    );
  });
});

describe('the site configuration with FETCH_REMOTE_DOCS', () => {
  /** Loads docusaurus.config.ts in a fresh process with the given environment. */
  function persistentCacheWith(env: Record<string, string>): string {
    const script =
      "import('./docusaurus.config.ts').then((m) => process.stdout.write(String((m.default.default ?? m.default).future.faster.rspackPersistentCache)))";
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, FETCH_REMOTE_DOCS: '', ...env },
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    return result.stdout.trim();
  }

  test('a build with remote READMEs does not use the persistent cache, so no page comes from an older build', () => {
    // No build uses it (docusaurus.config.ts says why); one with remote READMEs must not.
    assert.equal(persistentCacheWith({ FETCH_REMOTE_DOCS: '1' }), 'false');
  });
});
