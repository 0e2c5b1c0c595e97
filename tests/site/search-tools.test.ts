/**
 * The search tools over the built site: the CLI that tests and benchmarks
 * use, and the export that moves the index to hosted Algolia.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(root, 'build');
const cli = path.join(root, 'scripts/search.mjs');

test('the CLI ranks the page a reader means first', () => {
  const out = execFileSync(process.execPath, [cli, '--build', buildDir, '--json', '--limit', '5', 'segments'], {
    encoding: 'utf8',
  });
  const hits = JSON.parse(out) as { url: string; title: string; hierarchy: string[] }[];
  assert.ok(hits.length > 0 && hits.length <= 5);
  assert.equal(hits[0]?.url, '/reference/segments');
  assert.equal(hits[0]?.title, 'Segments');
});

test('search finds the generated API operation pages', () => {
  const search = (query: string) =>
    JSON.parse(
      execFileSync(process.execPath, [cli, '--build', buildDir, '--json', '--limit', '5', query], { encoding: 'utf8' }),
    ) as { url: string }[];
  const urls = search('archive a feature flag').map((hit) => hit.url.split('#')[0]);
  assert.ok(urls.includes('/reference/api/unleash/archive-feature'), urls.join('\n'));
  const tagHits = search('change requests api').map((hit) => hit.url.split('#')[0]);
  assert.ok(
    tagHits.some((url) => url.startsWith('/reference/api/unleash/')),
    tagHits.join('\n'),
  );
});

test('the CLI answers one JSON line per query on stdin, typos included', () => {
  const out = execFileSync(process.execPath, [cli, '--build', buildDir, '--stdin', '--limit', '3'], {
    encoding: 'utf8',
    input: 'quickstart\nstickyness\n\nzqxjvwkpf\n',
  });
  const lines = out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { query: string; hits: { url: string }[] });
  assert.deepEqual(
    lines.map((line) => line.query),
    ['quickstart', 'stickyness', 'zqxjvwkpf'],
  );
  assert.equal(lines[0]?.hits[0]?.url, '/quickstart');
  assert.ok(lines[1]?.hits.some((hit) => hit.url.startsWith('/reference/stickiness')));
  assert.deepEqual(lines[2]?.hits, []);
});

test('the CLI explains a missing index and exits 1', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-build-'));
  const result = spawnSync(process.execPath, [cli, '--build', empty, 'segments'], { encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /No search index in .*: run the build first/);
});

test('search:export writes Algolia-ready records and DocSearch settings', () => {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/search-export.ts'), buildDir], {
    cwd: root,
    encoding: 'utf8',
  });
  const exportDir = path.join(buildDir, 'search-export');
  const records = JSON.parse(fs.readFileSync(path.join(exportDir, 'records.json'), 'utf8')) as {
    objectID: string;
    url: string;
    hierarchy: Record<string, string | null>;
    language: string;
    docusaurus_tag: string;
  }[];
  // The export holds every page the embedded index holds, the generated API pages included.
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index', 'search-manifest.json'), 'utf8')) as {
    records: number;
  };
  assert.equal(records.length, manifest.records, 'as many records as the embedded index');
  const pagesExported = new Set(records.map((record) => new URL(record.url).pathname));
  assert.ok(pagesExported.has('/reference/api/unleash/archive-feature'), 'an API operation page');
  assert.ok(pagesExported.has('/reference/api/unleash/features'), 'an API tag page');
  assert.ok(pagesExported.has('/quickstart'), 'a hand-written page');
  assert.equal(new Set(records.map((record) => record.objectID)).size, records.length, 'objectIDs are unique');
  assert.ok(
    records.every((record) => /^https:\/\//.test(record.url) && record.hierarchy.lvl1 && record.language === 'en'),
  );
  assert.ok(records.every((record) => record.docusaurus_tag === 'docs-default-current'));
  const settings = JSON.parse(fs.readFileSync(path.join(exportDir, 'settings.json'), 'utf8')) as {
    attributesForFaceting: string[];
  };
  assert.ok(settings.attributesForFaceting.includes('docusaurus_tag'));
});
