/**
 * The theme's code block content, from the module of the page that has code
 * (plugins/prism-languages/highlighter.ts) instead of from every page's
 * JavaScript: the original imports the highlighter (prism-react-renderer, which
 * plugins/prism-languages replaces with its own), and the MDX components of
 * every doc page import CodeBlock. A page that renders code without that import
 * (none is known) loads the original on demand, showing the code unhighlighted
 * until it arrives.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { registeredCodeBlockContent } from '@site/plugins/prism-languages/code-block-content';

type Props = WrapperProps<typeof ContentType>;

const LazyContent = lazy(() => import('@theme-original/CodeBlock/Content'));

function Unhighlighted({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <pre className={className} tabIndex={0}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const Content = registeredCodeBlockContent();
  if (Content) return <Content {...props} />;
  return (
    <Suspense fallback={<Unhighlighted {...props} />}>
      <LazyContent {...props} />
    </Suspense>
  );
}
