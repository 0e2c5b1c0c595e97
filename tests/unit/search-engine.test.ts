import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import assert from 'node:assert/strict';
import { buildSearchIndex, MANIFEST_FILE } from '../../src/search/index-format';
import { crowdPages, EmbeddedSearchEngine, SECTIONS_PER_PAGE } from '../../src/search/engine';
import { stem } from 'porter2';
import { SYNONYMS } from '../../src/search/synonyms';
import type { EngineRequest, EngineResponse, SearchRecord } from '../../src/search/types';
import type { ShardFile } from '../../src/search/format';
import { pageRecords, type Page } from './search-pages';

const PAGES: Page[] = [
  {
    url: '/reference/segments',
    lvl0: 'Reference',
    title: 'Segments',
    blocks: [
      'A segment is a reusable collection of constraints.',
      '## Creating segments',
      'Open the admin page and select New.',
    ],
  },
  {
    url: '/reference/feature-toggles',
    lvl0: 'Reference',
    title: 'Feature flags',
    blocks: [
      'A feature flag lets you turn code on and off without deploying.',
      '## Kill switches',
      'Use a killswitch to disable a misbehaving integration instantly.',
    ],
  },
  {
    url: '/how-to/rollout',
    title: 'Gradual rollout',
    blocks: [
      'A rollout releases new code to a percentage of users.',
      'We rolled out the new dashboard to ten percent of users.',
    ],
  },
  {
    url: '/reference/sdks',
    lvl0: 'Reference',
    title: 'SDK overview',
    blocks: ['Pick the client library for your language.', '## Server-side SDKs'],
  },
  {
    url: '/reference/tokens',
    lvl0: 'Reference',
    title: 'Taken names',
    blocks: ['Rotate the token every month.', 'The sdx format is unrelated.'],
  },
  {
    url: '/how-to/admin',
    title: 'Admin guide',
    blocks: [
      // Far apart first (earlier position), adjacent second: only proximity can order them right.
      'The feature list shows a flag.',
      'Create a feature flag from the admin UI in a few clicks.',
      'See the dashboard.',
      '## Dashboard layout and widget options',
      'Never paste <script>alert(1)</script> into the description field & save.',
      'Constraint evaluation happens in the SDK.',
    ],
  },
  { url: '/blog/segments-launch', title: 'Segments launch', blocks: ['Segments shipped.'], tag: 'blog-default' },
  { url: '/fr/segments', title: 'Segments (fr)', blocks: ['Les segments.'], language: 'fr' },
];

const RECORDS = pageRecords(PAGES);

function setup(records: SearchRecord[] = RECORDS, shardCount = 40, postingsBlockBytes?: number) {
  const { manifest, files } = buildSearchIndex(records, { shardCount, postingsBlockBytes });
  const loads: string[] = [];
  let failing = false;
  const engine = new EmbeddedSearchEngine(async (name) => {
    loads.push(name);
    if (failing) throw new Error('network down');
    const text = files[name];
    if (text === undefined) throw new Error(`no file ${name}`);
    return JSON.parse(text);
  });
  return {
    manifest,
    files,
    engine,
    loads,
    fail(on: boolean) {
      failing = on;
    },
  };
}

const { engine } = setup();
const search = (request: EngineRequest): Promise<EngineResponse> => engine.search(request);
const urls = (response: EngineResponse) => response.hits.map((h) => h.url);
const titleOf = (response: EngineResponse, i: number) => response.hits[i]?.hierarchy?.lvl1;

test('the Porter2 stemmer conflates inflections and leaves numbers alone', () => {
  assert.equal(stem('403'), '403');
  assert.equal(stem('murmurhash3'), 'murmurhash3');
  assert.equal(stem('rolling'), 'roll');
  assert.equal(stem('rolled'), 'roll');
  assert.equal(stem('segments'), 'segment');
  assert.equal(stem('generously'), 'generous');
  assert.equal(stem('skies'), 'sky');
  assert.equal(stem('environments'), stem('environment'));
});

test('exact words rank above typos, even when the typo is in a heading', async () => {
  const response = await search({ query: 'token' });
  assert.equal(response.hits[0]?.content, 'Rotate the token every month.');
  assert.ok(
    response.hits.some((h) => h.type === 'lvl1' && h.hierarchy?.lvl1 === 'Taken names'),
    '"taken" is one typo away from "token" and still found',
  );
});

test('headings rank above body text', async () => {
  // "See the dashboard." comes first in the page and is shorter: only the attribute rule puts the h2 first.
  const response = await search({ query: 'dashboard' });
  assert.equal(response.hits[0]?.type, 'lvl2');
  assert.equal(response.hits[0]?.hierarchy?.lvl2, 'Dashboard layout and widget options');
  assert.equal(response.hits[1]?.content, 'See the dashboard.');
  const segments = await search({
    query: 'segments',
    facetFilters: ['language:en', 'docusaurus_tag:docs-default-current'],
  });
  assert.deepEqual(
    segments.hits.slice(0, 3).map((h) => h.type),
    ['lvl1', 'lvl2', 'content'],
    'title, then the h2, then the paragraphs',
  );
});

test('word proximity: adjacent query words rank first', async () => {
  const response = await search({ query: 'feature flag', facetFilters: ['docusaurus_tag:docs-default-current'] });
  const contents = response.hits.map((h) => h.content).filter((c) => c?.includes('admin UI') || c?.includes('list'));
  // The shorter paragraph comes first in the page and has more of its words matched: only proximity puts it second.
  assert.deepEqual(contents, [
    'Create a feature flag from the admin UI in a few clicks.',
    'The feature list shows a flag.',
  ]);
  assert.equal(titleOf(response, 0), 'Feature flags', 'the page titled with the query comes first');
});

test('prefix matching applies to the last word only', async () => {
  const asYouType = await search({ query: 'segm' });
  assert.equal(titleOf(asYouType, 0), 'Segments');
  assert.match(asYouType.hits[0]?._highlightResult.hierarchy?.lvl1?.value ?? '', /^<mark>Segm<\/mark>ents$/);

  const last = await search({ query: 'flag segm' });
  assert.ok(JSON.stringify(last.hits).includes('<mark>Segm</mark>'));
  const notLast = await search({ query: 'segm flag' });
  assert.ok(notLast.nbHits > 0, 'the other word still finds records');
  assert.ok(
    notLast.hits.every((h) => !h.hierarchy?.lvl1?.startsWith('Segments')),
    '"segm" is not a prefix when it is not last',
  );
});

test('typo thresholds: 1 typo from 4 letters, 2 from 8, none below 4', async () => {
  const oneTypo = await search({ query: 'segmnt' });
  assert.equal(titleOf(oneTypo, 0), 'Segments');
  const twoTypos = await search({ query: 'cnstrant' }); // 8 letters, 2 typos from "constraint"
  assert.ok(twoTypos.hits.some((h) => h.content?.startsWith('Constraint evaluation')));
  const tooMany = await search({ query: 'sgmnt' }); // 5 letters, 2 typos from "segment"
  assert.equal(tooMany.nbHits, 0);
  const short = await search({ query: 'sdk' });
  assert.ok(short.nbHits > 0);
  assert.ok(!short.hits.some((h) => h.content?.includes('sdx')), '"sdk" (3 letters) does not typo-match "sdx"');
});

test('stemming: "rolling out" finds "rollout" and "rolled out"', async () => {
  const response = await search({ query: 'rolling out' });
  const found = response.hits.map((h) => h.content ?? h.hierarchy?.lvl1);
  assert.ok(found.includes('Gradual rollout'), 'the concatenation roll+out matches "rollout"');
  assert.ok(found.includes('We rolled out the new dashboard to ten percent of users.'));
  assert.match(JSON.stringify(response.hits), /<mark>rolled<\/mark> <mark>out<\/mark>/);
});

test('synonyms: "toggle" finds feature-flag pages, "kill switch" finds "killswitch"', async () => {
  assert.ok(SYNONYMS.some((row) => row.includes('toggle') && row.includes('feature flag')));
  const toggle = await search({ query: 'toggle' });
  assert.equal(titleOf(toggle, 0), 'Feature flags');
  assert.equal(toggle.hits[0]?._highlightResult.hierarchy?.lvl1?.value, '<mark>Feature</mark> <mark>flags</mark>');
  const killSwitch = await search({ query: 'kill switch' });
  assert.ok(killSwitch.hits.some((h) => h.content?.includes('killswitch')));
  const audience = await search({ query: 'audience' });
  assert.equal(titleOf(audience, 0), 'Segments');
  const none = await search({ query: 'toggles', hitsPerPage: 0 });
  assert.ok(none.nbHits > 0, 'plural forms find the synonym row too');
});

test('facetFilters: AND of OR-groups, negation, unknown facets ignored', async () => {
  const all = await search({ query: 'segments' });
  assert.ok(urls(all).includes('/blog/segments-launch'));
  assert.ok(urls(all).includes('/fr/segments'));
  const docsEn = await search({
    query: 'segments',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  assert.ok(docsEn.nbHits > 0);
  assert.ok(docsEn.hits.every((h) => h.language === 'en' && h.docusaurus_tag === 'docs-default-current'));
  const unknown = await search({ query: 'segments', facetFilters: ['version:3', ['language:en', 'color:red']] });
  assert.equal(unknown.nbHits, all.nbHits - 2, 'only language:en applies');
  const negated = await search({ query: 'segments', facetFilters: ['docusaurus_tag:-blog-default'] });
  assert.ok(!urls(negated).includes('/blog/segments-launch'));
  const facets = await search({ query: 'segments', facets: ['*'], hitsPerPage: 0 });
  assert.equal(facets.facets?.language?.fr, 2);
  assert.equal(facets.facets?.docusaurus_tag?.['blog-default'], 2);
});

test('pagination: page and nbPages', async () => {
  const all = await search({ query: 'segments', hitsPerPage: 100 });
  assert.ok(all.nbHits >= 5);
  const seen: string[] = [];
  for (let page = 0; page < Math.ceil(all.nbHits / 2); page++) {
    const response = await search({ query: 'segments', hitsPerPage: 2, page });
    assert.equal(response.nbPages, Math.ceil(all.nbHits / 2));
    assert.equal(response.page, page);
    assert.equal(response.hitsPerPage, 2);
    seen.push(...response.hits.map((h) => h.objectID));
  }
  assert.deepEqual(
    seen,
    all.hits.map((h) => h.objectID),
  );
  const beyond = await search({ query: 'segments', hitsPerPage: 2, page: 99 });
  assert.deepEqual(beyond.hits, []);
  assert.equal(beyond.nbHits, all.nbHits);
});

test('response, highlight and snippet shapes follow Algolia', async () => {
  const response = await search({
    query: 'admin',
    indexName: 'unleash-docs',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:3'],
    snippetEllipsisText: '...',
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
  });
  assert.equal(response.index, 'unleash-docs');
  assert.equal(response.exhaustiveNbHits, true);
  assert.equal(response.query, 'admin');
  assert.match(response.params, /query=admin/);
  assert.equal(typeof response.processingTimeMS, 'number');
  const hit = response.hits.find((h) => h.content === 'Create a feature flag from the admin UI in a few clicks.');
  assert.ok(hit);
  assert.deepEqual(Object.keys(hit).sort(), [
    '_highlightResult',
    '_snippetResult',
    'content',
    'hierarchy',
    'objectID',
    'type',
    'url',
  ]);
  assert.deepEqual(hit.hierarchy, { lvl0: 'Documentation', lvl1: 'Admin guide', lvl2: null });
  assert.deepEqual(hit._highlightResult.hierarchy, {
    lvl0: { value: 'Documentation', matchLevel: 'none', matchedWords: [] },
    lvl1: { value: '<em>Admin</em> guide', matchLevel: 'full', matchedWords: ['admin'], fullyHighlighted: false },
  });
  assert.deepEqual(hit._highlightResult.content, {
    value: 'Create a feature flag from the <em>admin</em> UI in a few clicks.',
    matchLevel: 'full',
    matchedWords: ['admin'],
    fullyHighlighted: false,
  });
  assert.deepEqual(hit._snippetResult, {
    hierarchy: { lvl1: { value: '<em>Admin</em> guide', matchLevel: 'full' } },
    content: { value: '...from the <em>admin</em>...', matchLevel: 'full' },
  });
  const partial = await search({ query: 'admin zebra' });
  const level = partial.hits[0]?._highlightResult.hierarchy?.lvl1?.matchLevel;
  assert.equal(level, 'partial', 'one of two words matched');
});

test('highlighting escapes the indexed text', async () => {
  const response = await search({ query: 'script' });
  const hit = response.hits.find((h) => h.content?.includes('<script>'));
  assert.ok(hit);
  assert.equal(
    hit._highlightResult.content?.value,
    'Never paste &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; into the description field &amp; save.',
  );
  assert.ok(!JSON.stringify(hit._snippetResult).includes('<script'));
});

test('a markup query never comes back unescaped in highlights or snippets', async () => {
  const query = '<img src=x onerror=alert(1)>';
  const response = await search({ query });
  assert.ok(response.nbHits > 0, '"alert" matches the <script> paragraph');
  const rendered = JSON.stringify(response.hits.map((h) => [h._highlightResult, h._snippetResult]));
  assert.ok(!rendered.includes('<img'));
  assert.ok(!rendered.includes('<script'));
  assert.ok(rendered.includes('<mark>alert</mark>'));
  assert.equal(response.query, query, 'the query is echoed as given, like Algolia');
});

test('hostile input never throws, hangs or injects', async () => {
  const inputs: unknown[] = [
    '',
    '   ',
    '\ud800',
    'seg\udc00ment',
    '((((((((',
    '[a-z]+*?\\',
    '.*',
    '$^|{}',
    '😀🚀',
    'مرحبا بالعالم',
    'שלום',
    '\u202eesrever',
    'x'.repeat(10_000),
    'segment '.repeat(1_250),
    '<b>segment</b>',
    '"segment',
    '%00%ff',
    '\u0000\u0001',
    42,
    null,
    undefined,
    { toString: () => 'x' },
  ];
  for (const query of inputs) {
    const started = Date.now();
    const response = await search({ query } as EngineRequest);
    assert.ok(Date.now() - started < 1000, `slow for ${String(query).slice(0, 20)}`);
    assert.equal(typeof response.nbHits, 'number');
    const rendered = JSON.stringify(response.hits.map((h) => [h._highlightResult, h._snippetResult]));
    assert.ok(!/<(?!\/?mark>)/.test(rendered), 'only the highlight tags are markup');
  }
  for (const empty of ['', '   ', '😀🚀', '\ud800', '$^|{}']) {
    const response = await search({ query: empty });
    assert.equal(response.nbHits, 0);
    assert.deepEqual(response.hits, []);
  }
  const long = await search({ query: `${'segment '.repeat(1_250)}` });
  assert.ok(long.nbHits > 0, 'a long paste is cut to 64 characters and still searched');
  const markup = await search({ query: '<b>segment</b>' });
  assert.equal(titleOf(markup, 0), 'Segments');
  const weird = await engine.search(null as unknown as EngineRequest);
  assert.equal(weird.nbHits, 0);
  const badNumbers = await search({ query: 'segment', hitsPerPage: -5, page: Number.NaN });
  assert.equal(badNumbers.hitsPerPage, 0);
  assert.equal(badNumbers.page, 0);
});

test('the sharded loader loads the manifest, then only what a query needs', async () => {
  const { engine: sharded, loads, manifest } = setup();
  const shardOf = (key: string) => manifest.shards.find((s) => s.keys.includes(key))?.file;
  assert.ok(manifest.shards.length > 5, 'one shard per first letter in this fixture');

  await sharded.search({ query: '' });
  assert.equal(loads.length, 0, 'an empty query loads nothing');

  const first = await sharded.search({ query: 'dashboard', hitsPerPage: 1 });
  assert.equal(first.nbHits, 5, 'the h2, two paragraphs with the word, two paragraphs under the h2');
  assert.equal(loads[0], MANIFEST_FILE);
  const terms = loads.filter((n) => n.startsWith('terms-'));
  assert.deepEqual(terms, [shardOf('d')]);
  assert.equal(loads.filter((n) => n.startsWith('records-')).length, 1, 'one chunk for one hit');
  assert.equal(loads.filter((n) => n.startsWith('dictionary')).length, 1);
  assert.ok(loads.length < Object.keys(setup().files).length / 2);

  const before = loads.length;
  await sharded.search({ query: 'dashboard', hitsPerPage: 1 });
  assert.equal(loads.length, before, 'everything is cached');

  await sharded.search({ query: 'flag', hitsPerPage: 0 });
  const added = loads.slice(before);
  assert.deepEqual(
    added.filter((n) => n.startsWith('terms-')).sort(),
    [shardOf('f'), shardOf('t')].sort(),
    '"flag" and its synonym "toggle"',
  );
  assert.ok(
    added.filter((n) => n.startsWith('postings-')).every((n) => /^postings-[ft]-/.test(n)),
    'postings of those letters only',
  );
});

test('a query loads only the postings blocks of the terms it matches', async () => {
  const { engine: blocked, loads, files } = setup(RECORDS, 40, 20);
  const shardFile = Object.keys(files).find((n) => n.startsWith('terms-s'));
  assert.ok(shardFile);
  const shard = JSON.parse(files[shardFile] ?? '{}') as ShardFile;
  assert.ok(shard.blocks.length > 2, 'small blocks cut the "s" terms into several');

  const response = await blocked.search({ query: 'segments', hitsPerPage: 1 });
  assert.equal(titleOf(response, 0), 'Segments');
  const blocks = loads.filter((n) => n.startsWith('postings-s'));
  assert.ok(blocks.length >= 1 && blocks.length < shard.blocks.length, `${blocks.length} of ${shard.blocks.length}`);
  // Each loaded block holds a term the query reached; the same answer as with one block per letter.
  const whole = await search({ query: 'segments', hitsPerPage: 5 });
  const split = await blocked.search({ query: 'segments', hitsPerPage: 5 });
  assert.deepEqual(urls(split), urls(whole));
  assert.equal(split.nbHits, whole.nbHits);
});

test('an index whose shard points to a missing or malformed postings block fails with an Error', async () => {
  const { files } = setup();
  const shardFile = Object.keys(files).find((n) => n.startsWith('terms-s')) ?? '';
  const shard = JSON.parse(files[shardFile] ?? '{}') as ShardFile;
  const blockFile = shard.blocks[0]?.file ?? '';
  const withBlock = (content: string | undefined) =>
    new EmbeddedSearchEngine(async (name) => {
      const text = name === blockFile ? content : files[name];
      if (text === undefined) throw new Error(`no file ${name}`);
      return JSON.parse(text);
    });
  await assert.rejects(withBlock(undefined).search({ query: 'segments' }), /no file/);
  await assert.rejects(
    withBlock(JSON.stringify({ version: 2, start: 0, postings: [1, 2] })).search({ query: 'segments' }),
    /postings block is not valid/,
  );
  await assert.rejects(
    withBlock(JSON.stringify({ version: 2, start: 7, postings: [] })).search({ query: 'segments' }),
    /postings block .* is not valid/,
  );
});

test('a failing loader rejects with an Error, and a later search retries', async () => {
  const { engine: offline, fail } = setup();
  fail(true);
  await assert.rejects(offline.search({ query: 'segment' }), (error: unknown) => error instanceof Error);
  fail(false);
  const response = await offline.search({ query: 'segment' });
  assert.ok(response.nbHits > 0);
});

test('non-Error rejections become Errors', async () => {
  const broken = new EmbeddedSearchEngine(() => Promise.reject(new Response(null, { status: 503 })));
  await assert.rejects(broken.search({ query: 'segment' }), Error);
  const garbage = new EmbeddedSearchEngine(async () => ({ version: 99 }));
  await assert.rejects(garbage.search({ query: 'segment' }), /format version/);
});

test('records under a heading match through the hierarchy, missing heading records included', async () => {
  const response = await search({ query: 'segments admin' });
  assert.ok(
    response.hits.some((h) => h.content === 'Open the admin page and select New.'),
    'title + paragraph',
  );

  // A content record whose h2 has no record of its own.
  const [title, paragraph] = pageRecords([{ url: '/x', title: 'Webhooks', blocks: ['Payloads are signed.'] }]);
  assert.ok(title && paragraph);
  const orphan: SearchRecord = {
    ...paragraph,
    hierarchy: { ...paragraph.hierarchy, lvl2: 'Retries' },
  };
  const { engine: small } = setup([title, orphan]);
  const hit = await small.search({ query: 'retries signed' });
  assert.deepEqual(
    hit.hits.map((h) => h.objectID),
    [orphan.objectID],
  );
  assert.equal(hit.hits[0]?._highlightResult.hierarchy?.lvl2?.value, '<mark>Retries</mark>');
});

test('the index files are content-hashed and deterministic', () => {
  const a = buildSearchIndex(RECORDS);
  const b = buildSearchIndex(RECORDS);
  assert.deepEqual(Object.keys(a.files).sort(), Object.keys(b.files).sort());
  const names = Object.keys(a.files).filter((n) => n !== MANIFEST_FILE);
  assert.ok(names.every((n) => /\.[0-9a-f]{10}\.json$/.test(n)));
  const manifest = JSON.parse(a.files[MANIFEST_FILE] ?? '{}');
  assert.deepEqual(manifest, a.manifest);
  const blocks = a.manifest.shards.flatMap((s) =>
    (JSON.parse(a.files[s.file] ?? '{}') as ShardFile).blocks.map((b) => b.file),
  );
  const listed = [
    manifest.dictionary.file,
    ...a.manifest.shards.map((s) => s.file),
    ...blocks,
    ...a.manifest.documents.map((d) => d.file),
  ];
  assert.deepEqual(listed.sort(), names.sort(), 'the manifest and the shards list every file');
  const changed = RECORDS.map((r, i) => (i === 1 ? { ...r, content: 'A segment is something else.' } : r));
  const c = buildSearchIndex(changed);
  assert.notDeepEqual(Object.keys(c.files).sort(), names.sort());
  assert.throws(() => buildSearchIndex([...RECORDS, RECORDS[0] as SearchRecord]), /duplicate/);
});

test('the first result of a 5,000-record site downloads well under 150 KB', async () => {
  // Synthetic pages over 3,000 made-up words, frequent ones much more frequent (as in English); 5,000+ records.
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const vocabulary = Array.from({ length: 3000 }, () =>
    Array.from({ length: 3 + Math.floor(random() * 7) }, () => letters[Math.floor(random() * 26)]).join(''),
  );
  const sentence = (n: number) =>
    Array.from({ length: n }, () => vocabulary[Math.floor(random() ** 2 * vocabulary.length)]).join(' ');
  const pages: Page[] = Array.from({ length: 400 }, (_, p) => ({
    url: `/api/op-${p}`,
    lvl0: 'API reference',
    title: `Operation ${sentence(3)}`,
    blocks: Array.from({ length: 12 }, (_, b) => (b % 4 === 0 ? `## ${sentence(2)}` : sentence(20))),
  }));
  const records = [...RECORDS, ...pageRecords(pages)];
  assert.ok(records.length > 5000);
  const { files } = buildSearchIndex(records);
  const sizes: number[] = [];
  const common = vocabulary.slice(0, 6);
  for (const query of [common.slice(0, 2).join(' '), common[2] ?? '', 'segment', common.slice(3).join(' '), 'f']) {
    const loaded: string[] = [];
    const e = new EmbeddedSearchEngine(async (name) => {
      loaded.push(name);
      return JSON.parse(files[name] ?? 'null');
    });
    const response = await e.search({ query, hitsPerPage: 20 });
    assert.ok(response.nbHits > 0, query);
    sizes.push(loaded.reduce((sum, name) => sum + gzipSync(files[name] ?? '').length, 0));
  }
  const total = Object.values(files).reduce((sum, text) => sum + text.length, 0);
  assert.ok(Math.max(...sizes) < 150_000, `first results took ${sizes.join(', ')} bytes gzip`);
  assert.ok(Math.max(...sizes) < total / 4, 'a query loads a fraction of the index');
});

test('records matching fewer words fill the list after those matching all of them, most words first', async () => {
  const { engine: small } = setup(
    pageRecords([
      { url: '/quickstart', title: 'Quickstart', blocks: ['The health endpoint answers on port 4242.'] },
      { url: '/api/health', title: '/health', blocks: ['Returns ok when the server is up.'] },
      { url: '/api/endpoints', title: 'Endpoints', blocks: ['Every endpoint needs a token.'] },
      { url: '/other', title: 'Other', blocks: ['Nothing to see here.'] },
    ]),
  );
  const response = await small.search({ query: 'health endpoint' });
  assert.equal(response.hits[0]?.content, 'The health endpoint answers on port 4242.', 'all words first');
  const found = response.hits.map((h) => h.content ?? h.hierarchy?.lvl1);
  assert.ok(found.includes('/health'), 'the page titled "/health" is found without "endpoint"');
  assert.ok(found.includes('Every endpoint needs a token.'));
  assert.ok(!urls(response).includes('/other'));
  assert.equal(response.nbHits, response.hits.length);
  assert.equal(response.nbPages, 1);
  // Pages of 1 hit walk the same list.
  const paged: string[] = [];
  for (let page = 0; page < response.nbHits; page++) {
    const one = await small.search({ query: 'health endpoint', hitsPerPage: 1, page });
    assert.equal(one.nbHits, response.nbHits);
    assert.equal(one.nbPages, response.nbHits);
    paged.push(...one.hits.map((h) => h.objectID));
  }
  assert.deepEqual(
    paged,
    response.hits.map((h) => h.objectID),
  );

  // A question: no record holds "should" and "use" with the rest, and the records matching the most words lead.
  const question = await search({ query: 'should I use segments admin' });
  assert.equal(question.hits[0]?.content, 'Open the admin page and select New.', 'the most words first');
  assert.ok(question.nbHits > 1);

  // Unknown words alone still find nothing.
  for (const query of ['zqxjvwkpf', 'zqxjvwkpf qqxzv']) {
    const none = await small.search({ query });
    assert.equal(none.nbHits, 0, query);
    assert.equal(none.nbPages, 0, query);
    assert.deepEqual(none.hits, []);
  }
});

test('proximity skips the stop words of the query: the exact phrase is as close as adjacent words', async () => {
  const { engine: small } = setup(
    pageRecords([
      { url: '/targeting', title: 'Targeting', blocks: ['Strategies use constraints, segments and variants.'] },
      { url: '/constraints', title: 'Managing constraints', blocks: ['## Constraints or segments', 'Pick one.'] },
    ]),
  );
  const phrase = await small.search({ query: 'constraints or segments' });
  assert.equal(phrase.hits[0]?.hierarchy?.lvl2, 'Constraints or segments', 'the heading, then the paragraph');
  assert.equal(phrase.hits[0]?.type, 'lvl2');
  assert.equal(phrase.hits[1]?.content, 'Strategies use constraints, segments and variants.');
  // Without the stop word in the query, the words of the heading are 2 apart and the paragraph's 1, but the
  // heading is on the page whose title holds one of them (title words come before proximity).
  const words = await small.search({ query: 'constraints segments' });
  assert.equal(words.hits[0]?.hierarchy?.lvl2, 'Constraints or segments');
  assert.equal(words.hits[1]?.content, 'Strategies use constraints, segments and variants.');
});

test('a page of hits is the same slice of the full ranking, however small the page', async () => {
  // Record order runs against rank order: the best pages come last, and fewer words match early on.
  const pages = [
    ...Array.from({ length: 10 }, (_, i) => ({
      url: `/notes-${i}`,
      title: `Notes ${i}`,
      blocks: [`${'Some words before '.repeat(i + 1)}the flag appears here.`],
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      url: `/rollout-${i}`,
      title: `Rollout ${i}`,
      blocks: [`A flag ${'and more text '.repeat(6 - i)}with a rollout.`],
    })),
    { url: '/flag-rollout', title: 'Flag rollout', blocks: ['The whole story.'] },
  ];
  const { engine: ordered } = setup(pageRecords(pages));
  for (const query of ['flag', 'flag rollout', 'rollout flag notes', 'flag rollout story']) {
    const full = await ordered.search({ query, hitsPerPage: 1000 });
    // More than 4 × (page + 1) × hitsPerPage hits: the engine ranks only the top of the list.
    assert.ok(full.nbHits > 12, `"${query}" has ${full.nbHits} hits`);
    // Checked without the engine: the hits come in order of query words matched (criterion 1).
    const wordsMatched = (hit: EngineResponse['hits'][number]) => {
      const text = `${hit.hierarchy?.lvl1 ?? ''} ${hit.content ?? ''}`.toLowerCase();
      return query.split(' ').filter((word) => new RegExp(`\\b${word}\\b`).test(text)).length;
    };
    const counts = full.hits.map(wordsMatched);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
      `"${query}" ranks by words matched`,
    );
    for (const hitsPerPage of [1, 2, 3]) {
      for (let page = 0; page < 4; page++) {
        const slice = await ordered.search({ query, hitsPerPage, page });
        assert.equal(slice.nbHits, full.nbHits, `"${query}" nbHits`);
        assert.deepEqual(
          slice.hits.map((h) => h.url),
          full.hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((h) => h.url),
          `"${query}" page ${page} of ${hitsPerPage}`,
        );
      }
    }
  }
  const best = await ordered.search({ query: 'flag rollout', hitsPerPage: 1 });
  assert.equal(best.hits[0]?.url, '/flag-rollout', 'the last page in record order ranks first');
});

test('page crowding: one section of a page before the pages ranked below it', () => {
  // Records 0-4 are sections of page 0, record 5 is page 5; the first six are sorted, record 6 is not.
  const pageOf = [0, 0, 0, 5, 0, 5, 9];
  const hits = [0, 1, 2, 3, 4, 5, 6].map((record) => ({ record }));
  const { hits: crowded, inPlace } = crowdPages(hits, 6, pageOf);
  assert.deepEqual(
    crowded.map((hit) => hit.record),
    [0, 3, 1, 2, 4, 5, 6],
  );
  assert.equal(inPlace, 2);
  assert.equal(SECTIONS_PER_PAGE, 1);
});

test('page crowding in a search: a second section of one page comes after the next page, on every page of results', async () => {
  const pages: Page[] = [
    {
      url: '/long',
      title: 'Long guide',
      blocks: [
        '## Rollout one',
        'Rollout text.',
        '## Rollout two',
        'Rollout text.',
        '## Rollout three',
        'Rollout text.',
      ],
    },
    { url: '/short', title: 'Short note', blocks: ['A rollout in passing.'] },
  ];
  const { engine } = setup(pageRecords(pages));
  const full = await engine.search({ query: 'rollout', hitsPerPage: 100, distinct: 1 });
  const pathOf = (url: string) => url.replace(/#.*$/, '');
  const paths = full.hits.map((hit) => pathOf(hit.url ?? ''));
  const firstShort = paths.indexOf('/short');
  assert.equal(firstShort, 1, `the short page ranks second, after the long page's best section: ${paths.join(' ')}`);
  assert.equal(paths[0], '/long');
  for (const hitsPerPage of [1, 2, 3]) {
    for (let page = 0; page * hitsPerPage < full.hits.length; page++) {
      const slice = await engine.search({ query: 'rollout', hitsPerPage, page, distinct: 1 });
      assert.deepEqual(
        slice.hits.map((h) => h.url),
        full.hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((h) => h.url),
        `page ${page} of ${hitsPerPage}`,
      );
    }
  }
});
