/**
 * Turns a rendered page of the built site into DocSearch-shaped records:
 * one per heading (lvl1 = page title, lvl2 = h2, ...) and one per paragraph,
 * list item, table cell or definition under the current heading. This is the
 * shape Algolia's DocSearch crawler produces for Docusaurus sites, so the
 * same records can feed the embedded index or be pushed to hosted Algolia.
 */
import * as cheerio from 'cheerio';
import { parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import type { Hierarchy, RecordType, SearchRecord } from '../src/search/types';
import { stem } from 'porter2';
import { tokenize } from '../src/search/text';
import { apiReferenceRoutePrefix } from '../config/api-route';

/** A page about one language, framework or SDK: a tutorial or example page, or an SDK's reference page. */
export function languageSpecific(route: string): boolean {
  if (route.startsWith('/feature-flag-tutorials/')) return !route.startsWith('/feature-flag-tutorials/use-cases');
  return /^\/reference\/sdks\/[^/]+$/.test(route);
}

/** The API reference written by hand, one page per resource (the generated one is under apiReferenceRoutePrefix). */
const legacyApiRoutePrefix = '/reference/api/legacy/';

const levelWeight: Record<RecordType, number> = {
  lvl0: 100,
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

const emptyHierarchy = (): Hierarchy => ({
  lvl0: null,
  lvl1: null,
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

/** Collapses whitespace and drops the "Direct link to" anchors Docusaurus adds to headings. */
function textOf($: cheerio.CheerioAPI, element: Element): string {
  const clone = $(element).clone();
  clone.find('.hash-link, .theme-code-block, pre, script, style, button, svg').remove();
  return clone
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The element's text when all of it is code (`<code>DATABASE_URL</code>`, `<code>-p</code>, <code>--port</code>`). */
function codeOnly($: cheerio.CheerioAPI, element: Element, text: string): boolean {
  const code = $(element).find('code');
  if (code.length === 0) return false;
  const codeText = code
    .map((_, c) => $(c).text())
    .get()
    .join('');
  return text.replace(/[\s,/]+/g, '') === codeText.replace(/[\s,/]+/g, '');
}

/** Table columns that name things (settings, options, permissions, methods), not their types or defaults. */
const NAME_COLUMN =
  /variable|option|flag|key|permission|setting|method|name|field|parameter|property|command|argument/i;
const VALUE_COLUMN = /type|default|value|example|version|result|returns|answer/i;

/**
 * A table cell that defines a name: all of it is code, in a column whose header names things
 * ("Environment variable", "Option", "Key"; not "Type" or "Default"), or, in a table without
 * headers, the first cell of its row.
 */
function definesName($: cheerio.CheerioAPI, cell: Element, text: string): boolean {
  if (!codeOnly($, cell, text)) return false;
  const row = $(cell).parent();
  const column = row.children('td, th').index(cell);
  const header = $(cell).closest('table').find('thead tr').first().children('th, td').eq(column).text().trim();
  if (!header) return column === 0;
  return NAME_COLUMN.test(header) && !VALUE_COLUMN.test(header);
}

/** camelCase of a kebab-case slug: the operationId a generated operation page is named after. */
function camelCase(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export interface PageOptions {
  /** Other names of the page (its old paths' names, from the redirects), searched with its title. */
  aliases?: readonly string[];
}

/**
 * `origin` makes record URLs absolute, as the DocSearch crawler writes them;
 * the theme turns same-site URLs back into client-side links.
 *
 * Besides the text, the records carry what only the index reads (SearchRecord):
 * - `keywords` of the title record: the page's other names (`options.aliases`), its front matter
 *   `keywords` (the <meta name="keywords"> Docusaurus writes), its sidebar label
 *   when it differs from the title, and on a generated operation page its operationId;
 * - `definition`: a table cell or heading that is nothing but a code name (the row of
 *   `DATABASE_URL` in a settings table, `fetchTogglesInterval` in an SDK's options), which is where
 *   that name is defined;
 * - `api`: the page is API reference: an operation page (2), or a tag page or the hand-written API
 *   reference (1).
 * An operation page's endpoint heading is stored with its method ("PUT /api/admin/segments/:id"):
 * the page shows the method as a badge beside the heading.
 */
export function recordsFromPage(
  html: string,
  route: string,
  origin: string,
  options: PageOptions = {},
): SearchRecord[] {
  // htmlparser2 instead of parse5: the build's HTML is well formed, the records come out the same,
  // and indexing takes half the time (the generated API pages are large).
  const $ = cheerio.load(parseDocument(html));
  const article = $('article').first();
  const title = article.find('h1').first();
  if (article.length === 0 || title.length === 0) return [];

  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const section =
    $('.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active').first().text().trim() ||
    $('.theme-doc-sidebar-menu .menu__list-item-collapsible .menu__link--active').first().text().trim() ||
    'Documentation';

  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = section;
  hierarchy.lvl1 = textOf($, title.get(0) as Element);
  const records: SearchRecord[] = [];
  let anchor = '';
  let position = 0;

  // Generated API pages rank after hand-written pages that match as well: a reader
  // typing "segments" wants the concept first, then the operations. Pages for one language or
  // SDK rank after the general pages that match as well (src/search/README.md, criterion
  // "scope"): "kill switch" asks for the concept; "ruby kill switch" matches the Ruby page's
  // extra word and finds it anyway.
  const pageRank = route.startsWith(apiReferenceRoutePrefix) ? 0 : languageSpecific(route) ? 1 : 2;
  const push = (type: RecordType, content: string | null) => {
    const url = `${origin}${anchor ? `${route}#${anchor}` : route}`;
    records.push({
      objectID: `${route}#${position}`,
      url,
      type,
      hierarchy: { ...hierarchy },
      content,
      language,
      docusaurus_tag: tag,
      weight: { pageRank, level: levelWeight[type], position },
    });
    position++;
  };
  const markDefinition = () => {
    const last = records[records.length - 1];
    if (last) last.definition = true;
  };

  const operation = route.startsWith(apiReferenceRoutePrefix) && article.find('.openapi__method-endpoint').length > 0;
  // Operation pages are what an API query asks for first; tag pages and the hand-written API reference next.
  const api = operation
    ? 2
    : route.startsWith(apiReferenceRoutePrefix) || route.startsWith(legacyApiRoutePrefix)
      ? 1
      : undefined;
  // Other names that add a word to the title's (the stems compared: "tags" adds nothing to "Tags").
  const titleStems = new Set(tokenize(hierarchy.lvl1).map((t) => stem(t.term)));
  const addsWords = (name: string) => tokenize(name).some((t) => !titleStems.has(stem(t.term)));
  // The page's own search words (front matter `keywords`, which Docusaurus writes as
  // <meta name="keywords">): the names readers use that its text does not (frameworks for an SDK,
  // other products' words for a concept).
  const pageKeywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const keywords = [...(options.aliases ?? []), ...pageKeywords].filter(addsWords);
  const sidebarLabel = $('.theme-doc-sidebar-menu .menu__link--active[aria-current="page"]').first().text().trim();
  if (sidebarLabel && addsWords(sidebarLabel)) keywords.push(sidebarLabel);
  if (operation) keywords.push(camelCase(route.slice(apiReferenceRoutePrefix.length)));

  push('lvl1', null);
  const titleRecord = records[records.length - 1];
  if (titleRecord && keywords.length > 0) titleRecord.keywords = keywords;
  // An operation page is where its operationId is defined.
  if (titleRecord && operation) titleRecord.definition = true;
  article
    .find('.markdown h2, .markdown h3, .markdown h4, .markdown p, .markdown li, .markdown td, .markdown dd')
    .each((_, element) => {
      const tagName = element.tagName.toLowerCase();
      if (/^h[2-4]$/.test(tagName)) {
        const level = Number(tagName[1]);
        const key = `lvl${level}` as keyof Hierarchy;
        let text = textOf($, element);
        // The method of an operation page's endpoint is a badge beside its path.
        const method = $(element).hasClass('openapi__method-endpoint-path')
          ? $(element).siblings('.badge').first().text().trim().toUpperCase()
          : '';
        if (method) text = `${method} ${text}`;
        hierarchy[key] = text;
        for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
        anchor = $(element).attr('id') ?? anchor;
        push(key as RecordType, null);
        if (codeOnly($, element, text)) markDefinition();
        return;
      }
      // A list item that holds paragraphs is indexed through those paragraphs.
      if (tagName === 'li' && $(element).children('p').length > 0) return;
      const text = textOf($, element);
      if (text.length >= 3) {
        push('content', text.slice(0, 1000));
        if (tagName === 'td' && definesName($, element, text)) markDefinition();
      }
    });
  if (api !== undefined) for (const record of records) record.api = api;
  return records;
}
