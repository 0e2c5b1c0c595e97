import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import type { AlgoliaEnv } from './env';

/** Where the embedded index is written in the build and fetched from by browsers. */
export const searchIndexPath = '/search-index/';

/** Tells the browser which backend the DocSearch UI talks to. */
export interface SearchCustomFields {
  mode: 'embedded' | 'algolia';
  indexPath: string;
}

export function searchCustomFields(algolia: AlgoliaEnv | null): SearchCustomFields {
  return { mode: algolia ? 'algolia' : 'embedded', indexPath: searchIndexPath };
}

/**
 * DocSearch settings. Without credentials the theme still needs an app id,
 * key and index name; these placeholders never reach Algolia because the
 * SearchBar and SearchPage swap in the embedded client.
 */
export function algoliaThemeConfig(algolia: AlgoliaEnv | null): ThemeConfig['algolia'] {
  return {
    appId: algolia?.appId ?? 'EMBEDDED',
    apiKey: algolia?.apiKey ?? 'embedded-index',
    indexName: algolia?.indexName ?? 'unleash-docs',
    contextualSearch: true,
    searchPagePath: 'search',
    searchParameters: {},
    placeholder: 'Search docs',
    maxResultsPerGroup: 5,
    recentSearchesLimit: 7,
    recentSearchesWithFavoritesLimit: 4,
  } as ThemeConfig['algolia'];
}

/** Where "Let us know" in the no-results screen leads (a function, so passed by the SearchBar wrap). */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Docs search: no results for "${query.slice(0, 64)}"`;
  return `https://github.com/Unleash/unleash/issues/new?labels=docs&title=${encodeURIComponent(title)}`;
}
