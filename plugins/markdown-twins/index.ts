/**
 * Markdown twins: after the build, every doc page (hand-written and generated API pages) is also
 * written as clean Markdown next to its HTML, at `<route>.md` (convert.ts), with the indexes
 * built from them (llms.ts): llms.txt, llms-full.txt and markdown-index.json (the manifest the
 * MCP server reads). The docs and their sidebars come from the docs plugin's loaded content, the
 * ADR index from adr-index's (nothing is imported from either). Prints what it cost: time and
 * bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import {
  llmsFullTxtPath,
  llmsTxtPath,
  markdownManifestPath,
  markdownTwinPath,
  type MarkdownManifest,
  type MarkdownTwinEntry,
} from '../../config/markdown-twins';
import { apiReferenceDocIdPrefix } from '../../config/api-reference';
import { mdxToMarkdown, operationOfPage, type AdrEntry } from './convert';
import { llmsFullTxt, llmsTxt, oneLine, type LlmsPage } from './llms';

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/** A processed sidebar item, as the docs plugin loads it (the parts read here). */
interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

/** The pages in navigation order, each with its section: the top-level category (or sidebar) it is in. */
export function pagesInSidebarOrder(
  sidebars: Record<string, SidebarItem[]>,
  sidebarSections: Record<string, string>,
): { id: string; section: string }[] {
  const seen = new Set<string>();
  const result: { id: string; section: string }[] = [];
  const visit = (item: SidebarItem, section: string) => {
    const add = (id: string | undefined) => {
      if (id && !seen.has(id)) {
        seen.add(id);
        result.push({ id, section });
      }
    };
    if (item.type === 'doc' || item.type === 'ref') add(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc') add(item.link.id);
      for (const child of item.items ?? []) visit(child, section);
    }
  };
  for (const [name, items] of Object.entries(sidebars)) {
    for (const item of items) {
      visit(item, item.type === 'category' && item.label ? item.label : (sidebarSections[name] ?? name));
    }
  }
  return result;
}

interface Collected {
  docs: Doc[];
  sidebars: Record<string, SidebarItem[]>;
  adrs: AdrEntry[];
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let collected: Collected = { docs: [], sidebars: {}, adrs: [] };
  return {
    name: 'markdown-twins',
    async allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      collected = {
        docs: version?.docs ?? [],
        sidebars: (version?.sidebars ?? {}) as unknown as Record<string, SidebarItem[]>,
        adrs: (allContent['adr-index']?.default as AdrEntry[] | undefined) ?? [],
      };
    },
    async postBuild({ outDir }) {
      const started = performance.now();
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const { docs, sidebars, adrs } = collected;
      if (docs.length === 0) throw new Error('markdown-twins: the docs plugin loaded no docs');
      const fileOf = (doc: Doc) => path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
      const routeByFile = new Map(docs.map((doc) => [fileOf(doc), doc.permalink]));
      const docsById = new Map(docs.map((doc) => [doc.id, doc]));

      // Navigation order: the sidebars, then the pages in none (the home page first).
      const ordered = pagesInSidebarOrder(sidebars, { academy: 'Unleash Academy' });
      const inSidebar = new Set(ordered.map((entry) => entry.id));
      const rest = docs
        .filter((doc) => !inSidebar.has(doc.id))
        .sort((a, b) => (a.permalink === '/' ? -1 : b.permalink === '/' ? 1 : a.permalink.localeCompare(b.permalink)));
      const order = [...ordered, ...rest.map((doc) => ({ id: doc.id, section: 'Other pages' }))].filter((entry) =>
        docsById.has(entry.id),
      );

      const pages: LlmsPage[] = [];
      const manifest: MarkdownTwinEntry[] = [];
      const unhandled = new Map<string, string[]>();
      const time = { pages: 0, api: 0 };
      let twinBytes = 0;
      for (const { id, section } of order) {
        const doc = docsById.get(id) as Doc;
        const pageStarted = performance.now();
        const frontMatter = doc.frontMatter as Record<string, unknown>;
        const { markdown, unhandled: missing } = mdxToMarkdown(fs.readFileSync(fileOf(doc), 'utf8'), {
          file: fileOf(doc),
          route: doc.permalink,
          title: doc.title,
          description: doc.description,
          frontMatter,
          siteUrl,
          routeOfFile: (file) => routeByFile.get(file) ?? null,
          docById: (docId) => {
            const target = docsById.get(docId);
            return target ? { title: target.title, route: target.permalink } : null;
          },
          adrs,
        });
        const twin = markdownTwinPath(doc.permalink);
        const target = path.join(outDir, twin);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, markdown);
        twinBytes += Buffer.byteLength(markdown);
        if (missing.length > 0) unhandled.set(doc.permalink, missing);

        const generated = doc.id.startsWith(apiReferenceDocIdPrefix);
        const operation = generated ? operationOfPage(frontMatter) : null;
        time[generated ? 'api' : 'pages'] += performance.now() - pageStarted;
        const description = operation
          ? `\`${operation.method} ${operation.path}\`. ${oneLine(doc.description)}`
          : doc.description;
        if (!doc.unlisted) {
          pages.push({
            route: doc.permalink,
            title: doc.title,
            description,
            section,
            url: `${siteUrl}${doc.permalink}`,
            markdownUrl: `${siteUrl}${twin}`,
            generated,
            markdown,
          });
        }
        manifest.push({
          route: doc.permalink,
          markdown: twin,
          title: doc.title,
          description: doc.description,
          section,
          kind: operation ? 'api-operation' : generated ? 'api-tag' : 'page',
          ...(operation ? { operation } : {}),
        });
      }

      const home = docs.find((doc) => doc.permalink === '/');
      const site = {
        title: context.siteConfig.title,
        summary: home?.description || context.siteConfig.tagline,
        url: siteUrl,
      };
      const llms = llmsTxt(site, pages, `${siteUrl}${llmsFullTxtPath}`);
      const llmsFull = llmsFullTxt(site, pages);
      const index = JSON.stringify({
        site: { title: site.title, url: siteUrl },
        pages: manifest,
      } satisfies MarkdownManifest);
      fs.writeFileSync(path.join(outDir, llmsTxtPath), llms);
      fs.writeFileSync(path.join(outDir, llmsFullTxtPath), llmsFull);
      fs.writeFileSync(path.join(outDir, markdownManifestPath), index);

      for (const [route, names] of unhandled) {
        console.warn(`[markdown-twins] ${route}: no Markdown for <${names.join('>, <')}>; kept their children`);
      }
      const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `[markdown-twins] ${manifest.length} pages as Markdown (${kb(twinBytes)}; ` +
          `llms.txt ${kb(Buffer.byteLength(llms))}, llms-full.txt ${kb(Buffer.byteLength(llmsFull))}, ` +
          `markdown-index.json ${kb(Buffer.byteLength(index))}) in ${seconds(performance.now() - started)}: ` +
          `hand-written pages ${seconds(time.pages)}, API pages ${seconds(time.api)}`,
      );
    },
  };
}
