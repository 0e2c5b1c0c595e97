/**
 * The hosted-Algolia path: with credentials the site is configured for
 * Algolia, and the /search page's algoliasearch-helper reads an Algolia
 * response (recorded shape in tests/fixtures) through the official lite
 * client. The embedded client must answer the same helper in the same shape.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import algoliaSearchHelper from 'algoliasearch-helper';
import { liteClient } from 'algoliasearch/lite';
import { readSiteEnv } from '../../config/env';
import { algoliaThemeConfig, searchCustomFields } from '../../config/search';
import { buildSearchIndex } from '../../src/search/index-format';
import { EmbeddedSearchEngine } from '../../src/search/engine';
import { createEmbeddedSearchClient } from '../../src/search/client';
import { recordsFromPage } from '../../scripts/search-records';

const recorded = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/algolia-search-response.json'), 'utf8');
const hosted = { ALGOLIA_APP_ID: 'ABCDEF1234', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'unleash-docs' };

interface HelperHit {
  url: string;
  _highlightResult: { hierarchy: Record<string, { value: string }> };
  _snippetResult?: { content?: { value: string } };
}

/** Runs one query through algoliasearch-helper as the /search page does. */
function helperSearch(client: unknown, query: string): Promise<{ hits: HelperHit[]; nbHits: number }> {
  return new Promise((resolve, reject) => {
    const helper = algoliaSearchHelper(client as Parameters<typeof algoliaSearchHelper>[0], 'unleash-docs', {
      hitsPerPage: 20,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    });
    helper.on('result', ({ results }) => resolve(results as unknown as { hits: HelperHit[]; nbHits: number }));
    helper.on('error', ({ error }) => reject(error));
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.setQuery(query).search();
  });
}

test('with the three ALGOLIA_* variables the site is configured for hosted search', () => {
  const env = readSiteEnv(hosted);
  assert.equal(searchCustomFields(env.algolia).mode, 'algolia');
  const config = algoliaThemeConfig(env.algolia);
  assert.equal(config.appId, 'ABCDEF1234');
  assert.equal(config.apiKey, 'search-key');
  assert.equal(config.indexName, 'unleash-docs');
  assert.equal(searchCustomFields(readSiteEnv({}).algolia).mode, 'embedded');
});

test('the search page helper reads a recorded Algolia response through the lite client', async () => {
  const requests: { url: string; data?: string }[] = [];
  const client = liteClient('ABCDEF1234', 'search-key', {
    requester: {
      send: async (request) => {
        requests.push({ url: request.url, data: typeof request.data === 'string' ? request.data : undefined });
        return { status: 200, content: recorded, isTimedOut: false };
      },
    },
  });
  const results = await helperSearch(client, 'segments');
  assert.equal(results.nbHits, 1);
  assert.equal(results.hits[0]?.url, 'https://docs.getunleash.io/reference/segments#creating-segments');
  assert.match(
    results.hits[0]?._highlightResult.hierarchy.lvl1?.value ?? '',
    /algolia-docsearch-suggestion--highlight/,
  );
  // The request went to the application's Algolia host with the query and the facet filters.
  assert.match(requests[0]?.url ?? '', /^https:\/\/ABCDEF1234-dsn\.algolia\.net\/1\/indexes\/\*\/queries/);
  assert.match(requests[0]?.data ?? '', /segments/);
  assert.match(decodeURIComponent(requests[0]?.data ?? ''), /docusaurus_tag:docs-default-current/);
});

test('the embedded client answers the same helper in the same shape', async () => {
  const html = `<html lang="en"><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
    <article><div class="markdown"><header><h1>Segments</h1></header>
    <h2 id="creating-segments">Creating segments</h2><p>A segment is a reusable collection of constraints.</p>
    </div></article></body></html>`;
  const { files } = buildSearchIndex(recordsFromPage(html, '/reference/segments', 'https://docs.getunleash.io'));
  const engine = new EmbeddedSearchEngine(async (name) => JSON.parse(files[name] ?? 'null'));
  const results = await helperSearch(createEmbeddedSearchClient(engine), 'segments');
  assert.ok(results.nbHits >= 1);
  const hit = results.hits[0];
  assert.match(hit?.url ?? '', /^https:\/\/docs\.getunleash\.io\/reference\/segments/);
  assert.ok(hit?._highlightResult.hierarchy.lvl1?.value.includes('Segments'));
});
