import React, { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import type { PageRef } from './closestPages';

/**
 * "Did you mean" links for the not-found page, loaded after the page renders: the page index and the
 * matching code (with its edit distance) both arrive on demand, since the docs' layout, which every doc
 * page loads, imports the not-found content for paths under the docs that match no page.
 */
export default function NotFoundSuggestions(): React.ReactNode {
  const { pathname } = useLocation();
  const [suggestions, setSuggestions] = useState<PageRef[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([import('@generated/page-index/default/page-index.json'), import('./closestPages')])
      .then(([index, { closestPages }]: [{ default: PageRef[] }, typeof import('./closestPages')]) => {
        if (!cancelled) setSuggestions(closestPages(pathname, index.default));
      })
      .catch(() => {
        // Without the index the page still offers search and the main sections.
        if (!cancelled) setSuggestions([]);
      });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  if (!suggestions || suggestions.length === 0) return null;
  return (
    <section aria-labelledby="did-you-mean">
      <h2 id="did-you-mean">Did you mean</h2>
      <ul data-testid="not-found-suggestions">
        {suggestions.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.title}</Link> <code>{page.path}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
