/**
 * Shapes shared by the index builder, the embedded engine and the
 * Algolia-compatible client. Records are DocSearch-shaped; requests and
 * responses use Algolia's names so that DocSearch and algoliasearch-helper
 * can talk to the engine unchanged.
 */

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export type HierarchyLevel = keyof Hierarchy;

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface SearchRecord {
  /** Stable id, e.g. `${url}` or `${url}#${n}`. */
  objectID: string;
  /** Path + optional #anchor, e.g. '/reference/segments#creating-segments'. */
  url: string;
  /** The deepest hierarchy level the record stands for, or 'content' for a paragraph. */
  type: RecordType;
  /** lvl0 = section (sidebar category or 'Documentation'), lvl1 = page title, lvl2 = h2, lvl3 = h3 … */
  hierarchy: Hierarchy;
  /** Paragraph/list-item text for type 'content', else null. */
  content: string | null;
  language: string;
  /** e.g. 'docs-default-current'. */
  docusaurus_tag: string;
  /** level: 100 for lvl1 … 0 for content (higher = more important); position = order in page. */
  weight: { pageRank: number; level: number; position: number };
  /**
   * Index only (searched as the record's own text, never shown, not stored with the record): other
   * names of what the record stands for, such as a page's old names from the site's redirects, its
   * sidebar label, or an API operation's operationId.
   */
  keywords?: string[];
  /** Index only: the record defines a name (a table cell or heading that is only a code name). */
  definition?: boolean;
  /** Index only: the record is on an API reference page: 2 one operation's page, 1 any other (tag pages, hand-written reference). */
  api?: 1 | 2;
}

/** Algolia's facetFilters: AND of entries, an inner array is an OR. */
export type FacetFilters = string | readonly (string | readonly string[])[];

export interface EngineRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  /** 0-based. */
  page?: number;
  facetFilters?: FacetFilters;
  /** Facets to count in the response ('language', 'docusaurus_tag' or '*'). */
  facets?: string | readonly string[];
  /** Attribute paths ('hierarchy.lvl1', 'url', '*'); objectID always comes back. */
  attributesToRetrieve?: readonly string[];
  /** Default: every hierarchy level and content. */
  attributesToHighlight?: readonly string[];
  /** 'attribute:words', e.g. 'content:10'. Default ['content:10'] (DocSearch's index setting). */
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Algolia's distinct on the URL (the DocSearch setting): at most this many hits per URL (`true` = 1). */
  distinct?: boolean | number;
  [parameter: string]: unknown;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  /** HTML: the escaped attribute text with only the pre/post tags inserted. */
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  /** HTML, escaped like HighlightResult.value. */
  value: string;
  matchLevel: MatchLevel;
}

export interface AttributeResults<T> {
  hierarchy?: Partial<Record<HierarchyLevel, T>>;
  content?: T;
}

export interface EngineHit {
  objectID: string;
  url?: string;
  type?: RecordType;
  hierarchy?: Partial<Hierarchy>;
  content?: string | null;
  language?: string;
  docusaurus_tag?: string;
  weight?: Partial<SearchRecord['weight']>;
  _highlightResult: AttributeResults<HighlightResult>;
  _snippetResult?: AttributeResults<SnippetResult>;
}

export interface EngineResponse {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  /** The request's parameters, URL-encoded as Algolia echoes them. */
  params: string;
  exhaustiveNbHits: true;
  index: string;
  /** Counts per value of each requested facet, over all hits. */
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: true;
}
