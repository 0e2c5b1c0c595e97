/**
 * Small builders for the Markdown syntax tree (mdast) the converter produces, and the MDX node
 * shapes it reads (remark-mdx's JSX elements and expressions, remark-directive's directives).
 * Building trees rather than strings leaves escaping to remark-stringify.
 */
import type {
  BlockContent,
  Code,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  RootContent,
  Strong,
  Table,
  TableCell,
  Text,
} from 'mdast';

export type Flow = RootContent;

export interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

export interface MdxJsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string; data?: { estree?: EstreeNode } };
}

export interface MdxJsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: MdxJsxAttribute[];
  children: RootContent[];
}

export interface MdxExpression {
  type: 'mdxFlowExpression' | 'mdxTextExpression';
  value: string;
  data?: { estree?: EstreeNode };
}

export interface Directive {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: RootContent[];
}

export const text = (value: string): Text => ({ type: 'text', value });
export const inlineCode = (value: string): InlineCode => ({ type: 'inlineCode', value });
export const strong = (...children: PhrasingContent[]): Strong => ({ type: 'strong', children });
export const link = (url: string, ...children: PhrasingContent[]): Link => ({ type: 'link', url, children });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: number, ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth: Math.min(Math.max(depth, 1), 6) as Heading['depth'],
  children,
});
export const code = (lang: string | null, value: string, meta: string | null = null): Code => ({
  type: 'code',
  lang,
  meta,
  value,
});

export function list(items: (PhrasingContent[] | BlockContent[])[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((content): ListItem => ({
      type: 'listItem',
      spread: false,
      children: isPhrasing(content) ? [paragraph(...content)] : (content as BlockContent[]),
    })),
  };
}

const phrasingTypes = new Set([
  'text',
  'inlineCode',
  'strong',
  'emphasis',
  'link',
  'break',
  'delete',
  'image',
  'footnoteReference',
]);

export function isPhrasing(nodes: readonly RootContent[]): nodes is PhrasingContent[] {
  return nodes.every((node) => phrasingTypes.has(node.type));
}

/** A GFM table; every cell is phrasing content (a string becomes text). */
export function table(header: string[], rows: (PhrasingContent[] | string)[][]): Table {
  const cell = (content: PhrasingContent[] | string): TableCell => ({
    type: 'tableCell',
    children: typeof content === 'string' ? [text(content)] : content,
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({ type: 'tableRow', children: row.map(cell) })),
  };
}

/** The plain text of a tree (what a reader would read aloud). */
export function plainText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) => {
      if ('value' in node && typeof node.value === 'string' && node.type !== 'yaml') return node.value;
      if ('children' in node) return plainText(node.children as RootContent[]);
      return '';
    })
    .join('');
}

/**
 * The value of a literal JavaScript expression (a JSX attribute such as `plans={['pro']}` or the
 * JSON the API page generator writes), read from its syntax tree: nothing is evaluated. A part
 * that is not a literal (a variable, a call) becomes undefined.
 */
export function literalValue(node: EstreeNode | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Program': {
      const body = node.body as EstreeNode[];
      return body.length === 1 ? literalValue(body[0]) : undefined;
    }
    case 'ExpressionStatement':
      return literalValue(node.expression as EstreeNode);
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      return (node.expressions as unknown[]).length === 0 ? quasis.map((q) => q.value.cooked).join('') : undefined;
    }
    case 'ArrayExpression':
      return (node.elements as (EstreeNode | null)[]).map((element) => literalValue(element ?? undefined));
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as EstreeNode[]) {
        if (property.type !== 'Property' || property.computed) continue;
        const key = property.key as EstreeNode;
        const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
        result[name] = literalValue(property.value as EstreeNode);
      }
      return result;
    }
    case 'UnaryExpression': {
      const argument = literalValue(node.argument as EstreeNode);
      if (node.operator === '-' && typeof argument === 'number') return -argument;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** A JSX element's attributes as values: strings as written, expressions read as literals. */
export function attributesOf(element: MdxJsxElement): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) result[attribute.name] = true;
    else if (typeof value === 'string') result[attribute.name] = value;
    else result[attribute.name] = literalValue(value.data?.estree);
  }
  return result;
}
