// The real search bar, loaded by ./index.tsx on the reader's first sign of
// intent. It wraps the theme's SearchBar: hands DocSearch the embedded index through its transformSearchClient
// hook when no Algolia credentials are configured, and the "Let us know" link
// of the no-results screen (functions cannot live in themeConfig).
//
// It also shows the "Unable to fetch results" screen when the index cannot be
// loaded: DocSearch 3.9 sets its error status on a RetryError, but the
// autocomplete core resets the status to idle right after, so DocSearch shows
// "No results" instead. The wrap renders the same screen, with DocSearch's own
// classes and texts, into the modal while the failure lasts. DocSearch also
// rethrows the error from its autocomplete source, where nothing catches it
// (an uncaught rejection on the page), so the modal's client answers a failed
// query with no hits instead: the error screen comes from the client's
// outcome listener, not from the rejection.
import React, { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
import { missingResultsUrl } from '@site/config/search';
import { embeddedSearchClient, useSearchSettings } from '@site/src/search/useSiteSearchClient';
import { onSearchOutcome, type SiteSearchClient } from '@site/src/search/lazyClient';
import styles from './styles.module.css';

type Props = Record<string, unknown>;

// The no-results title reads "No results for" the query.
const siteTranslations = {
  ...translations,
  modal: {
    ...translations.modal,
    noResultsScreen: { ...translations.modal?.noResultsScreen, noResultsText: 'No results for' },
  },
};

function UnreachableScreen(): React.ReactNode {
  const texts = translations.modal?.errorScreen;
  return (
    <div className={`DocSearch-ErrorScreen ${styles.unreachable}`} role="alert">
      <p className="DocSearch-Title">{texts?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{texts?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>
  );
}

/** The modal's dropdown element while the modal is open and the last query failed. */
function useFailedSearchDropdown(enabled: boolean): Element | null {
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const unsubscribe = onSearchOutcome(({ query, failed }) => setFailedQuery(failed ? query : null));
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.classList.contains('DocSearch-Input') && target.value === '') setFailedQuery(null);
    };
    document.addEventListener('input', onInput, true);
    return () => {
      unsubscribe();
      document.removeEventListener('input', onInput, true);
    };
  }, [enabled]);
  useEffect(() => {
    if (failedQuery === null) {
      setDropdown(null);
      return;
    }
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
  }, [failedQuery]);
  return failedQuery !== null && dropdown?.isConnected ? dropdown : null;
}

/**
 * Credits the embedded index in the modal's footer, in place of DocSearch's "Powered by" Algolia logo
 * (a link to algolia.com), whenever the modal is open. The credit is added to the footer's DOM directly:
 * a React state for it would re-render the theme's SearchBar, and DocSearch rebuilds its autocomplete
 * (losing the screen the reader is on) when that happens while the modal is open.
 */
function useEmbeddedCredit(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const credit = () => {
      const footer = document.querySelector('.DocSearch-Modal .DocSearch-Footer');
      if (!footer || footer.querySelector(`.${styles.credit}`)) return;
      const text = document.createElement('p');
      text.className = styles.credit ?? '';
      text.textContent = "Search by the docs' own index, in your browser";
      footer.append(text);
    };
    // The theme portals the modal into a <div> it adds to <body>: watch the body's tree for the footer.
    const observer = new MutationObserver(credit);
    observer.observe(document.body, { childList: true, subtree: true });
    credit();
    return () => observer.disconnect();
  }, [enabled]);
}

/** The modal's client: a failed query resolves with no hits (see the header comment). */
function withoutRejections(client: SiteSearchClient): SiteSearchClient {
  return {
    ...client,
    search: (requests) =>
      client.search(requests).catch(() => ({
        results: [
          { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 0, query: '', params: '' },
        ],
      })),
  };
}

export interface Intent {
  /** Open the modal once loaded (click or shortcut before the bar was ready). */
  open: boolean;
  /** A key typed into the button before it was ready, to start the query with. */
  initialKey?: string;
  /** Give the real button the focus the placeholder had. */
  focus: boolean;
}

/** Replays on the loaded bar what the reader did to the placeholder. */
function useReplayIntent(intent: Intent, container: RefObject<HTMLElement | null>): void {
  const { open, focus, initialKey } = intent;
  useEffect(() => {
    // The placeholder may still be in the document: look inside this bar only.
    const button = container.current?.querySelector<HTMLButtonElement>('.DocSearch-Button');
    if (!button) return;
    if (focus || open) button.focus();
    if (!open) return;
    button.click();
    if (!initialKey) return;
    // Type the key into the modal's input once it exists, as React would see it.
    const started = Date.now();
    const timer = window.setInterval(() => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input) {
        window.clearInterval(timer);
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(input, initialKey);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      } else if (Date.now() - started > 5000) {
        window.clearInterval(timer);
      }
    }, 20);
    return () => window.clearInterval(timer);
    // Replayed when the bar has loaded, and again only if the intent grows
    // (a click that arrived while the bar was loading).
  }, [open, focus, initialKey, container]);
}

export default function DocSearchBar({ intent, ...props }: Props & { intent: Intent }): React.ReactNode {
  const container = useRef<HTMLSpanElement>(null);
  useReplayIntent(intent, container);
  const settings = useSearchSettings();
  const embedded = settings.mode === 'embedded';
  const useEmbedded = useCallback(
    () => withoutRejections(embeddedSearchClient(settings.indexPath)),
    [settings.indexPath],
  );
  const failedDropdown = useFailedSearchDropdown(embedded);
  useEmbeddedCredit(embedded);
  return (
    <span ref={container} className={styles.bar}>
      <SearchBar
        {...props}
        translations={siteTranslations}
        getMissingResultsUrl={missingResultsUrl}
        {...(embedded ? { transformSearchClient: useEmbedded } : {})}
      />
      {failedDropdown && createPortal(<UnreachableScreen />, failedDropdown)}
    </span>
  );
}
