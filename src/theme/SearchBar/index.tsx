// Wrap: the search bar every page shows, without DocSearch in the page's
// JavaScript. DocSearch 3 ships button and modal as one bundle (~55 KB gzip),
// which would push every page over the 200 KB budget, so the page renders a
// button with DocSearch's own markup and styles, and loads the real bar
// (./DocSearchBar.tsx, which wraps @theme-original/SearchBar) on the first
// sign of intent: pointer over or focus on the button, a touch, a click,
// Ctrl/Cmd+K or '/'. What the reader did before it arrived is replayed.
import React, { lazy, Suspense, useEffect, useState } from 'react';
import '@docsearch/css/dist/button.css';
import type { Intent } from './DocSearchBar';

const DocSearchBar = lazy(() => import('./DocSearchBar'));

type Props = Record<string, unknown>;

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName));
}

function SearchIcon(): React.ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlaceholderButton({ onIntent }: { onIntent?: (intent: Intent) => void }): React.ReactNode {
  const preload = () => onIntent?.({ open: false, focus: false });
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label="Search (Ctrl+K)"
      onMouseOver={preload}
      onTouchStart={preload}
      onFocus={() => onIntent?.({ open: false, focus: true })}
      // Pressing opens: the real bar may replace this button before the
      // pointer is released, and a click needs press and release on one element.
      onPointerDown={(event) => {
        if (event.button === 0) onIntent?.({ open: true, focus: true });
      }}
      onClick={() => onIntent?.({ open: true, focus: true })}
      onKeyDown={(event) => {
        const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        if (printable) {
          event.preventDefault();
          onIntent?.({ open: true, focus: true, initialKey: event.key });
        }
      }}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
    </button>
  );
}

export default function SearchBarWrapper(props: Props): React.ReactNode {
  const [intent, setIntent] = useState<Intent | null>(null);
  useEffect(() => {
    if (intent) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !isEditable(event.target));
      if (shortcut) {
        event.preventDefault();
        setIntent({ open: true, focus: true });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [intent]);
  // Later intents (a click after a hover) still count until the bar is loaded.
  const update = (next: Intent) =>
    setIntent((previous) => (previous && !next.open && !next.focus ? previous : { ...previous, ...next }));
  const placeholder = <PlaceholderButton onIntent={update} />;
  // No Suspense boundary until the reader shows intent: a boundary in the
  // server-rendered tree would hydrate lazily, and any context update that
  // reaches it first (colour mode, navbar) makes React log error 421.
  if (!intent) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DocSearchBar {...props} intent={intent} />
    </Suspense>
  );
}
