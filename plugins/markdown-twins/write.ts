/**
 * What the markdown-twins plugin does after the build, as a function of plain data: every doc page
 * as Markdown at `<route>.md`, llms.txt, llms-full.txt and markdown-index.json. ./index.ts runs it
 * in a worker thread (./worker.ts), alongside the search index's postBuild on the other core.
 */
import fs from 'node:fs';
import path from 'node:path';
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
import { pagesInSidebarOrder, type SidebarItem } from './order';

export type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

/** Everything the twins are made of: the docs plugin's docs and sidebars, the ADR index, the site. */
export interface TwinsInput {
  docs: Doc[];
  sidebars: Record<string, SidebarItem[]>;
  adrs: AdrEntry[];
  siteDir: string;
  outDir: string;
  site: { url: string; title: string; tagline: string };
}

/** Writes the twins and their indexes into outDir; returns the lines to print (warnings first). */
export function writeMarkdownTwins({ docs, sidebars, adrs, siteDir, outDir, site: siteConfig }: TwinsInput): {
  warnings: string[];
  summary: string;
} {
  const started = performance.now();
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  if (docs.length === 0) throw new Error('markdown-twins: the docs plugin loaded no docs');
  const fileOf = (doc: Doc) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
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
    title: siteConfig.title,
    summary: home?.description || siteConfig.tagline,
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

  const warnings = [...unhandled].map(
    ([route, names]) => `[markdown-twins] ${route}: no Markdown for <${names.join('>, <')}>; kept their children`,
  );
  const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const summary =
    `[markdown-twins] ${manifest.length} pages as Markdown (${kb(twinBytes)}; ` +
    `llms.txt ${kb(Buffer.byteLength(llms))}, llms-full.txt ${kb(Buffer.byteLength(llmsFull))}, ` +
    `markdown-index.json ${kb(Buffer.byteLength(index))}) in ${seconds(performance.now() - started)}: ` +
    `hand-written pages ${seconds(time.pages)}, API pages ${seconds(time.api)}`;
  return { warnings, summary };
}
