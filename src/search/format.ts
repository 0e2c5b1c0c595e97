/**
 * The files of the sharded index, shared by the builder (index-format.ts,
 * Node) and the engine (engine.ts, browser): their TypeScript shapes, the
 * posting-list codec and the English stop words. Browser-safe: no Node
 * imports. The design is described in index-format.ts and README.md.
 */

import type { SearchRecord } from './types';

export const FORMAT_VERSION = 2;

/** The only file whose name carries no content hash: the entry point. */
export const MANIFEST_FILE = 'search-manifest.json';

/** Positions kept per word and record: enough for proximity, bounded for size. */
export const MAX_POSITIONS = 4;

/**
 * Where a record's keywords (its other names) sit among its word positions, after its text: each in a
 * slot of KEYWORD_SLOT positions of its own, KEYWORD_GAP (more than the proximity cap, 8) after the slot's
 * start and after the text, so that proximity never joins two of them. A keyword of n indexed words
 * (stop words and overlong words are not) starts n positions further, when it fits in its slot
 * (n <= MAX_KEYWORD_WORDS): the engine reads from the position of a keyword's first word how many words
 * that keyword has, and so whether a query is one whole keyword (a name of the page) or a part of one.
 * A longer keyword starts at the gap and is never read as whole. No index field: the positions carry it.
 */
export const KEYWORD_SLOT = 32;
export const KEYWORD_GAP = 9;
export const MAX_KEYWORD_WORDS = 11;

/** The first position of a keyword of `tokens` words, `indexed` of them indexed, placed at or after `from`. */
export function keywordStart(from: number, tokens: number, indexed: number): number {
  const slot = Math.ceil(from / KEYWORD_SLOT) * KEYWORD_SLOT;
  const readable = indexed >= 1 && indexed <= MAX_KEYWORD_WORDS && KEYWORD_GAP + indexed + tokens <= KEYWORD_SLOT;
  return slot + KEYWORD_GAP + (readable ? indexed : 0);
}

/**
 * The first position where a record's keywords can be, from its word count as the dictionary gives it
 * (decodeWordCount): the slot after the longest text the count stands for. Infinity for a text of more
 * than 32 words, whose keywords are then never read as whole.
 */
export function keywordsFrom(decodedWordCount: number): number {
  return Math.ceil(longestWordCount(decodedWordCount) / KEYWORD_SLOT) * KEYWORD_SLOT;
}

/** The indexed words of the keyword whose first word is at `position`, if it could be one (0 when not). */
export function keywordWordsAt(position: number): number {
  const words = (position % KEYWORD_SLOT) - KEYWORD_GAP;
  return words >= 1 && words <= MAX_KEYWORD_WORDS ? words : 0;
}

/**
 * Words that are not indexed (their positions still count, so "flag for a
 * user" keeps its distances) and that a query does not require. Short on
 * purpose: no "not", "on", "off", "how", "what", which change a docs query.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'its',
  'of',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'were',
  'will',
  'with',
  'you',
  'your',
]);

export interface ManifestFile {
  file: string;
  /** Size of the file in bytes (raw JSON text). */
  bytes: number;
}

export interface ShardEntry extends ManifestFile {
  /** First characters of the terms it holds: 'a'…'z', '0'…'9', '*' (any other script). */
  keys: string[];
  terms: number;
}

export interface DocumentsEntry {
  file: string;
  /** Records [from, to) of the dictionary's numbering. */
  from: number;
  to: number;
}

export interface IndexManifest {
  version: typeof FORMAT_VERSION;
  /** Number of records that can be hits. */
  records: number;
  /** Ranking data of every record, loaded with the first query. */
  dictionary: ManifestFile;
  /** Term-partitioned inverted index, loaded per first letter of the query's words. */
  shards: ShardEntry[];
  /** The records themselves (display text), loaded for the hits of the requested page. */
  documents: DocumentsEntry[];
}

/**
 * The manifest as written to MANIFEST_FILE: the records chunks, of which a large site has a
 * thousand, are listed compactly (every query downloads this file first). Chunk i holds records
 * [from_i, from_i+1) (the last up to `records`) and is named `records-<from>.<hash>.json`, the
 * hash being that of all chunks together.
 */
export interface ManifestFileShape extends Omit<IndexManifest, 'documents'> {
  chunks: {
    /** Where each chunk starts, as the difference from the previous chunk's start. */
    from: number[];
    /** A hash of all the chunks: one per index, not one per chunk (a thousand hashes weigh 6 KB gzip). */
    hash: string;
  };
}

/** The name of a records chunk (see ManifestFileShape). */
export function chunkFileName(from: number, hash: string): string {
  return `records-${from}.${hash}.json`;
}

/** The manifest as written, with its chunk list expanded. */
export function expandManifest(shape: ManifestFileShape): IndexManifest {
  const { chunks, ...rest } = shape;
  const documents: DocumentsEntry[] = [];
  let from = 0;
  chunks.from.forEach((delta, i) => {
    from += delta;
    documents.push({ file: chunkFileName(from, chunks.hash), from, to: shape.records });
    const previous = documents[i - 1];
    if (previous) previous.to = from;
  });
  return { ...rest, documents };
}

/**
 * Per-record data for ranking and filtering. Records [0, records) are the
 * input records in order; records [records, records + hidden) are headings
 * that no input record stands for but that records name in their hierarchy:
 * they are searched (as context) and never returned.
 */
export interface DictionaryFile {
  version: typeof FORMAT_VERSION;
  records: number;
  hidden: number;
  /** One character per record: '0'…'6' for lvl0…lvl6, 'c' for content. */
  types: string;
  /** Per record: how many records back its nearest heading ancestor is (0 = none). Hidden ones count from their own index. */
  parents: number[];
  /** Distinct [language, docusaurus_tag] pairs. */
  facets: [string, string][];
  /** Per record: index into facets. */
  facetOf: number[];
  /** Per record, one character: words in its own text (stop words included), see encodeWordCount. */
  wordCounts: string;
  pageRank: number[];
  /** weight.level; left out when every record has the default of its type (DEFAULT_LEVEL_WEIGHT). */
  level?: number[];
  /** weight.position, each as the difference from the previous record's (mostly 1: compresses well). */
  positionDelta: number[];
  /** Records that define a name (SearchRecord.definition), each as the difference from the previous one. */
  definitions?: number[];
  /** One digit per definition, 1-9: 1 + log2 of the number of names its page defines. */
  definitionWeights?: string;
  /** Records on API reference pages: [from, to, kind] triples, kind 2 an operation's page, 1 other API reference. */
  api?: number[];
  /** Runs of consecutive records with the same URL (a section: its heading and its text), as run lengths. */
  urlRuns?: number[];
}

/**
 * A shard: the terms with a given first character, sorted, and where their
 * postings are. The postings are cut into blocks of consecutive terms, so a
 * query fetches the short terms list of each of its letters and then only the
 * blocks of the terms it matched (a letter's postings are 10–30 KB gzip; a
 * block is about 1–2 KB).
 */
export interface ShardFile {
  version: typeof FORMAT_VERSION;
  terms: string[];
  /** Postings blocks in term order: block b holds terms [start_b, start_b+1). The first starts at 0. */
  blocks: PostingsBlockEntry[];
}

export interface PostingsBlockEntry {
  file: string;
  /** Index in the shard's terms of the block's first term. */
  start: number;
}

export interface PostingsBlockFile {
  version: typeof FORMAT_VERSION;
  /** Index in the shard's terms of postings[0]'s term. */
  start: number;
  /** postings[i] belongs to terms[start + i]; see encodePostings. */
  postings: string[];
}

export interface DocumentsFile {
  version: typeof FORMAT_VERSION;
  from: number;
  records: SearchRecord[];
}

/** One record's occurrences of a term: the record number and word positions in its own text. */
export interface Posting {
  record: number;
  positions: number[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((c, i) => [c, i]));

function writeVlq(value: number, out: string[]): void {
  let rest = value;
  do {
    let digit = rest & 31;
    rest = Math.floor(rest / 32);
    if (rest > 0) digit |= 32;
    out.push(BASE64[digit] ?? 'A');
  } while (rest > 0);
}

/**
 * Postings as text: base64 VLQ numbers (as in source maps, unsigned), per
 * record: record delta, position count, first position, position deltas.
 * Most postings take 4 characters; the string needs no JSON escaping.
 */
export function encodePostings(postings: readonly Posting[]): string {
  const out: string[] = [];
  let previous = 0;
  for (const { record, positions } of postings) {
    writeVlq(record - previous, out);
    previous = record;
    const kept = positions.slice(0, MAX_POSITIONS);
    writeVlq(kept.length, out);
    let last = 0;
    for (const position of kept) {
      writeVlq(position - last, out);
      last = position;
    }
  }
  return out.join('');
}

export function decodePostings(text: string): Posting[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  for (const c of text) {
    const digit = BASE64_VALUE.get(c);
    if (digit === undefined) throw new Error('search index shard is corrupt');
    value += (digit & 31) * scale;
    if (digit & 32) {
      scale *= 32;
    } else {
      numbers.push(value);
      value = 0;
      scale = 1;
    }
  }
  const postings: Posting[] = [];
  let record = 0;
  for (let i = 0; i < numbers.length;) {
    record += numbers[i++] ?? 0;
    const count = numbers[i++] ?? 0;
    const positions: number[] = [];
    let position = 0;
    for (let k = 0; k < count; k++) {
      position += numbers[i++] ?? 0;
      positions.push(position);
    }
    postings.push({ record, positions });
  }
  return postings;
}

export const TYPE_CODES: Record<SearchRecord['type'], string> = {
  lvl0: '0',
  lvl1: '1',
  lvl2: '2',
  lvl3: '3',
  lvl4: '4',
  lvl5: '5',
  lvl6: '6',
  content: 'c',
};

/** weight.level of each record type as the site's records give it (scripts/search-records.ts). */
export const DEFAULT_LEVEL_WEIGHT: Record<string, number> = {
  '0': 100,
  '1': 100,
  '2': 90,
  '3': 80,
  '4': 70,
  '5': 60,
  '6': 50,
  c: 0,
};

/** Attribute rank of a type code: 0…6 for headings, 7 for content (lower ranks higher). */
export function levelOfCode(code: string): number {
  return code === 'c' ? 7 : Number(code);
}

/**
 * Word counts, one character each: exact up to 8 ('0'…'8'), then 'a' (9-16),
 * 'b' (17-32), 'c' (33+). Only the coverage criterion reads them, where a
 * long paragraph's exact length hardly matters; exact counts would cost the
 * dictionary half of its gzip size.
 */
const EXACT_WORD_COUNTS = 8;
/** The ranges above EXACT_WORD_COUNTS: each one's code, the count it decodes to, and the largest it stands for. */
const WORD_COUNT_RANGES = [
  { code: 'a', decoded: 12, largest: 16 },
  { code: 'b', decoded: 24, largest: 32 },
  { code: 'c', decoded: 48, largest: Infinity },
] as const;
const LAST_RANGE = WORD_COUNT_RANGES[WORD_COUNT_RANGES.length - 1];

export function encodeWordCount(count: number): string {
  if (count <= EXACT_WORD_COUNTS) return String(Math.max(0, count));
  return (WORD_COUNT_RANGES.find((range) => count <= range.largest) ?? LAST_RANGE).code;
}

export function decodeWordCount(code: string): number {
  const exact = Number(code);
  if (Number.isInteger(exact)) return exact;
  return (WORD_COUNT_RANGES.find((range) => range.code === code) ?? LAST_RANGE).decoded;
}

/** The largest word count that a decoded one (decodeWordCount) stands for: the title's keywords start after it. */
export function longestWordCount(decodedWordCount: number): number {
  if (decodedWordCount <= EXACT_WORD_COUNTS) return decodedWordCount;
  return (WORD_COUNT_RANGES.find((range) => range.decoded === decodedWordCount) ?? LAST_RANGE).largest;
}
