/**
 * A docs page's MDX source as clean Markdown: parsed with the parsers Docusaurus runs (remark
 * with MDX, GFM, directives and front matter), its MDX-only parts turned into the Markdown they
 * mean, then written out with remark-stringify:
 * - the front matter title becomes `# Title`, the description a quote under it;
 * - imports, exports and comments go; admonitions (`:::note[Title]`) become quotes;
 * - `<Tabs>` become one labelled section per tab; `<Availability>` one line of text; images and
 *   diagrams their alt text; the site's data components (SDK tables, the ADR index, the home
 *   page's cards) the tables and lists they render;
 * - the generated API pages' components their method and path, parameters, bodies and responses,
 *   plus the page's curl sample;
 * - links point at the published pages (absolute URLs; links to .mdx files resolved).
 * A component it has no rendering for keeps its children and is reported in `unhandled`.
 */
import path from 'node:path';
import type { Code, Link, PhrasingContent, Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { admonitionTitleToDirectiveLabel, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import { metaValue, stripHeadingIds } from '../../scripts/lib/mdx-document';
import { capabilityIds, capabilityLabels, sdks, type SdkFacts } from '../../config/sdks';
import { planLabels, type Plan } from '../../src/components/Availability/plans';
import { supportText } from '../../src/components/SdkMatrix/support-text';
import { rolePaths, startCards } from '../../src/components/HomePage/cards';
import {
  attributesOf,
  heading,
  inlineCode,
  isPhrasing,
  link,
  list,
  literalValue,
  paragraph,
  plainText,
  strong,
  table,
  text,
  type Directive,
  type Flow,
  type MdxExpression,
  type MdxJsxElement,
} from './mdast';
import {
  apiOperationBlocks,
  curlSample,
  decodeFrontMatterJson,
  operationCardList,
  type ApiOperation,
  type RequestSampleEntry,
} from './openapi';

/** An ADR as plugins/adr-index loads it (read from the build's plugin content, not imported). */
export interface AdrEntry {
  permalink: string;
  title: string;
  status: string;
  date: string;
  decision: string;
  group: string;
}

export interface ConvertContext {
  /** The MDX file, for resolving relative links to other docs files. */
  file: string;
  route: string;
  title: string;
  description: string;
  frontMatter: Record<string, unknown>;
  /** Public origin, e.g. https://docs.getunleash.io. */
  siteUrl: string;
  /** The route of a docs file (absolute path), or null when it is not a page. */
  routeOfFile(file: string): string | null;
  /** Title and route of a doc by id (tag pages list their operations by doc id). */
  docById(id: string): { title: string; route: string } | null;
  adrs: readonly AdrEntry[];
}

export interface ConvertResult {
  markdown: string;
  /** JSX components without a Markdown rendering, by name (their children were kept). */
  unhandled: string[];
}

const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

const parser = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkMdx);
const inlineParser = unified().use(remarkParse).use(remarkGfm);
const stringifier = unified()
  // Tables without padding: aligned pipes cost a third of an API page's bytes and help no reader.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    tightDefinitions: true,
  });

/**
 * What Docusaurus does to a page before MDX reads it (@docusaurus/mdx-loader's preprocessor, with
 * its own functions): ```mdx-code-block fences unwrapped, `:::note Title` read as `:::note[Title]`,
 * and `{#custom-id}` heading ids removed.
 */
function preprocess(source: string): string {
  return stripHeadingIds(admonitionTitleToDirectiveLabel(unwrapMdxCodeBlocks(source), Object.keys(admonitionLabels)));
}

/** Code fence meta kept in the Markdown: the file name; test markers (`runnable`, `expect=`) go. */
function cleanMeta(meta: string | null | undefined): string | null {
  if (!meta) return null;
  const title = metaValue(meta, 'title');
  return title ? `title="${title}"` : null;
}

/** Descriptions repeat across the API's schemas and pages: each is parsed once per build. */
const inlineCache = new Map<string, PhrasingContent[]>();

class Converter {
  readonly unhandled = new Set<string>();
  /** The depth of the last heading seen, so that tab labels sit one level below it. */
  private headingDepth = 1;

  constructor(private readonly context: ConvertContext) {}

  /** Absolute URL of a link as the site resolves it; links to docs files become their pages. */
  url(href: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
    if (href.startsWith('#'))
      return `${this.context.siteUrl}${this.context.route === '/' ? '/' : this.context.route}${href}`;
    const [target = '', hash = ''] = href.split('#');
    if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
      const route = this.context.routeOfFile(path.resolve(path.dirname(this.context.file), decodeURI(target)));
      if (route) return `${this.context.siteUrl}${route}${hash ? `#${hash}` : ''}`;
    }
    const base = `${this.context.siteUrl}${this.context.route === '/' ? '/' : `${this.context.route}`}`;
    const resolved = new URL(href, base);
    return resolved.origin === new URL(this.context.siteUrl).origin
      ? `${this.context.siteUrl}${resolved.pathname.replace(/\/$/, '') || '/'}${resolved.search}${resolved.hash}`
      : resolved.toString();
  }

  inline = (markdown: string): PhrasingContent[] => {
    // Text without Markdown syntax (most descriptions) needs no parser.
    if (!/[[\]`*_<>&\\#|~!]|^\s*(?:[-+]|\d+[.)])\s|https?:/.test(markdown)) return [text(markdown)];
    // Links that depend on the page (`#x`, `./x`) keep the cache out.
    const cacheable = !/\]\((?:#|\.)/.test(markdown);
    const key = `${this.context.siteUrl}\n${markdown}`;
    const cached = cacheable ? inlineCache.get(key) : undefined;
    if (cached) return cached;
    const tree = inlineParser.parse(markdown) as Root;
    const parts: PhrasingContent[] = [];
    for (const node of this.flow(tree.children)) {
      const phrasing =
        node.type === 'paragraph' ? node.children : isPhrasing([node]) ? [node] : [text(plainText([node]))];
      if (parts.length > 0) parts.push(text(' '));
      parts.push(...(phrasing as PhrasingContent[]));
    }
    if (cacheable) inlineCache.set(key, parts);
    return parts;
  };

  block = (markdown: string): RootContent[] => this.flow((inlineParser.parse(markdown) as Root).children);

  /** Converts a list of nodes; a node may become none or several. */
  flow(nodes: readonly RootContent[], atRoot = false): RootContent[] {
    return nodes.flatMap((node) => this.node(node, atRoot));
  }

  node(node: RootContent, atRoot: boolean): RootContent[] {
    switch (node.type as string) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'html':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // `{'{'}` and similar literal text stays; comments and code go.
        const value = literalValue((node as unknown as MdxExpression).data?.estree);
        if (typeof value !== 'string' && typeof value !== 'number') return [];
        return node.type === 'mdxFlowExpression' ? [paragraph(text(String(value)))] : [text(String(value))];
      }
      case 'heading':
        this.headingDepth = (node as { depth: number }).depth;
        return [{ ...node, children: this.flow((node as { children: RootContent[] }).children) } as RootContent];
      case 'link': {
        const linkNode = node as Link;
        return [
          { ...linkNode, url: this.url(linkNode.url), children: this.flow(linkNode.children) as PhrasingContent[] },
        ];
      }
      case 'image': {
        const alt = (node as { alt?: string | null }).alt ?? '';
        return alt ? [{ type: 'emphasis', children: [text(`Image: ${alt}`)] }] : [];
      }
      case 'code': {
        const codeNode = node as Code;
        return [{ ...codeNode, meta: cleanMeta(codeNode.meta) }];
      }
      case 'containerDirective':
      case 'leafDirective':
      case 'textDirective':
        return this.directive(node as unknown as Directive);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node as unknown as MdxJsxElement, atRoot);
      default:
        if ('children' in node) {
          return [{ ...node, children: this.flow((node as { children: RootContent[] }).children) } as RootContent];
        }
        return [node];
    }
  }

  /** An admonition as a quote that starts with its label; any other directive as the text it was. */
  directive(node: Directive): RootContent[] {
    const label = admonitionLabels[node.name];
    if (node.type === 'containerDirective' && label) {
      const children = [...node.children];
      const first = children[0] as (RootContent & { data?: { directiveLabel?: boolean } }) | undefined;
      let title: PhrasingContent[] = [text(label)];
      if (first?.type === 'paragraph' && first.data?.directiveLabel) {
        children.shift();
        title = this.flow(first.children) as PhrasingContent[];
      }
      const body = this.flow(children);
      const lead = paragraph(strong(...title));
      // A short admonition reads best on one line: "**Note:** text".
      if (body[0]?.type === 'paragraph' && !(first?.type === 'paragraph' && first.data?.directiveLabel)) {
        const [firstParagraph, ...rest] = body;
        return [
          {
            type: 'blockquote',
            children: [
              paragraph(
                strong(text(`${label}:`)),
                text(' '),
                ...(firstParagraph as { children: PhrasingContent[] }).children,
              ),
              ...(rest as Flow[]),
            ],
          } as RootContent,
        ];
      }
      return [{ type: 'blockquote', children: [lead, ...body] } as RootContent];
    }
    // Not a directive the site uses: `key:value` in prose was read as one; give it back as text.
    const prefix = node.type === 'containerDirective' ? ':::' : node.type === 'leafDirective' ? '::' : ':';
    const inner = this.flow(node.children);
    if (node.type === 'textDirective') return [text(`${prefix}${node.name}`), ...inner];
    return [paragraph(text(`${prefix}${node.name} `), ...(inner as PhrasingContent[]))];
  }

  childrenOf(element: MdxJsxElement, atRoot: boolean): RootContent[] {
    return this.flow(element.children, atRoot);
  }

  element(element: MdxJsxElement, atRoot: boolean): RootContent[] {
    const name = element.name ?? '';
    const props = attributesOf(element);
    const flowElement = element.type === 'mdxJsxFlowElement';
    switch (name) {
      // Plain HTML written in MDX.
      case '':
      case 'div':
      case 'span':
      case 'figure':
      case 'section':
      case 'Translate':
      case 'React.Fragment':
        return this.childrenOf(element, atRoot);
      case 'img': {
        const alt = typeof props.alt === 'string' ? props.alt.trim() : '';
        if (!alt) return [];
        const image = { type: 'emphasis', children: [text(`Image: ${alt}`)] } as PhrasingContent;
        return flowElement ? [paragraph(image)] : [image];
      }
      case 'figcaption':
      case 'p': {
        const children = this.childrenOf(element, false);
        return isPhrasing(children) ? [paragraph(...children)] : children;
      }
      case 'kbd':
      case 'code':
        return [inlineCode(plainText(element.children))];
      case 'strong':
      case 'b':
        return [strong(...(this.childrenOf(element, false) as PhrasingContent[]))];
      case 'em':
      case 'i':
        return [{ type: 'emphasis', children: this.childrenOf(element, false) as PhrasingContent[] }];
      case 'br':
        return [{ type: 'break' }];
      case 'a':
        return [link(this.url(String(props.href ?? '')), ...(this.childrenOf(element, false) as PhrasingContent[]))];
      case 'details': {
        const [summary, ...rest] = element.children;
        const summaryText =
          summary && (summary as unknown as MdxJsxElement).name === 'summary' ? plainText([summary]) : '';
        return [
          ...(summaryText ? [paragraph(strong(text(summaryText)))] : []),
          ...this.flow(summaryText ? rest : element.children),
        ];
      }

      // The site's components.
      case 'Availability':
        return [this.availability(props, element)];
      case 'PagePlaceholder':
        return [
          {
            type: 'blockquote',
            children: [
              paragraph(
                strong(text('This page is being written.')),
                text(' Until it is ready, the closest complete page is '),
                link(this.url(String(props.closest ?? '/')), text(String(props.closestTitle ?? props.closest ?? ''))),
                text('.'),
              ),
            ],
          } as RootContent,
        ];
      case 'Tabs':
        return this.tabs(element, atRoot);
      case 'TabItem':
        return this.childrenOf(element, atRoot);
      case 'SdkReleaseTable':
        return this.sdkReleaseTable(props.kind as SdkFacts['kind']);
      case 'SdkCapabilityMatrix':
        return this.sdkCapabilityMatrix(props.kind as SdkFacts['kind']);
      case 'SdkOutageTable':
        return [
          table(
            ['SDK', 'When Unleash cannot be reached'],
            sdks.map((sdk) => [[this.sdkLink(sdk)], sdk.whenUnleashIsDown]),
          ),
        ];
      case 'AdrIndex':
        return this.adrIndex();
      case 'HomePage':
        return this.homePage();

      // The generated API tag pages: their heading and list of operations.
      case 'Heading': {
        const depth = Number(String(props.as ?? 'h2').replace('h', '')) || 2;
        // The page title is written from the front matter.
        if (depth === 1) return [];
        this.headingDepth = depth;
        const children =
          typeof props.children === 'string'
            ? [text(props.children)]
            : (this.childrenOf(element, false) as PhrasingContent[]);
        return [heading(depth, ...children)];
      }
      case 'OperationCardList':
        return operationCardList(
          props,
          (id) => {
            const doc = this.context.docById(id);
            return doc ? { title: doc.title, url: this.url(doc.route) } : null;
          },
          this.inline,
        );
      default:
        this.unhandled.add(name);
        return this.childrenOf(element, atRoot);
    }
  }

  availability(props: Record<string, unknown>, element: MdxJsxElement): RootContent {
    const plans = ((props.plans as string[] | undefined) ?? []).map((plan) => planLabels[plan as Plan] ?? plan);
    const facts = [`${plans.join(', ')}`];
    if (typeof props.since === 'string') facts.push(`version ${props.since} and later`);
    if (props.stage === 'beta') facts.push('beta');
    if (props.stage === 'early-access') facts.push('early access');
    const note = this.childrenOf(element, false);
    const noteText = isPhrasing(note) ? note : [text(plainText(note).trim())];
    return paragraph(
      strong(text('Availability:')),
      text(` ${facts.join(', ')}.`),
      ...(noteText.length > 0 && plainText(noteText).trim() ? [text(' '), ...noteText] : []),
    );
  }

  /** One section per tab, labelled with a heading one level below the section the tabs are in. */
  tabs(element: MdxJsxElement, atRoot: boolean): RootContent[] {
    const depth = this.headingDepth;
    const result: RootContent[] = [];
    for (const child of element.children) {
      const item = child as unknown as MdxJsxElement;
      if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') {
        result.push(...this.flow([child], atRoot));
        continue;
      }
      const props = attributesOf(item);
      const label = String(props.label ?? props.value ?? '');
      result.push(atRoot ? heading(depth + 1, text(label)) : paragraph(strong(text(label))));
      result.push(...this.flow(item.children, atRoot));
      this.headingDepth = depth;
    }
    return result;
  }

  sdkLink(sdk: SdkFacts): PhrasingContent {
    return link(this.url(`/reference/sdks/${sdk.id}`), text(sdk.name));
  }

  sdkReleaseTable(kind: SdkFacts['kind']): RootContent[] {
    return [
      table(
        ['SDK', 'Package', 'Documented release', 'Refresh interval', 'Metrics interval'],
        sdks
          .filter((sdk) => sdk.kind === kind)
          .map((sdk) => [
            [this.sdkLink(sdk)],
            [inlineCode(sdk.package), text(` (${sdk.registry})`)],
            sdk.documented,
            `${sdk.refreshIntervalSeconds} s`,
            `${sdk.metricsIntervalSeconds} s`,
          ]),
      ),
    ];
  }

  sdkCapabilityMatrix(kind: SdkFacts['kind']): RootContent[] {
    const ofKind = sdks.filter((sdk) => sdk.kind === kind);
    const notes: PhrasingContent[][] = [];
    const rows = capabilityIds.map((id) => [
      [link(this.url(capabilityLabels[id].link), text(capabilityLabels[id].label))],
      ...ofKind.map((sdk) => {
        const support = sdk.capabilities[id];
        if (support.note)
          notes.push([
            strong(text(`${sdk.name}, ${capabilityLabels[id].label.toLowerCase()}:`)),
            text(` ${support.note}`),
          ]);
        return `${supportText(support).text}${support.note ? ' *' : ''}`;
      }),
    ]);
    return [
      table(['Capability', ...ofKind.map((sdk) => sdk.name)], rows as (PhrasingContent[] | string)[][]),
      ...(notes.length > 0 ? [list(notes)] : []),
    ];
  }

  adrIndex(): RootContent[] {
    return [
      table(
        ['Decision record', 'Group', 'Decision', 'Status', 'Date'],
        this.context.adrs.map((adr) => [
          [link(this.url(adr.permalink), text(adr.title))],
          adr.group,
          adr.decision,
          adr.status,
          adr.date,
        ]),
      ),
    ];
  }

  homePage(): RootContent[] {
    return [
      heading(2, text('Where to go next')),
      list(startCards.map((card) => [link(this.url(card.to), text(card.title)), text(`: ${card.text}`)])),
      heading(2, text('Paths by role')),
      list(
        rolePaths.map((role) => [
          text(`${role.who}: `),
          link(this.url(role.to), text(role.title)),
          text(`. ${role.text}`),
        ]),
      ),
    ];
  }
}

/** The page's MDX source as Markdown (see the module comment). */
export function mdxToMarkdown(source: string, context: ConvertContext): ConvertResult {
  const converter = new Converter(context);
  const operation = decodeFrontMatterJson<ApiOperation>(context.frontMatter.api);
  const children: RootContent[] = [heading(1, text(context.title))];
  if (operation) {
    // An operation page is generated from its operation (the `api` front matter): rendered from
    // that data rather than parsed, which is about 100 times faster for these pages of JSON props.
    children.push(
      ...apiOperationBlocks(operation, {
        inline: converter.inline,
        block: converter.block,
        planLabel: (plan) => planLabels[plan as Plan] ?? plan,
        rbacUrl: converter.url('/reference/rbac'),
      }),
      ...curlSample(decodeFrontMatterJson<RequestSampleEntry[]>(context.frontMatter.request_samples), 2),
    );
  } else {
    if (context.description && context.description !== context.title) {
      children.push({ type: 'blockquote', children: [paragraph(text(context.description))] });
    }
    children.push(...converter.flow((parser.parse(preprocess(source)) as Root).children, true));
  }
  const markdown = stringifier.stringify({ type: 'root', children } as Root) as unknown as string;
  return { markdown: `${markdown.replace(/\n{3,}/g, '\n\n').trim()}\n`, unhandled: [...converter.unhandled].sort() };
}

/** The operation an API page documents, from its `api` front matter. */
export function operationOfPage(
  frontMatter: Record<string, unknown>,
): { id: string; method: string; path: string } | null {
  const api = decodeFrontMatterJson<ApiOperation>(frontMatter.api);
  if (!api?.operationId || !api.method || !api.path) return null;
  return { id: api.operationId, method: api.method.toUpperCase(), path: api.path };
}
