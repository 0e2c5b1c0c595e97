/**
 * The docs plugin's page component (`docItemComponent`). Generated API
 * operation pages need docusaurus-theme-openapi-docs' ApiItem, whose explorer
 * and request-sample generators weigh about 2 MB of gzipped JavaScript; a
 * hand-written page needs none of it. Setting ApiItem for every page made
 * every page load it, so this component renders the theme's DocItem for
 * ordinary pages and loads ApiItem only for API pages. The static HTML still
 * holds the full API page: Docusaurus renders with onAllReady, which waits
 * for the lazy component.
 */
import React, { lazy, Suspense } from 'react';
import DocItem from '@theme/DocItem';
import type { Props } from '@theme/DocItem';

const ApiItem = lazy(() => import('@theme/ApiItem'));

/** Generated operation pages carry their operation in the `api` front matter (tag pages are plain docs). */
export function isApiOperationPage(props: Props): boolean {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  return 'api' in frontMatter || 'schema' in frontMatter;
}

export default function DocItemSwitch(props: Props): React.ReactNode {
  if (!isApiOperationPage(props)) return <DocItem {...props} />;
  return (
    <Suspense fallback={null}>
      <ApiItem {...props} />
    </Suspense>
  );
}
