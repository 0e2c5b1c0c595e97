/**
 * The theme's code block content without the highlighter in the JavaScript a
 * page needs to show and hydrate.
 *
 * On the server every block is highlighted as the page renders: the import of
 * plugins/prism-languages/eager-highlighter.ts becomes the highlighter there
 * (plugins/prism-languages), which registers the theme's content
 * (plugins/prism-languages/code-block-content.ts), with every grammar.
 *
 * In the browser, while React hydrates a server-rendered page, a block keeps the
 * server's highlighted markup as it is: the `<pre>` is rendered with an empty
 * `dangerouslySetInnerHTML`, which React neither compares nor replaces when it
 * hydrates, so its lines and tokens are not highlighted a second time and get no
 * React components. On a code-heavy page they are most of the DOM (1,243 of
 * 1,983 elements on /quickstart), and tokenising them again was the largest
 * single cost of hydration; nor does the page download the highlighter and its
 * grammars. A block highlights itself (plugins/prism-languages/lazy-highlighting.ts,
 * a chunk of its own, loads what it needs, once) when it is rendered after hydration, on a
 * client-side navigation, showing its plain text in the block's layout until
 * the grammar is in; and when the colour mode's highlighting theme changes (the
 * server rendered the default mode's colours), keeping the server's markup until
 * then. It also renders itself when the server markup is not there after all (a
 * block first rendered in the browser during hydration, e.g. after a hydration
 * error made React render a part afresh).
 */
import React, { useCallback, useEffect, useLayoutEffect, useReducer, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { highlightingReady, registeredCodeBlockContent } from '@site/plugins/prism-languages/code-block-content';
import '@site/plugins/prism-languages/eager-highlighter';
// The original's class names, so that the <pre> rendered here is the one the original renders.
import originalStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;
type PrismTheme = ReturnType<typeof usePrismTheme>;

/** The <pre> of the original's content, with its classes and the theme's plain colours. */
function preProps(className: string | undefined, language: string | undefined, theme: PrismTheme) {
  return {
    tabIndex: 0,
    className: clsx(className, 'prism-code', `language-${language}`, originalStyles.codeBlock, 'thin-scrollbar'),
    style: theme.plain,
  };
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
      {...preProps(className, metadata.language, theme)}
      // Empty on purpose: the lines are the server's (see the header).
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

/** The code as plain text in the block's layout, while its highlighting loads. */
function PlainCode({ className, theme }: Props & { theme: PrismTheme }): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      {...preProps(className, metadata.language, theme)}
    >
      <code className={originalStyles.codeBlockLines}>
        {metadata.code.split('\n').map((line, index) => (
          <span key={index} className="token-line">
            {line}
            <br />
          </span>
        ))}
      </code>
    </pre>
  );
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  const isBrowser = useIsBrowser();
  const prismTheme = usePrismTheme();
  // useIsBrowser is false in the browser only while React hydrates the server's HTML.
  const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser;
  // The highlighting theme of the server's markup while the block keeps it; null once the block
  // renders itself, which it then does for good.
  const [serverTheme, setServerTheme] = useState<PrismTheme | null>(hydrating ? prismTheme : null);
  const onMissing = useCallback(() => setServerTheme(null), []);
  const [, highlightingLoaded] = useReducer((count: number) => count + 1, 0);
  const keepsServerMarkup = serverTheme === prismTheme;
  // The server has every grammar (plugins/prism-languages/server.ts).
  const ready = ExecutionEnvironment.canUseDOM
    ? highlightingReady(metadata.language)
    : registeredCodeBlockContent() !== null;

  useEffect(() => {
    if (keepsServerMarkup || ready) return;
    let current = true;
    import('@site/plugins/prism-languages/lazy-highlighting')
      .then(({ loadHighlighting }) => loadHighlighting(metadata.language ?? ''))
      .then(
        () => current && highlightingLoaded(),
        // Offline: the block keeps what it shows (plain text, or the server's colours); a failed load
        // is forgotten, so the next block that needs it, or this one remounted, tries again.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [keepsServerMarkup, ready, metadata.language]);

  if (serverTheme !== null && !keepsServerMarkup && ready) setServerTheme(null);
  if (serverTheme !== null) return <ServerRenderedCode {...props} theme={serverTheme} onMissing={onMissing} />;
  const Content = registeredCodeBlockContent();
  if (Content && ready) return <Content {...props} />;
  return <PlainCode {...props} theme={prismTheme} />;
}
