/**
 * Reads a docs page the way MDX does (remark-parse + remark-mdx +
 * remark-frontmatter, the parsers Docusaurus itself runs) and returns what
 * the content linter and the runnable-examples harness need: front matter,
 * headings, code blocks with their meta, JSX elements and plain text.
 */
import fs from 'node:fs';
import type { Code, Heading, Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';

export interface CodeBlock {
  lang: string | null;
  /** The words after the language on the fence line, e.g. `title="index.js" runnable`. */
  meta: string;
  value: string;
  line: number;
}

export interface MdxDocument {
  file: string;
  frontMatter: Record<string, unknown>;
  frontMatterError?: string;
  headings: { depth: number; text: string; line: number }[];
  codeBlocks: CodeBlock[];
  /** Text outside code blocks, for phrase checks. */
  text: string;
  /** Names of the JSX elements used (e.g. PagePlaceholder). */
  jsxElements: { name: string; line: number }[];
}

interface JsxElementNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  position?: { start: { line: number } };
}

function plainText(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'code') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

/** Value of a `key="value"` or `key=value` word in a code fence's meta string. */
export function metaValue(meta: string, key: string): string | undefined {
  const match = meta.match(new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Whether a bare word (e.g. `runnable`) appears in a code fence's meta string. */
export function metaFlag(meta: string, flag: string): boolean {
  return meta
    .replace(/"[^"]*"|'[^']*'/g, '')
    .split(/\s+/)
    .includes(flag);
}

/**
 * Docusaurus lets a heading set its id with a trailing `{#custom-id}` and removes it
 * before MDX sees the text; do the same, or MDX would read it as an expression.
 */
export function stripHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}\s.*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
}

export function parseMdx(source: string, file = '<inline>'): MdxDocument {
  const tree = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkMdx)
    .parse(stripHeadingIds(source)) as Root;
  const doc: MdxDocument = {
    file,
    frontMatter: {},
    headings: [],
    codeBlocks: [],
    text: '',
    jsxElements: [],
  };
  const textParts: string[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'yaml': {
        try {
          const parsed: unknown = parseYaml((node as { value: string }).value);
          if (parsed && typeof parsed === 'object') doc.frontMatter = parsed as Record<string, unknown>;
        } catch (error) {
          doc.frontMatterError = (error as Error).message.split('\n')[0];
        }
        return;
      }
      case 'heading':
        doc.headings.push({ depth: (node as Heading).depth, text: plainText(node as Heading), line });
        return;
      case 'code': {
        const code = node as Code;
        doc.codeBlocks.push({ lang: code.lang ?? null, meta: code.meta ?? '', value: code.value, line });
        return 'skip';
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const element = node as unknown as JsxElementNode;
        if (element.name) doc.jsxElements.push({ name: element.name, line });
        return;
      }
      case 'text':
      case 'inlineCode':
        textParts.push((node as { value: string }).value);
        return;
      default:
        return;
    }
  });
  doc.text = textParts.join(' ');
  return doc;
}

export function readMdx(file: string): MdxDocument {
  return parseMdx(fs.readFileSync(file, 'utf8'), file);
}
