/**
 * The docs MCP server (`npm run mcp`, scripts/mcp-server.ts) driven over stdio by the official
 * SDK's own client, against the built site: its tools, each tool's answers, wrong arguments
 * (an error result that says what to send, and the server goes on), a query that matches
 * nothing, and the message when there is no build.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { findOperation, routeOfInput } from '../../scripts/lib/docs-mcp';
import type { MarkdownManifest } from '../../config/markdown-twins';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(root, 'build');
const serverArgs = ['--import', 'tsx', path.join(root, 'scripts', 'mcp-server.ts')];

async function connect(command: string, args: string[]): Promise<Client> {
  const client = new Client({ name: 'unleash-docs-tests', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args, cwd: root, stderr: 'pipe' }));
  return client;
}

/** The text of a tool result. */
const textOf = (result: unknown) =>
  ((result as CallToolResult).content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('\n');

/** Calls a tool; an error the SDK raises for invalid arguments counts as an error result too. */
async function call(client: Client, name: string, args: Record<string, unknown>) {
  try {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    return { isError: result.isError === true, text: textOf(result), structured: result.structuredContent };
  } catch (error) {
    return { isError: true, text: (error as Error).message, structured: undefined };
  }
}

describe('the docs MCP server over stdio', () => {
  let client: Client;
  before(async () => {
    client = await connect(process.execPath, [...serverArgs, '--build', buildDir]);
  });
  after(async () => {
    await client?.close();
  });

  it('lists its three tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_api_operation', 'get_page', 'search_docs']);
    for (const tool of tools) {
      assert.ok((tool.description ?? '').length > 40, tool.name);
      assert.equal(tool.inputSchema.type, 'object');
      assert.equal(tool.annotations?.readOnlyHint, true);
    }
    const search = tools.find((tool) => tool.name === 'search_docs');
    assert.deepEqual(search?.inputSchema.required, ['query']);
  });

  it("search_docs: ranked results with titles, URLs, page paths and snippets, from the site's index", async () => {
    const result = await call(client, 'search_docs', { query: 'segments', limit: 5 });
    assert.equal(result.isError, false, result.text);
    const { results } = result.structured as {
      results: { title: string; url: string; path: string; snippet: string }[];
    };
    assert.ok(results.length > 0 && results.length <= 5);
    assert.equal(results[0]?.path, '/reference/segments', 'the Segments page first, as in the search box');
    assert.match(results[0]?.url ?? '', /^https:\/\/docs\.getunleash\.io\/reference\/segments/);
    assert.ok(results.every((hit) => hit.title && hit.url.startsWith('https://') && hit.path.startsWith('/')));
    assert.ok(
      results.some((hit) => /segment/i.test(hit.snippet)),
      'snippets of the matching text',
    );
    assert.match(result.text, /^1\. Segments/);
    assert.match(result.text, /get_page: \/reference\/segments/);
  });

  it('search_docs: the same ranking as the command-line search over the same index', async () => {
    const cli = spawnSync(
      process.execPath,
      ['scripts/search.mjs', '--build', buildDir, '--json', '--limit', '5', 'gradual rollout'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    assert.equal(cli.status, 0, cli.stderr);
    const expected = (JSON.parse(cli.stdout) as { url: string }[]).map((hit) => hit.url);
    const result = await call(client, 'search_docs', { query: 'gradual rollout', limit: 5 });
    const got = (result.structured as { results: { url: string }[] }).results.map(
      (hit) => new URL(hit.url).pathname + new URL(hit.url).hash,
    );
    assert.deepEqual(got, expected);
  });

  it('search_docs: a query that matches nothing says so, without an error', async () => {
    const result = await call(client, 'search_docs', { query: 'qwxzvjk plorbatz' });
    assert.equal(result.isError, false);
    assert.deepEqual((result.structured as { results: unknown[] }).results, []);
    assert.match(result.text, /No results for "qwxzvjk plorbatz"/);
  });

  it("get_page: a page's Markdown by path, URL or twin path", async () => {
    const twin = fs.readFileSync(path.join(buildDir, 'quickstart.md'), 'utf8');
    for (const form of [
      '/quickstart',
      'quickstart',
      'https://docs.getunleash.io/quickstart#step-2',
      '/quickstart.md',
    ]) {
      const result = await call(client, 'get_page', { path: form });
      assert.equal(result.isError, false, form);
      assert.equal(result.text, twin, form);
    }
    const home = await call(client, 'get_page', { path: '/' });
    assert.match(home.text, /^# Unleash Documentation\n/);
  });

  it('get_page: an unknown path is an error that names the closest pages', async () => {
    const result = await call(client, 'get_page', { path: '/reference/segmnts' });
    assert.equal(result.isError, true);
    assert.match(result.text, /No page at \/reference\/segmnts\. Closest pages: \/reference\/segments \(Segments\)/);
    const traversal = await call(client, 'get_page', { path: '../../etc/passwd' });
    assert.equal(traversal.isError, true, "only the site's pages are served");
    assert.doesNotMatch(traversal.text, /root:/);
  });

  it('get_api_operation: by operationId, by method and path, and by a path with real values', async () => {
    const twin = fs.readFileSync(path.join(buildDir, 'reference/api/unleash/create-feature.md'), 'utf8');
    for (const form of [
      'createFeature',
      'createfeature',
      'POST /api/admin/projects/{projectId}/features',
      'post /api/admin/projects/default/features',
      'POST https://unleash.example.com/api/admin/projects/:projectId/features',
    ]) {
      const result = await call(client, 'get_api_operation', { operation: form });
      assert.equal(result.isError, false, `${form}: ${result.text.slice(0, 200)}`);
      assert.equal(result.text, twin, form);
    }
    const get = await call(client, 'get_api_operation', {
      operation: 'GET /api/admin/projects/default/features/my-flag',
    });
    assert.match(get.text, /^# .+\n\n`GET \/api\/admin\/projects\/\{projectId\}\/features\/\{featureName\}`/);
  });

  it('get_api_operation: an unknown operation is an error with the closest ones', async () => {
    const result = await call(client, 'get_api_operation', { operation: 'createFeatur' });
    assert.equal(result.isError, true);
    assert.match(
      result.text,
      /No API operation matches "createFeatur"\..*createFeature \(POST \/api\/admin\/projects\/\{projectId\}\/features\)/,
    );
    const wrongMethod = await call(client, 'get_api_operation', {
      operation: 'PATCH /api/admin/projects/{projectId}/features',
    });
    assert.equal(wrongMethod.isError, true);
  });

  it('wrong arguments get a clear error and the server goes on', async () => {
    const missing = await call(client, 'search_docs', {});
    assert.equal(missing.isError, true);
    assert.match(missing.text, /query/);
    const wrongType = await call(client, 'search_docs', { query: 42 });
    assert.equal(wrongType.isError, true);
    const outOfRange = await call(client, 'search_docs', { query: 'flags', limit: 500 });
    assert.equal(outOfRange.isError, true);
    assert.match(outOfRange.text, /limit/);
    const empty = await call(client, 'search_docs', { query: '   ' });
    assert.equal(empty.isError, true);
    assert.match(empty.text, /The query is empty/);
    const noPath = await call(client, 'get_page', {});
    assert.equal(noPath.isError, true);
    assert.match(noPath.text, /path/);
    const unknownTool = await call(client, 'get_everything', {});
    assert.equal(unknownTool.isError, true);
    // Still serving.
    const after = await call(client, 'get_page', { path: '/quickstart' });
    assert.equal(after.isError, false);
  });
});

describe('the docs MCP server as `npm run mcp`', () => {
  it('answers over stdio when started with npm run --silent', async () => {
    const client = await connect('npm', ['run', '--silent', 'mcp', '--', '--build', buildDir]);
    try {
      const { tools } = await client.listTools();
      assert.equal(tools.length, 3);
    } finally {
      await client.close();
    }
  });

  it('says clearly when there is no build, and exits', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-empty-'));
    try {
      const result = spawnSync(process.execPath, [...serverArgs, '--build', empty], {
        cwd: root,
        encoding: 'utf8',
        input: '',
      });
      assert.equal(result.status, 1);
      assert.equal(result.stdout, '', 'nothing on the protocol channel');
      assert.match(
        result.stderr,
        /No built site in .*docs-mcp-empty-.*\. Build the site first \(npm run build\), or pass --build DIR/,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('reading what a client sends', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'markdown-index.json'), 'utf8')) as MarkdownManifest;
  const operations = manifest.pages.filter((page) => page.kind === 'api-operation');

  it('takes a page as a path, URL or twin', () => {
    assert.equal(routeOfInput('https://docs.getunleash.io/reference/segments/?x=1#a'), '/reference/segments');
    assert.equal(routeOfInput('reference/segments.md'), '/reference/segments');
    assert.equal(routeOfInput('/index.md'), '/');
    assert.equal(routeOfInput('/quickstart.html'), '/quickstart');
  });

  it('prefers the operation whose path has the most literal segments', () => {
    const literal = findOperation(operations, 'GET /api/admin/projects/default/change-requests/pending');
    assert.equal(literal?.operation?.path, '/api/admin/projects/{projectId}/change-requests/pending');
    const byId = findOperation(operations, 'GET /api/admin/projects/default/change-requests/42');
    assert.equal(byId?.operation?.path, '/api/admin/projects/{projectId}/change-requests/{id}');
    assert.equal(findOperation(operations, 'GET /api/admin/nothing-here'), null);
  });
});
