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
import { apiReferenceRoutePrefix } from '../config/api-route';

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

/**
 * `origin` makes record URLs absolute, as the DocSearch crawler writes them;
 * the theme turns same-site URLs back into client-side links.
 */
export function recordsFromPage(html: string, route: string, origin: string): SearchRecord[] {
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
  // typing "segments" wants the concept first, then the operations.
  const pageRank = route.startsWith(apiReferenceRoutePrefix) ? 0 : 1;
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

  push('lvl1', null);
  article
    .find('.markdown h2, .markdown h3, .markdown h4, .markdown p, .markdown li, .markdown td, .markdown dd')
    .each((_, element) => {
      const tagName = element.tagName.toLowerCase();
      if (/^h[2-4]$/.test(tagName)) {
        const level = Number(tagName[1]);
        const key = `lvl${level}` as keyof Hierarchy;
        hierarchy[key] = textOf($, element);
        for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
        anchor = $(element).attr('id') ?? anchor;
        push(key as RecordType, null);
        return;
      }
      // A list item that holds paragraphs is indexed through those paragraphs.
      if (tagName === 'li' && $(element).children('p').length > 0) return;
      const text = textOf($, element);
      if (text.length >= 3) push('content', text.slice(0, 1000));
    });
  return records;
}
