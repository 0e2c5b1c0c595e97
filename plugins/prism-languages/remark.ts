/**
 * A remark plugin for the docs: adds to a page with code blocks the highlighter (./highlighter.ts,
 * which the CodeBlock/Content wrap renders with) and one import per Prism grammar its code blocks need
 * (config/prism.ts, pageGrammars), e.g.
 * `import "@site/plugins/prism-languages/languages/java";`. The grammar then travels with the
 * page's own chunks, loaded before the page renders (in the browser as on the server), instead of
 * with the JavaScript every page loads. Code blocks are the Markdown fences and `<CodeBlock
 * language="...">` elements written in the page.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { pageGrammarOf, type PageGrammar } from '../../config/prism';

export const grammarModule = (grammar: PageGrammar): string => `@site/plugins/prism-languages/languages/${grammar}`;

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** The grammars the code blocks of a page use, in name order. */
export function grammarsOf(tree: Root): PageGrammar[] {
  const found = new Set<PageGrammar>();
  const add = (language: unknown) => {
    const grammar = typeof language === 'string' ? pageGrammarOf(language) : undefined;
    if (grammar) found.add(grammar);
  };
  visit(tree, (node) => {
    if (node.type === 'code') add(node.lang);
    const element = node as { type: string; name?: string | null; attributes?: JsxAttribute[] };
    if (
      (element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') &&
      element.name === 'CodeBlock'
    ) {
      add(element.attributes?.find((attribute) => attribute.name === 'language')?.value);
    }
  });
  return [...found].sort();
}

/** `import "<source>";` as an MDX ESM node (MDX compiles the estree, not the text). */
function importNode(source: string): Root['children'][number] {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  } as unknown as Root['children'][number];
}

/** The module that brings the theme's highlighter (plugins/prism-languages/highlighter.ts). */
export const highlighterModule = '@site/plugins/prism-languages/highlighter';

/** Whether the page has a code block (a fence or a `<CodeBlock>` element). */
export function hasCodeBlock(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    const element = node as { type: string; name?: string | null };
    if (
      node.type === 'code' ||
      ((element.type === 'mdxJsxFlowElement' || element.type === 'mdxJsxTextElement') && element.name === 'CodeBlock')
    ) {
      found = true;
    }
  });
  return found;
}

export default function remarkPrismLanguages() {
  return (tree: Root): void => {
    const modules = [
      ...(hasCodeBlock(tree) ? [highlighterModule] : []),
      ...grammarsOf(tree).map((grammar) => grammarModule(grammar)),
    ];
    tree.children.unshift(...modules.map((source) => importNode(source)));
  };
}
