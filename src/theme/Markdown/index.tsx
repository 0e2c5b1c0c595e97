/**
 * Replaces the Markdown renderer of docusaurus-theme-openapi-docs, which the
 * operation pages use for every description in a spec (parameters, schema
 * fields, responses). The original runs react-markdown with remark-gfm and
 * rehype-raw, about 60 KB gzip of parser on every operation page, and it
 * renders raw HTML from the spec (an OPENAPI_SPEC_URL spec is third-party
 * input) and admonition bodies through innerHTML. This one uses
 * markdown-to-jsx (7 KB gzip, GFM tables and lists, React elements only) with
 * raw HTML parsing off: `<version>` in a description stays text. Fenced code
 * goes to the site's CodeBlock, and the theme's `:::type[title]` admonitions
 * to the site's Admonition, as before.
 */
import React, { type ReactElement, type ReactNode } from 'react';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
// Its fenced code is highlighted: bring the highlighter (plugins/prism-languages/highlighter.ts)
// and the grammars of the fences in the spec's descriptions (bash, json, yaml; config/prism.ts).
import '@site/plugins/prism-languages/highlighter';
import '@site/plugins/prism-languages/languages/bash';
import '@site/plugins/prism-languages/languages/json';
import '@site/plugins/prism-languages/languages/yaml';
import MarkdownToJsx from 'markdown-to-jsx';

interface Props {
  children?: unknown;
}

function Pre({ children }: { children?: ReactNode }) {
  const code = children as ReactElement<{ className?: string; children?: ReactNode }> | undefined;
  const language = /lang-([\w-]+)/.exec(code?.props?.className ?? '')?.[1];
  return <CodeBlock language={language}>{String(code?.props?.children ?? '')}</CodeBlock>;
}

const options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: { pre: { component: Pre } },
} as const;

/** `:::type[title]` … `:::` blocks, as the theme's remark plugin reads them. */
const admonitionBlock = /^:::(\w+)(?:\[(.*?)\])?[ \t]*\n([\s\S]*?)\n:::[ \t]*$/gm;

export default function Markdown({ children }: Props): ReactNode {
  if (typeof children !== 'string' || children.trim() === '') {
    return typeof children === 'number' ? <p>{children}</p> : null;
  }
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of children.matchAll(admonitionBlock)) {
    const before = children.slice(at, match.index);
    if (before.trim())
      parts.push(
        <MarkdownToJsx key={at} options={options}>
          {before}
        </MarkdownToJsx>,
      );
    const [, type = 'note', title, body = ''] = match;
    parts.push(
      <Admonition key={match.index} type={type} title={title ?? type}>
        <MarkdownToJsx options={options}>{body}</MarkdownToJsx>
      </Admonition>,
    );
    at = match.index + match[0].length;
  }
  const rest = children.slice(at);
  if (rest.trim())
    parts.push(
      <MarkdownToJsx key={at} options={options}>
        {rest}
      </MarkdownToJsx>,
    );
  return <>{parts}</>;
}
