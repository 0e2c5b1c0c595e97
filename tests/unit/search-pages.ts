/**
 * Search records for small test indexes, shaped like those scripts/search-records.ts writes: a
 * page is a title and blocks, each '## Heading', '### Heading', '| `NAME` |' (a definition cell)
 * or a paragraph. Shared by the engine's and the relevance mechanisms' unit tests.
 */
import type { Hierarchy, SearchRecord } from '../../src/search/types';

export interface Page {
  url: string;
  title: string;
  blocks: string[];
  lvl0?: string;
  tag?: string;
  language?: string;
  /** An API page: an operation page (2, pageRank 0) or other API reference (1). */
  api?: 1 | 2;
  keywords?: string[];
  /** A generated API page (pageRank 0, as an operation page): the API reference's tag pages. */
  generated?: boolean;
  /** A page about every language (pageRank 2), as scripts/search-records.ts marks it; else pageRank 1. */
  general?: boolean;
}

export function pageRecords(pages: Page[]): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (const page of pages) {
    const hierarchy: Hierarchy = {
      lvl0: page.lvl0 ?? 'Documentation',
      lvl1: page.title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    let anchor = '';
    let position = 0;
    const push = (type: SearchRecord['type'], content: string | null, level: number, definition = false) => {
      const record: SearchRecord = {
        objectID: `${page.url}#${position}`,
        url: page.url + (anchor ? `#${anchor}` : ''),
        type,
        hierarchy: { ...hierarchy },
        content,
        language: page.language ?? 'en',
        docusaurus_tag: page.tag ?? 'docs-default-current',
        weight: { pageRank: page.api === 2 || page.generated ? 0 : page.general ? 2 : 1, level, position: position++ },
      };
      if (definition) record.definition = true;
      if (page.api) record.api = page.api;
      if (type === 'lvl1' && page.keywords) record.keywords = page.keywords;
      out.push(record);
    };
    push('lvl1', null, 100);
    for (const block of page.blocks) {
      const heading = /^(#{2,3}) (.*)$/.exec(block);
      const cell = /^\| `(.*)` \|$/.exec(block);
      if (heading) {
        const level = heading[1] === '##' ? 2 : 3;
        const text = heading[2] ?? '';
        if (level === 2) {
          hierarchy.lvl2 = text;
          hierarchy.lvl3 = null;
        } else {
          hierarchy.lvl3 = text;
        }
        anchor = text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        push(level === 2 ? 'lvl2' : 'lvl3', null, level === 2 ? 90 : 80);
      } else if (cell) {
        push('content', cell[1] ?? '', 0, true);
      } else {
        push('content', block, 0);
      }
    }
  }
  return out;
}
