/**
 * The Algolia-shaped client the DocSearch modal and the /search page use when
 * the site searches its embedded index. The engine and the index are loaded
 * on the first query, not with the page: a reader who never searches pays
 * nothing. A failed load (offline, index missing) rejects the query, which
 * DocSearch shows as "Unable to fetch results", and is retried next time.
 */
export interface SearchResponseLike {
  hits: unknown[];
  nbHits: number;
  [key: string]: unknown;
}

export interface SiteSearchClient {
  appId: string;
  transporter: { algoliaAgent: { value: string; add: (options: unknown) => void } };
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
  search: (requests: unknown) => Promise<{ results: SearchResponseLike[] }>;
  searchForFacetValues: () => Promise<never>;
}

/** What became of the last query: the SearchBar shows an error screen for failures. */
export interface SearchOutcome {
  query: string;
  failed: boolean;
}

type OutcomeListener = (outcome: SearchOutcome) => void;
const outcomeListeners = new Set<OutcomeListener>();

export function onSearchOutcome(listener: OutcomeListener): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

/** The query text of a DocSearch ({ requests }) or helper ([{ params }]) call. */
export function queryOf(requests: unknown): string {
  const list = Array.isArray(requests) ? requests : (requests as { requests?: unknown[] } | null)?.requests;
  const first = (list?.[0] ?? {}) as { query?: unknown; params?: { query?: unknown } };
  const query = first.query ?? first.params?.query;
  return typeof query === 'string' ? query : '';
}

type LoadedClient = { search: (requests: unknown) => Promise<{ results: SearchResponseLike[] }> };

export async function fetchIndexFile(indexPath: string, fileName: string): Promise<unknown> {
  const response = await fetch(`${indexPath}${fileName}`);
  if (!response.ok) throw new Error(`Search index file ${fileName}: HTTP ${response.status}`);
  return response.json();
}

export function createLazyEmbeddedClient(indexPath: string): SiteSearchClient {
  let loading: Promise<LoadedClient> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('./engine'), import('./client')]).then(
      ([{ EmbeddedSearchEngine }, { createEmbeddedSearchClient }]) =>
        // distinct: one hit per URL, as DocSearch's Algolia indexes are configured (a section, not each paragraph).
        createEmbeddedSearchClient(new EmbeddedSearchEngine((fileName) => fetchIndexFile(indexPath, fileName)), {
          distinct: true,
        }) as unknown as LoadedClient,
    ));
  return {
    appId: 'embedded',
    transporter: { algoliaAgent: { value: 'embedded', add: () => undefined } },
    addAlgoliaAgent: () => undefined,
    clearCache: () => Promise.resolve(),
    async search(requests) {
      const query = queryOf(requests);
      try {
        const { results } = await (await load()).search(requests);
        outcomeListeners.forEach((listener) => listener({ query, failed: false }));
        // algoliasearch-helper reads facet counts; the embedded index has none to offer.
        return { results: results.map((result) => ({ facets: {}, exhaustiveFacetsCount: true, ...result })) };
      } catch (error) {
        loading = undefined; // try again on the next query
        // DocSearch shows "Unable to fetch results" only for Algolia's RetryError
        // (every host unreachable), which is what a missing index amounts to.
        const unreachable = new Error(
          `The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
        unreachable.name = 'RetryError';
        outcomeListeners.forEach((listener) => listener({ query, failed: true }));
        throw unreachable;
      }
    },
    searchForFacetValues: () => Promise.reject(new Error('The embedded search index does not support facet search')),
  };
}
