/**
 * An Algolia-compatible search client backed by the embedded engine, so that
 * DocSearch v4 (the modal) and algoliasearch-helper 3.30 (the /search page)
 * work unchanged without Algolia credentials. It has what they call:
 *
 *   search({ requests: [{ indexName, query, ...params }] })   DocSearch v4, algoliasearch v5
 *   search([{ indexName, params: { query, ... } }])           helper, algoliasearch v4
 *   search([{ indexName, params: 'query=x&hitsPerPage=5' }])  old clients: URL-encoded params
 *
 * each resolving to { results: EngineResponse[] } in request order; plus
 * addAlgoliaAgent (no-op), clearCache, transporter.algoliaAgent.value and
 * appId. searchForFacetValues rejects: the engine has no facet search. A
 * failing index load (network down) rejects search with an Error, which
 * DocSearch shows as its "Unable to fetch results" screen.
 */

import type { EmbeddedSearchEngine } from './engine';
import type { EngineRequest, EngineResponse } from './types';

export interface LegacyQuery {
  indexName?: string;
  params?: EngineRequest | string;
  [parameter: string]: unknown;
}

export interface MultipleQueries {
  requests: readonly (EngineRequest & { params?: EngineRequest | string })[];
}

export interface SearchResponses {
  results: EngineResponse[];
}

export interface EmbeddedSearchClient {
  appId: 'embedded';
  transporter: { algoliaAgent: { value: string; add(options: unknown): void } };
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  search(queries: MultipleQueries | readonly LegacyQuery[], requestOptions?: unknown): Promise<SearchResponses>;
  searchForFacetValues(...args: unknown[]): Promise<never>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parameters given as a URL-encoded string; values that look like JSON arrays or objects are decoded. */
export function parseParamsString(params: string): EngineRequest {
  const out: EngineRequest = {};
  for (const [key, value] of new URLSearchParams(params)) {
    let parsed: unknown = value;
    if (/^\s*[[{]/.test(value)) {
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = value;
      }
    }
    out[key] = parsed;
  }
  return out;
}

function toRequest(item: unknown): EngineRequest {
  if (!isObject(item)) throw new TypeError('search: each request must be an object');
  const { params, ...flat } = item;
  const nested = typeof params === 'string' ? parseParamsString(params) : isObject(params) ? params : {};
  return { ...flat, ...nested } as EngineRequest;
}

export function createEmbeddedSearchClient(
  engine: EmbeddedSearchEngine,
  defaults: EngineRequest = {},
): EmbeddedSearchClient {
  return {
    appId: 'embedded',
    transporter: { algoliaAgent: { value: 'embedded', add: () => undefined } },
    addAlgoliaAgent() {
      // Nothing to report to: the engine runs in the page.
    },
    clearCache() {
      return Promise.resolve();
    },
    async search(queries) {
      const list: unknown = Array.isArray(queries) ? queries : isObject(queries) ? queries.requests : undefined;
      if (!Array.isArray(list)) {
        throw new TypeError('search expects { requests: [...] } or an array of { indexName, params }');
      }
      const requests = list.map(toRequest);
      const results = await Promise.all(requests.map((request) => engine.search({ ...defaults, ...request })));
      return { results };
    },
    searchForFacetValues() {
      return Promise.reject(new Error('searchForFacetValues is not supported by the embedded search engine'));
    },
  };
}
