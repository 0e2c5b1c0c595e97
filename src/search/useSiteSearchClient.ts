import { useMemo, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchCustomFields } from '@site/config/search';
import { createLazyEmbeddedClient, type SiteSearchClient } from './lazyClient';

let embeddedClient: SiteSearchClient | undefined;

export function useSearchSettings(): SearchCustomFields {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.search as SearchCustomFields;
}

/** One embedded client per page load, shared by the modal and the search page. */
export function embeddedSearchClient(indexPath: string): SiteSearchClient {
  return (embeddedClient ??= createLazyEmbeddedClient(indexPath));
}

/**
 * The client the search UI should use: the embedded index, or the hosted
 * Algolia client that `createHosted` builds when credentials were configured.
 */
export function useSiteSearchClient<Hosted>(createHosted: () => Hosted): Hosted | SiteSearchClient {
  const settings = useSearchSettings();
  // createHosted changes identity on every render; keep the first one, the settings decide.
  const [createHostedOnce] = useState(() => createHosted);
  return useMemo(
    () => (settings.mode === 'embedded' ? embeddedSearchClient(settings.indexPath) : createHostedOnce()),
    [settings, createHostedOnce],
  );
}
