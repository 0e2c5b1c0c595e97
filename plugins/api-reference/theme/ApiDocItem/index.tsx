/**
 * The docs plugin's page component (`docItemComponent`). Generated API
 * operation pages need docusaurus-theme-openapi-docs' ApiItem, whose explorer
 * and request-sample generators weigh about 2 MB of gzipped JavaScript; a
 * hand-written page needs none of it. Setting ApiItem for every page made
 * every page load it, so this component renders the theme's DocItem for
 * ordinary pages and ApiItem only for API pages.
 *
 * Loading: when the first page a reader opens is an operation page, this module
 * waits for ApiItem before it finishes loading (a conditional top-level
 * await), so Docusaurus's route preload covers it; the server render always
 * waits for it. Both then render ApiItem directly, with no Suspense boundary:
 * React hydrates a boundary after the rest of the page, and an update that
 * reaches it first (Docusaurus's `useIsBrowser` turns true right after
 * hydration, and ApiItem reads it) made React discard the server markup of
 * long API pages and render them again in the browser (error #421). Later
 * client-side navigations to an API page load ApiItem on demand, in a
 * Suspense boundary, where no hydration is involved.
 */
import React, { lazy, Suspense, useEffect, type ComponentType } from 'react';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';
import { apiReferenceRoutePrefix } from '@site/config/api-route';
import { watchApiTheme } from './accessibility';

const loadApiItem = () => import('@theme/ApiItem');
let loadedApiItem: ComponentType<Props> | null = null;

/**
 * Whether the page the browser opened is an operation page: its server-rendered markup holds
 * ApiItem's left column (the scripts run after the document is parsed). API tag pages, under the
 * same route prefix, render the theme's DocItem and do not wait for ApiItem.
 */
function openedOnOperationPage(): boolean {
  return (
    window.location.pathname.startsWith(apiReferenceRoutePrefix) &&
    document.querySelector('.openapi-left-panel__container') !== null
  );
}

if (typeof window === 'undefined' || openedOnOperationPage()) {
  loadedApiItem = (await loadApiItem()).default;
}

const LazyApiItem = lazy(loadApiItem);

/** Generated operation pages carry their operation in the `api` front matter (tag pages are plain docs). */
export function isApiOperationPage(props: Props): boolean {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  return 'api' in frontMatter || 'schema' in frontMatter;
}

export default function ApiDocItem(props: Props): React.ReactNode {
  const operationPage = isApiOperationPage(props);
  // Names and roles the theme's markup lacks (./accessibility.ts), after hydration.
  useEffect(
    () => (operationPage ? watchApiTheme(document.querySelector('main') ?? document.body) : undefined),
    [operationPage],
  );
  if (!operationPage) return <DocItem {...props} />;
  // Loaded before the first render (server, or a first page that is an API page): no boundary,
  // so server and browser render the same tree and hydration has nothing to wait for.
  if (loadedApiItem) {
    const ApiItem = loadedApiItem;
    return <ApiItem {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyApiItem {...props} />
    </Suspense>
  );
}
