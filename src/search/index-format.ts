/**
 * Build-time side of the embedded search index (Node only: it hashes with
 * node:crypto). The engine never imports this file; it reads the files it
 * writes, through the shapes in format.ts.
 *
 * Design: "a small dictionary first, shards on demand". A query downloads
 *
 *   1. search-manifest.json   file names, sizes, which shard holds which letters
 *   2. dictionary.<hash>.json per-record ranking data: type, nearest heading,
 *                             facets, weight (numbers only, ~2 bytes gzip/record)
 *   3. terms-<keys>.<hash>    a term-partitioned inverted index: the shard of
 *                             each first letter among the query's words (and
 *                             synonyms), its terms sorted and the names of
 *                             its postings blocks
 *   4. postings-<keys>-<n>.<hash>
 *                             the postings of a run of consecutive terms, with
 *                             word positions (for proximity) in base64 VLQ:
 *                             only the blocks of the terms the query matched
 *   5. records-<n>.<hash>     the records themselves, in page order, only the
 *                             chunks that hold the hits of the requested page
 *
 * Partitioning terms by first letter (rather than by hash) keeps every term a
 * query word can reach in one shard: its exact form, its other forms with the
 * same stem, its typos (engine rule: no typo on the first letter, as in
 * Elasticsearch's prefix_length 1) and, for the last word, the terms it is a
 * prefix of. Letters are packed into `shardCount` shards, largest first, each
 * to the lightest shard (a frequent letter gets a shard of its own; rare
 * letters and digits share one).
 *
 * Each record indexes its own text only (its heading, or its paragraph);
 * hierarchy matches are found through the nearest-heading links of the
 * dictionary (a paragraph under "Segments" matches "segments" through its
 * page's title record), so a page title is posted once, not once per
 * paragraph of the page.
 */

import { createHash } from 'node:crypto';
import {
  FORMAT_VERSION,
  MANIFEST_FILE,
  MAX_POSITIONS,
  STOP_WORDS,
  TYPE_CODES,
  encodePostings,
  DEFAULT_LEVEL_WEIGHT,
  chunkFileName,
  encodeWordCount,
  keywordStart,
  levelOfCode,
  type ManifestFileShape,
  type DictionaryFile,
  type DocumentsEntry,
  type DocumentsFile,
  type IndexManifest,
  type Posting,
  type PostingsBlockEntry,
  type PostingsBlockFile,
  type ShardEntry,
  type ShardFile,
} from './format';
import { MAX_WORD_LENGTH, endpointTerms, findEndpoints, shardKey, tokenize, underscoreNames, type Token } from './text';
import { HIERARCHY_LEVELS, type Hierarchy, type SearchRecord } from './types';

export type { IndexManifest, ManifestFileShape } from './format';
export { MANIFEST_FILE } from './format';

export interface BuildOptions {
  /** Shards of the inverted index (letters are never split). Default 24. */
  shardCount?: number;
  /**
   * Target raw size of a records chunk in bytes; chunks end at a page boundary when they can. Default 2,000:
   * the modal's first page shows 20 sections of mostly different pages, each from its own chunk, so smaller
   * chunks fetch fewer records nobody asked for (median first result 83.6 -> 75.8 KB gzip and worst 150.6 ->
   * 145.0 KB on the tuning set, against 4,000; 1,500 saved 2 KB more for 1,000 more files).
   */
  documentChunkBytes?: number;
  /** Target raw size of a postings block in bytes (a frequent term's postings may exceed it alone). Default 3,000. */
  postingsBlockBytes?: number;
}

/** The manifest as written (MANIFEST_FILE), with its records chunks also listed in full as `documents`. */
export type BuiltManifest = ManifestFileShape & Pick<IndexManifest, 'documents'>;

export interface BuiltIndex {
  manifest: BuiltManifest;
  /** File name -> JSON text, the manifest included as MANIFEST_FILE. */
  files: Record<string, string>;
}

function contentHash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

function hashName(prefix: string, content: string): string {
  return `${prefix}.${contentHash(content)}.json`;
}

/** The text a record stands for: its heading, or its paragraph. */
export function ownText(type: SearchRecord['type'], hierarchy: Hierarchy, content: string | null): string {
  return type === 'content' ? (content ?? '') : (hierarchy[type] ?? '');
}

/** The nearest level above `type` whose hierarchy text is set, or -1. */
function parentLevel(type: SearchRecord['type'], hierarchy: Hierarchy): number {
  const below = type === 'content' ? 7 : levelOfCode(TYPE_CODES[type]);
  for (let level = below - 1; level >= 1; level--) {
    if (hierarchy[HIERARCHY_LEVELS[level] ?? 'lvl0'] !== null) return level;
  }
  return -1;
}

function headingKey(hierarchy: Hierarchy, level: number): string {
  return JSON.stringify(HIERARCHY_LEVELS.slice(0, level + 1).map((l) => hierarchy[l]));
}

interface IndexedRecord {
  type: SearchRecord['type'];
  hierarchy: Hierarchy;
  content: string | null;
}

function truncatedHierarchy(hierarchy: Hierarchy, level: number): Hierarchy {
  const copy = { ...hierarchy };
  for (let l = level + 1; l < HIERARCHY_LEVELS.length; l++) copy[HIERARCHY_LEVELS[l] ?? 'lvl6'] = null;
  return copy;
}

/** Links each record to its nearest heading record, adding hidden headings where none stands for a level. */
function linkHeadings(records: readonly SearchRecord[]): { all: IndexedRecord[]; parents: number[] } {
  const all: IndexedRecord[] = records.map((r) => ({ type: r.type, hierarchy: r.hierarchy, content: r.content }));
  const firstByKey = new Map<string, number>();
  records.forEach((r, i) => {
    if (r.type === 'content') return;
    const key = headingKey(r.hierarchy, levelOfCode(TYPE_CODES[r.type]));
    if (!firstByKey.has(key)) firstByKey.set(key, i);
  });
  const latestByKey = new Map<string, number>();
  const parents: number[] = [];
  const parentOf = (record: IndexedRecord, index: number): number => {
    const level = parentLevel(record.type, record.hierarchy);
    if (level < 0) return -1;
    const key = headingKey(record.hierarchy, level);
    const found = latestByKey.get(key) ?? firstByKey.get(key);
    if (found !== undefined && found !== index) return found;
    const hidden = all.length;
    const heading: IndexedRecord = {
      type: HIERARCHY_LEVELS[level] ?? 'lvl1',
      hierarchy: truncatedHierarchy(record.hierarchy, level),
      content: null,
    };
    all.push(heading);
    firstByKey.set(key, hidden);
    latestByKey.set(key, hidden);
    return hidden;
  };
  for (let i = 0; i < all.length; i++) {
    const record = all[i];
    if (!record) break;
    if (i < records.length && record.type !== 'content') {
      latestByKey.set(headingKey(record.hierarchy, levelOfCode(TYPE_CODES[record.type])), i);
    }
    parents[i] = parentOf(record, i);
  }
  return { all, parents };
}

/**
 * The terms of a text at its word positions (offset by `base`): each word, each code name written
 * with underscores joined into one term (`DATABASE_URL` -> `databaseurl`, at its first word), and
 * the terms of each HTTP method and path (text.ts, endpointTerms) at the path's first word.
 */
function addTextTerms(text: string, tokens: readonly Token[], base: number, add: (term: string, at: number) => void) {
  tokens.forEach((token, position) => add(token.term, base + position));
  const positionAt = (offset: number): number => {
    const index = tokens.findIndex((token) => token.end > offset);
    return base + (index < 0 ? tokens.length : index);
  };
  for (const name of underscoreNames(text)) add(name.term, positionAt(name.start));
  for (const endpoint of findEndpoints(text)) {
    for (const term of endpointTerms(endpoint)) add(term, positionAt(endpoint.start));
  }
}

/** A record as stored for display: without the fields only the index reads. */
function storedRecord(record: SearchRecord): SearchRecord {
  if (record.keywords === undefined && record.definition === undefined && record.api === undefined) return record;
  const stored = { ...record };
  delete stored.keywords;
  delete stored.definition;
  delete stored.api;
  return stored;
}

function validRecord(value: SearchRecord): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.objectID === 'string' &&
    typeof value.url === 'string' &&
    value.type in TYPE_CODES &&
    typeof value.hierarchy === 'object' &&
    value.hierarchy !== null
  );
}

export function buildSearchIndex(records: SearchRecord[], options: BuildOptions = {}): BuiltIndex {
  const shardCount = Math.max(1, Math.floor(options.shardCount ?? 24));
  const chunkBytes = Math.max(1000, options.documentChunkBytes ?? 2_000);
  const blockBytes = Math.max(1, options.postingsBlockBytes ?? 3_000);
  const bad = records.findIndex((r) => !validRecord(r));
  if (bad >= 0) throw new Error(`search record ${bad} is not a SearchRecord`);
  const seen = new Set<string>();
  for (const r of records) {
    if (seen.has(r.objectID)) throw new Error(`duplicate search record objectID ${r.objectID}`);
    seen.add(r.objectID);
  }

  const { all, parents } = linkHeadings(records);

  // Inverted index: term -> postings, records in increasing order.
  const index = new Map<string, Posting[]>();
  const wordCount: number[] = [];
  all.forEach((record, i) => {
    const positions = new Map<string, number[]>();
    const add = (term: string, position: number) => {
      if (STOP_WORDS.has(term) || term.length > MAX_WORD_LENGTH) return;
      const list = positions.get(term);
      if (!list) positions.set(term, [position]);
      else if (list.length < MAX_POSITIONS && !list.includes(position)) list.push(position);
    };
    const text = ownText(record.type, record.hierarchy, record.content);
    const tokens = tokenize(text);
    if (i < records.length) wordCount.push(tokens.length);
    addTextTerms(text, tokens, 0, add);
    // Other names of the record: searched like its text, each in a slot of its own after it, its first word's
    // position telling how many words it has (format.ts, keywordStart).
    let next = tokens.length;
    for (const keyword of (i < records.length ? records[i]?.keywords : undefined) ?? []) {
      if (typeof keyword !== 'string') continue;
      const words = tokenize(keyword);
      const indexed = words.filter((word) => !STOP_WORDS.has(word.term) && word.term.length <= MAX_WORD_LENGTH).length;
      const start = keywordStart(next, words.length, indexed);
      addTextTerms(keyword, words, start, add);
      next = start + words.length;
    }
    for (const [term, list] of positions) {
      list.sort((a, b) => a - b);
      const postings = index.get(term);
      if (postings) postings.push({ record: i, positions: list });
      else index.set(term, [{ record: i, positions: list }]);
    }
  });

  // Terms by first letter, then letters packed into shards (largest first).
  const byKey = new Map<string, { term: string; postings: string }[]>();
  for (const term of [...index.keys()].sort()) {
    const key = shardKey(term);
    const list = byKey.get(key) ?? [];
    list.push({ term, postings: encodePostings(index.get(term) ?? []) });
    byKey.set(key, list);
  }
  const keySize = (key: string) =>
    (byKey.get(key) ?? []).reduce((sum, { term, postings }) => sum + term.length + postings.length + 6, 0);
  const bins = Array.from({ length: Math.min(shardCount, byKey.size) }, () => ({ keys: [] as string[], size: 0 }));
  for (const key of [...byKey.keys()].sort((a, b) => keySize(b) - keySize(a) || a.localeCompare(b))) {
    const bin = bins.reduce((best, b) => (b.size < best.size ? b : best));
    bin.keys.push(key);
    bin.size += keySize(key);
  }

  const files: Record<string, string> = {};
  const shards: ShardEntry[] = [];
  for (const bin of bins) {
    if (bin.keys.length === 0) continue;
    const keys = bin.keys.sort();
    const entries = keys.flatMap((k) => byKey.get(k) ?? []).sort((a, b) => (a.term < b.term ? -1 : 1));
    const label = keys.map((k) => (k === '*' ? 'other' : k)).join('');
    const shortLabel = label.length > 12 ? `${label.slice(0, 12)}-` : label;
    // Postings in blocks of consecutive terms, each closed once it reaches blockBytes.
    const blocks: PostingsBlockEntry[] = [];
    let start = 0;
    let blockSize = 0;
    const closeBlock = (end: number) => {
      if (end <= start) return;
      const block: PostingsBlockFile = {
        version: FORMAT_VERSION,
        start,
        postings: entries.slice(start, end).map((e) => e.postings),
      };
      const text = JSON.stringify(block);
      const file = hashName(`postings-${shortLabel}-${blocks.length}`, text);
      files[file] = text;
      blocks.push({ file, start });
      start = end;
      blockSize = 0;
    };
    entries.forEach((entry, i) => {
      if (blockSize >= blockBytes) closeBlock(i);
      blockSize += entry.postings.length + 3;
    });
    closeBlock(entries.length);
    const shard: ShardFile = {
      version: FORMAT_VERSION,
      terms: entries.map((e) => e.term),
      blocks,
    };
    const text = JSON.stringify(shard);
    const file = hashName(`terms-${shortLabel}`, text);
    files[file] = text;
    shards.push({ file, bytes: Buffer.byteLength(text), keys, terms: entries.length });
  }

  // Records in chunks, cut at a page start once the chunk is big enough; named with one hash of them all.
  const documents: DocumentsEntry[] = [];
  const chunkTexts: { from: number; to: number; text: string }[] = [];
  let from = 0;
  let size = 0;
  const flush = (to: number) => {
    if (to <= from) return;
    const chunk: DocumentsFile = { version: FORMAT_VERSION, from, records: records.slice(from, to).map(storedRecord) };
    chunkTexts.push({ from, to, text: JSON.stringify(chunk) });
    from = to;
    size = 0;
  };
  records.forEach((record, i) => {
    const pageStart = record.type === 'lvl1' || record.type === 'lvl0';
    if (size >= chunkBytes && (pageStart || size >= chunkBytes * 2)) flush(i);
    size += JSON.stringify(storedRecord(record)).length;
  });
  flush(records.length);
  const chunksHash = contentHash(chunkTexts.map((c) => c.text).join('\n'));
  for (const chunk of chunkTexts) {
    const file = chunkFileName(chunk.from, chunksHash);
    files[file] = chunk.text;
    documents.push({ file, from: chunk.from, to: chunk.to });
  }

  const facets: [string, string][] = [];
  const facetIndex = new Map<string, number>();
  const facetOf = records.map((r) => {
    const key = JSON.stringify([String(r.language), String(r.docusaurus_tag)]);
    let n = facetIndex.get(key);
    if (n === undefined) {
      n = facets.length;
      facets.push([String(r.language), String(r.docusaurus_tag)]);
      facetIndex.set(key, n);
    }
    return n;
  });
  let lastPosition = 0;
  const levels = records.map((r) => Number(r.weight?.level) || 0);
  const dictionary: DictionaryFile = {
    version: FORMAT_VERSION,
    records: records.length,
    hidden: all.length - records.length,
    types: all.map((r) => TYPE_CODES[r.type]).join(''),
    parents: parents.map((p, i) => (p < 0 ? 0 : i - p)),
    facets,
    facetOf,
    wordCounts: wordCount.map(encodeWordCount).join(''),
    pageRank: records.map((r) => Number(r.weight?.pageRank) || 0),
    level: levels.every((level, i) => level === DEFAULT_LEVEL_WEIGHT[TYPE_CODES[records[i]?.type ?? 'content']])
      ? undefined
      : levels,
    positionDelta: records.map((r) => {
      const position = Number(r.weight?.position) || 0;
      const delta = position - lastPosition;
      lastPosition = position;
      return delta;
    }),
  };
  // Sparse per-record flags, only when some record has them. A definition is weighed by how many names its
  // page defines: the reference page that defines hundreds of settings is where a setting is defined, a
  // guide's table of the five it needs is not.
  const definitions: number[] = [];
  const definitionWeights: number[] = [];
  const perPage = new Map<string, number>();
  const pageOf = (r: SearchRecord) => r.url.split('#')[0] ?? r.url;
  for (const r of records) if (r.definition === true) perPage.set(pageOf(r), (perPage.get(pageOf(r)) ?? 0) + 1);
  let lastDefinition = 0;
  records.forEach((r, i) => {
    if (r.definition !== true) return;
    definitions.push(i - lastDefinition);
    definitionWeights.push(Math.min(9, 1 + Math.floor(Math.log2(perPage.get(pageOf(r)) ?? 1))));
    lastDefinition = i;
  });
  if (definitions.length > 0) {
    dictionary.definitions = definitions;
    dictionary.definitionWeights = definitionWeights.join('');
  }
  const apiRanges: number[] = [];
  records.forEach((r, i) => {
    const kind = r.api === 1 || r.api === 2 ? r.api : 0;
    const last = apiRanges.length - 3;
    if (kind === 0) return;
    if (last >= 0 && apiRanges[last + 1] === i && apiRanges[last + 2] === kind) apiRanges[last + 1] = i + 1;
    else apiRanges.push(i, i + 1, kind);
  });
  if (apiRanges.length > 0) dictionary.api = apiRanges;
  const urlRuns: number[] = [];
  records.forEach((r, i) => {
    if (i > 0 && records[i - 1]?.url === r.url) urlRuns[urlRuns.length - 1] = (urlRuns[urlRuns.length - 1] ?? 0) + 1;
    else urlRuns.push(1);
  });
  dictionary.urlRuns = urlRuns;
  const dictionaryText = JSON.stringify(dictionary);
  const dictionaryFile = hashName('dictionary', dictionaryText);
  files[dictionaryFile] = dictionaryText;

  const manifest: ManifestFileShape = {
    version: FORMAT_VERSION,
    records: records.length,
    dictionary: { file: dictionaryFile, bytes: Buffer.byteLength(dictionaryText) },
    shards,
    chunks: { from: documents.map((d, i) => d.from - (documents[i - 1]?.from ?? 0)), hash: chunksHash },
  };
  files[MANIFEST_FILE] = JSON.stringify(manifest);
  // The chunk list expanded, for callers; not part of what is written (nor compared as the file's content).
  Object.defineProperty(manifest, 'documents', { value: documents, enumerable: false });
  return { manifest: manifest as BuiltManifest, files };
}
