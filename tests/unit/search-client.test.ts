import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSearchIndex } from '../../src/search/index-format';
import { EmbeddedSearchEngine } from '../../src/search/engine';
import { createEmbeddedSearchClient, parseParamsString } from '../../src/search/client';
import type { SearchRecord } from '../../src/search/types';

function record(n: number, type: SearchRecord['type'], title: string, content: string | null, tag: string) {
  return {
    objectID: `/page-${n}`,
    url: `/page-${n}`,
    type,
    hierarchy: { lvl0: 'Documentation', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    docusaurus_tag: tag,
    weight: { pageRank: 0, level: type === 'content' ? 0 : 100, position: n },
  } satisfies SearchRecord;
}

const RECORDS: SearchRecord[] = [
  record(0, 'lvl1', 'Segments', null, 'docs-default-current'),
  record(1, 'content', 'Segments', 'A segment groups constraints.', 'docs-default-current'),
  record(2, 'lvl1', 'Segments release notes', null, 'blog-default'),
];

function client(failing = false) {
  const { files } = buildSearchIndex(RECORDS);
  const engine = new EmbeddedSearchEngine(async (name) => {
    if (failing) throw new TypeError('Failed to fetch');
    return JSON.parse(files[name] ?? 'null');
  });
  return createEmbeddedSearchClient(engine);
}

test('DocSearch v4 shape: { requests: [{ indexName, query, ...params }] }', async () => {
  const { results } = await client().search({
    requests: [
      {
        indexName: 'unleash-docs',
        query: 'segment',
        hitsPerPage: 1,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        attributesToSnippet: ['content:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        clickAnalytics: false,
      },
      { indexName: 'other', query: 'release' },
    ],
  });
  assert.equal(results.length, 2);
  const [first, second] = results;
  assert.equal(first?.index, 'unleash-docs');
  assert.equal(first?.nbHits, 2);
  assert.equal(first?.hits.length, 1);
  assert.equal(first?.nbPages, 2);
  assert.equal(first?.hits[0]?._highlightResult.hierarchy?.lvl1?.value, '<mark>Segments</mark>');
  assert.equal(second?.index, 'other');
  assert.equal(second?.hits[0]?.docusaurus_tag, 'blog-default');
});

test('helper shape: [{ indexName, params: {...} }]', async () => {
  const { results } = await client().search([
    { indexName: 'unleash-docs', params: { query: 'segments', hitsPerPage: 15, facets: ['docusaurus_tag'] } },
  ]);
  assert.equal(results[0]?.nbHits, 3);
  assert.deepEqual(results[0]?.facets, { docusaurus_tag: { 'docs-default-current': 2, 'blog-default': 1 } });
  assert.equal(results[0]?.hitsPerPage, 15);
});

test('old clients: params as a URL-encoded string', async () => {
  const params = new URLSearchParams({
    query: 'segments',
    hitsPerPage: '1',
    page: '1',
    facetFilters: JSON.stringify([['docusaurus_tag:docs-default-current']]),
  }).toString();
  assert.deepEqual(parseParamsString(params), {
    query: 'segments',
    hitsPerPage: '1',
    page: '1',
    facetFilters: [['docusaurus_tag:docs-default-current']],
  });
  const { results } = await client().search([{ indexName: 'unleash-docs', params }]);
  assert.equal(results[0]?.nbHits, 2);
  assert.equal(results[0]?.page, 1);
  assert.equal(results[0]?.hits.length, 1);
  assert.deepEqual(parseParamsString('facetFilters=%5Bbroken'), { facetFilters: '[broken' });
});

test('the client has what DocSearch and the helper call besides search', async () => {
  const c = client();
  assert.equal(c.appId, 'embedded');
  assert.equal(typeof c.transporter.algoliaAgent.value, 'string');
  assert.equal(c.addAlgoliaAgent('docsearch', '4.7.0'), undefined);
  await c.clearCache();
  await assert.rejects(c.searchForFacetValues([]), /not supported/);
});

test('a loader failure rejects search with an Error', async () => {
  await assert.rejects(client(true).search({ requests: [{ indexName: 'x', query: 'segment' }] }), TypeError);
  await assert.rejects(client().search({} as never), /expects/);
  await assert.rejects(client().search([42] as never), /object/);
});

test('defaults apply under each request', async () => {
  const { files } = buildSearchIndex(RECORDS);
  const engine = new EmbeddedSearchEngine(async (name) => JSON.parse(files[name] ?? 'null'));
  const withDefaults = createEmbeddedSearchClient(engine, {
    highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
    highlightPostTag: '</span>',
  });
  const { results } = await withDefaults.search([{ indexName: 'i', params: { query: 'segments' } }]);
  assert.equal(
    results[0]?.hits[0]?._highlightResult.hierarchy?.lvl1?.value,
    '<span class="algolia-docsearch-suggestion--highlight">Segments</span>',
  );
});
