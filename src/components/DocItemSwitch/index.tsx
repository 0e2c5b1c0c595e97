/**
 * The docs plugin's page component (`docItemComponent`). Generated API
 * operation pages need docusaurus-theme-openapi-docs' ApiItem, whose explorer
 * and request-sample generators weigh about 2 MB of gzipped JavaScript; a
 * hand-written page needs none of it. Setting ApiItem for every page made
 * every page load it, so this component renders the theme's DocItem for
 * ordinary pages and ApiItem only for API pages.
 *
 * Loading: the static HTML holds the full API page (Docusaurus renders with
 * onAllReady, which waits for the lazy component). In the browser, when the
 * first page is an API page, this module waits for ApiItem before it finishes
 * loading (a conditional top-level await), so Docusaurus's route preload
 * covers it and hydration never meets an unresolved Suspense boundary, which
 * React would abandon (error #421). Later client-side navigations to an API
 * page load it on demand.
 */
import React, { lazy, Suspense, type ComponentType } from 'react';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';

const loadApiItem = () => import('@theme/ApiItem');
let loadedApiItem: ComponentType<Props> | null = null;

if (typeof window !== 'undefined' && window.location.pathname.startsWith('/reference/api/unleash/')) {
  loadedApiItem = (await loadApiItem()).default;
}

const LazyApiItem = lazy(loadApiItem);

/** Generated operation pages carry their operation in the `api` front matter (tag pages are plain docs). */
export function isApiOperationPage(props: Props): boolean {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  return 'api' in frontMatter || 'schema' in frontMatter;
}

export default function DocItemSwitch(props: Props): React.ReactNode {
  if (!isApiOperationPage(props)) return <DocItem {...props} />;
  // The same Suspense boundary as in the server render, so hydration matches; inside it the
  // already loaded component renders at once, or the lazy one loads.
  const ApiItem = loadedApiItem ?? LazyApiItem;
  return (
    <Suspense fallback={null}>
      <ApiItem {...props} />
    </Suspense>
  );
}
