/**
 * The theme's code block content, from the module of the page that has code
 * (plugins/prism-languages/highlighter.ts) instead of from every page's
 * JavaScript: the original imports the highlighter (prism-react-renderer, which
 * plugins/prism-languages replaces with its own), and the MDX components of
 * every doc page import CodeBlock. A page that renders code without that import
 * (none is known) loads the original on demand, showing the code unhighlighted
 * until it arrives.
 *
 * While React hydrates a server-rendered page, a code block keeps the server's
 * highlighted markup as it is: the `<pre>` is rendered with an empty
 * `dangerouslySetInnerHTML`, which React neither compares nor replaces when it
 * hydrates, so its lines and tokens are not highlighted a second time and get no
 * React components. On a code-heavy page they are most of the DOM (1,243 of
 * 1,983 elements on /quickstart), and tokenising them again was the largest
 * single cost of hydration. The block renders the real content, in the browser,
 * when the colour mode's highlighting theme changes (the server rendered the
 * default mode's colours), and when the server markup is not there after all
 * (a block first rendered in the browser during hydration, e.g. after a
 * hydration error made React render a part afresh). Blocks rendered after
 * hydration (client-side navigation) are highlighted as before.
 */
import React, { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { registeredCodeBlockContent } from '@site/plugins/prism-languages/code-block-content';
// The original's class names, so that the kept <pre> is described as the server rendered it.
import originalStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;
type PrismTheme = ReturnType<typeof usePrismTheme>;

const LazyContent = lazy(() => import('@theme-original/CodeBlock/Content'));

function Unhighlighted({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <pre className={className} tabIndex={0}>
      <code>{metadata.code}</code>
    </pre>
  );
}

/** The server's <pre>, kept as it is: React hydrates the element, not its lines. */
function ServerRenderedCode({
  className,
  theme,
  onMissing,
}: Props & { theme: PrismTheme; onMissing: () => void }): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  useLayoutEffect(() => {
    if (!codeBlockRef.current?.hasChildNodes()) onMissing();
  }, [codeBlockRef, onMissing]);
  return (
    <pre
      // The theme types the ref for React 19, where a RefObject's current may be null.
      ref={codeBlockRef as React.RefObject<HTMLPreElement>}
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        originalStyles.codeBlock,
        'thin-scrollbar',
      )}
      style={theme.plain}
      // Empty on purpose: the lines are the server's (see the header).
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const prismTheme = usePrismTheme();
  // useIsBrowser is false in the browser only while React hydrates the server's HTML.
  const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser;
  // The highlighting theme the server's markup was rendered with, while the block keeps it;
  // null once it renders itself (which it then does for good).
  const [serverTheme, setServerTheme] = useState<PrismTheme | null>(hydrating ? prismTheme : null);
  const [onMissing] = useState(() => () => setServerTheme(null));
  if (serverTheme !== null && serverTheme !== prismTheme) setServerTheme(null);
  if (serverTheme !== null && serverTheme === prismTheme)
    return <ServerRenderedCode {...props} theme={serverTheme} onMissing={onMissing} />;

  const Content = registeredCodeBlockContent();
  if (Content) return <Content {...props} />;
  return (
    <Suspense fallback={<Unhighlighted {...props} />}>
      <LazyContent {...props} />
    </Suspense>
  );
}
