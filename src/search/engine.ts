/**
 * The embedded search engine: answers Algolia-shaped requests from the
 * sharded index that index-format.ts writes. Browser-safe (no Node imports);
 * `load` fetches one file of the index by name (fetch in the browser, fs in
 * the CLI and tests). Files are loaded on demand and cached: the manifest,
 * then the dictionary and the shards of the query's first letters, then the
 * records chunks holding the hits of the requested page.
 *
 * Matching. The query is cut to MAX_QUERY_LENGTH characters and split into
 * folded words (text.ts). Each word matches a record when the record's own
 * text (its heading or paragraph, and its keywords), or the heading of one of
 * its ancestors (its page title, its h2 …: the hierarchy), contains
 *   - the word itself (exact),
 *   - a word with the same Porter2 stem ("rolled", "rolling", "rolls" for "roll"),
 *   - a word within 1 typo for words of 4+ characters, 2 typos for 8+
 *     (Damerau's distance: a swap of neighbours is one typo; first letter never
 *     a typo), a word far more frequent on the site counting as the one meant,
 *   - its other British or American spelling ("organise", "organize"), as typed,
 *   - for the last word only, a word it is a prefix of (as-you-type),
 * and a pair of adjacent words also matches their concatenation ("roll out"
 * and "rolling out" find "rollout", "kill switch" finds "killswitch"), a span
 * of words matches the other phrases of its synonyms row (synonyms.ts), and a
 * method and path, or a code name with underscores, matches its key: the index
 * term of the same endpoint (any parameter names) or of the same name.
 * Stop words (format.ts) are not indexed; neither they nor question words,
 * filler (intent.ts) and path parameters are required, or evidence. The
 * records matching all the other words come first, then those matching fewer,
 * most words first (Algolia's optional words); records matching no required
 * word are hits only if no record matches one (then those matching question
 * words), so unknown words find nothing.
 *
 * Ranking, in Algolia's tie-breaking style (each criterion only breaks the
 * ties of the ones before it; README.md explains each):
 *   1. words       more query words matched (evidence only)
 *   2. named       a short query that is the page's title (navigation)
 *   3. key         more words matched by a key (the endpoint, the code name)
 *   4. typo        fewer typos
 *   5. definition  a code-name query: records defining the name, on pages defining more names
 *   6. intent      an API query: operation pages, then API reference; otherwise generated tag pages, then operations, last
 *   7. page        every word in the title of the record's page
 *   8. scope       a general page before a page about one language or SDK (weight.pageRank 2 > 1)
 *   9. context     more words only in the record's headings, when it holds others itself
 *  10. direct      more words matched in the record's own text, not only in its hierarchy
 *  11. title words more query words in the title of the record's page
 *  12. proximity   query words closer together in the record's own text (Algolia's cap: 8),
 *                  the query's stop words between them not counted
 *  13. attribute   best matched attribute: lvl1 > lvl2 > … > lvl6 > content
 *  14. exact       more words matched as typed (not by stem, synonym, prefix)
 *  15. optional    more question words matched
 *  16. coverage    larger share of the record's own words matched, in tenths
 *                  ("Feature flags" before "Feature flag variants")
 *  17. custom      weight.pageRank desc, weight.level desc, weight.position asc
 * With `distinct`, each URL (a section) is one hit, its best record, and at most SECTIONS_PER_PAGE
 * sections of one page come before the pages ranked below it (page crowding, crowdPages).
 */

import SearchableMap from 'minisearch/SearchableMap';
import {
  FORMAT_VERSION,
  MANIFEST_FILE,
  STOP_WORDS,
  DEFAULT_LEVEL_WEIGHT,
  decodePostings,
  decodeWordCount,
  expandManifest,
  keywordWordsAt,
  keywordsFrom,
  KEYWORD_SLOT,
  levelOfCode,
  type DictionaryFile,
  type DocumentsFile,
  type IndexManifest,
  type ManifestFileShape,
  type Posting,
  type PostingsBlockEntry,
  type PostingsBlockFile,
  type ShardFile,
} from './format';
// Porter2 (Snowball's English stemmer) from npm; `wink-porter2-stemmer` rewrites digits ("403" gave "40i").
import { stem } from 'porter2';
import { findSynonyms } from './synonyms';
import {
  ACTION_VERBS,
  API_MARKERS,
  API_NAME_NOUNS,
  FILLER_WORDS,
  QUESTION_WORDS,
  SEARCHED_QUESTION_WORDS,
} from './intent';
import {
  endpointTerms,
  escapeHtml,
  findEndpoints,
  fold,
  looksLikeCodeName,
  shardKey,
  spellingVariants,
  termLength,
  tokenize,
  truncateQuery,
  underscoreNames,
  type Token,
} from './text';
import {
  HIERARCHY_LEVELS,
  type AttributeResults,
  type EngineHit,
  type EngineRequest,
  type EngineResponse,
  type FacetFilters,
  type HierarchyLevel,
  type HighlightResult,
  type MatchLevel,
  type SearchRecord,
  type SnippetResult,
} from './types';

export type IndexLoader = (fileName: string) => Promise<unknown>;

/** At most this many query words are searched (a long method and path has 11). */
const MAX_QUERY_WORDS = 16;
/** Proximity of two words farther apart, or not both in the record's own text (Algolia's cap). */
const MAX_PROXIMITY = 8;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;
const FACETS = ['language', 'docusaurus_tag'] as const;
type Facet = (typeof FACETS)[number];

/** Typos allowed for a word: 1 from 4 characters, 2 from 8 (Algolia's defaults). */
export function allowedTypos(term: string): number {
  const length = termLength(term);
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

// ---------------------------------------------------------------- loaded data

interface Dictionary {
  records: number;
  total: number;
  levels: number[];
  /** Nearest heading ancestor of each record, -1 for none. */
  parents: Int32Array;
  /** All records, each after its heading ancestors. */
  topDown: Int32Array;
  facetOf: number[];
  facets: [string, string][];
  wordCount: number[];
  pageRank: number[];
  weightLevel: number[];
  position: number[];
  /** Per record: > 0 when it defines a name (a cell or heading that is only a code name), more for reference pages. */
  definition: Uint8Array;
  /** Per record: 0 not on an API reference page, 2 on an operation's page, 1 on another API reference page. */
  api: Uint8Array;
  /** Per record: its URL, as the number of its run of records with the same URL (for distinct), < groups. */
  urlGroup: Int32Array;
  groups: number;
  /** Per record: its page's title record (lvl1), itself for a title, -1 for none. */
  titleOf: Int32Array;
  /** Per record: its index in topDown, and the end (exclusive) of the run of topDown under it. */
  order: Int32Array;
  subtreeEnd: Int32Array;
}

interface Shard {
  terms: string[];
  blocks: PostingsBlockEntry[];
  /** Filled block by block as queries need them. */
  postings: (string | undefined)[];
  map: SearchableMap<number>;
  byStem: Map<string, number[]>;
  decoded: Map<number, Posting[]>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function checkVersion(value: unknown, what: string): Record<string, unknown> {
  if (!isObject(value) || value.version !== FORMAT_VERSION) {
    throw new Error(`search index ${what} is missing or of another format version`);
  }
  return value;
}

function numbers(value: unknown, length: number, what: string): number[] {
  if (!Array.isArray(value) || value.length < length || !value.every((n) => typeof n === 'number')) {
    throw new Error(`search index dictionary: ${what} is not valid`);
  }
  return value as number[];
}

function readManifest(value: unknown): IndexManifest {
  const m = checkVersion(value, 'manifest');
  if (!isObject(m.dictionary) || !Array.isArray(m.shards)) throw new Error('search index manifest is not valid');
  if (Array.isArray(m.documents)) return m as unknown as IndexManifest;
  const chunks = m.chunks;
  if (
    !isObject(chunks) ||
    !Array.isArray(chunks.from) ||
    !chunks.from.every((n) => typeof n === 'number') ||
    typeof chunks.hash !== 'string' ||
    typeof m.records !== 'number'
  ) {
    throw new Error('search index manifest is not valid');
  }
  return expandManifest(m as unknown as ManifestFileShape);
}

function readDictionary(value: unknown): Dictionary {
  const d = checkVersion(value, 'dictionary') as Partial<DictionaryFile>;
  const records = Number(d.records);
  const hidden = Number(d.hidden);
  const total = records + hidden;
  if (!Number.isInteger(records) || !Number.isInteger(hidden) || typeof d.types !== 'string') {
    throw new Error('search index dictionary is not valid');
  }
  const levels = [...d.types].map(levelOfCode);
  const parentDeltas = numbers(d.parents, total, 'parents');
  const parents = Int32Array.from(parentDeltas.slice(0, total), (delta, i) => (delta === 0 ? -1 : i - delta));
  const children: number[][] = Array.from({ length: total }, () => []);
  const roots: number[] = [];
  parents.forEach((p, i) => {
    if (p >= 0 && p < total && p !== i) children[p]?.push(i);
    else roots.push(i);
  });
  // Every record after its ancestors (hidden headings come last in the numbering but stand above records).
  const topDown = new Int32Array(total);
  let placed = 0;
  const stack = roots.reverse();
  while (stack.length > 0) {
    const r = stack.pop() ?? 0;
    topDown[placed++] = r;
    const below = children[r] ?? [];
    for (let c = below.length - 1; c >= 0; c--) stack.push(below[c] ?? 0);
  }
  if (placed !== total) throw new Error('search index dictionary is not valid: its headings form a cycle');
  const titleOf = new Int32Array(total).fill(-1);
  for (const r of topDown) {
    const parent = parents[r] ?? -1;
    titleOf[r] = levels[r] === 1 ? r : parent >= 0 ? (titleOf[parent] ?? -1) : -1;
  }
  // Where each record is in topDown, and where the records under it end there (a subtree is a run of topDown).
  const order = new Int32Array(total);
  topDown.forEach((r, i) => {
    order[r] = i;
  });
  const subtreeEnd = new Int32Array(total);
  const size = new Int32Array(total).fill(1);
  for (let i = total - 1; i >= 0; i--) {
    const r = topDown[i] ?? 0;
    subtreeEnd[r] = i + (size[r] ?? 1);
    const parent = parents[r] ?? -1;
    if (parent >= 0 && parent !== r) size[parent] = (size[parent] ?? 1) + (size[r] ?? 1);
  }
  let position = 0;
  const definition = new Uint8Array(records);
  let defined = 0;
  const weights = typeof d.definitionWeights === 'string' ? d.definitionWeights : '';
  (Array.isArray(d.definitions) ? d.definitions : []).forEach((delta, n) => {
    defined += Number(delta) || 0;
    if (defined >= 0 && defined < records) definition[defined] = Number(weights[n]) || 1;
  });
  const api = new Uint8Array(records);
  const ranges = Array.isArray(d.api) ? d.api : [];
  for (let i = 0; i + 2 < ranges.length; i += 3) {
    const kind = ranges[i + 2] === 2 ? 2 : 1;
    api.fill(kind, Math.max(0, Number(ranges[i]) || 0), Math.min(records, Number(ranges[i + 1]) || 0));
  }
  // URL groups: a run of records with one URL is one group; without runs, each record is its own.
  const urlGroup = new Int32Array(records).map((_, i) => i);
  let groups = records;
  if (Array.isArray(d.urlRuns)) {
    let at = 0;
    d.urlRuns.forEach((length, run) => {
      const end = Math.min(records, at + (Number(length) || 0));
      urlGroup.fill(run, at, end);
      at = end;
    });
    // Records past the runs (a shorter list than the records) keep groups of their own, after the runs'.
    for (let i = at; i < records; i++) urlGroup[i] = d.urlRuns.length + i;
    groups = d.urlRuns.length + records;
  }
  return {
    records,
    definition,
    api,
    urlGroup,
    groups,
    titleOf,
    order,
    subtreeEnd,
    total,
    levels,
    parents,
    topDown,
    facetOf: numbers(d.facetOf, records, 'facetOf'),
    facets: Array.isArray(d.facets) ? d.facets : [],
    wordCount: [...(typeof d.wordCounts === 'string' ? d.wordCounts : '')].map(decodeWordCount),
    pageRank: numbers(d.pageRank, records, 'pageRank'),
    weightLevel:
      d.level === undefined
        ? [...(d.types ?? '')].slice(0, records).map((code) => DEFAULT_LEVEL_WEIGHT[code] ?? 0)
        : numbers(d.level, records, 'level'),
    position: numbers(d.positionDelta, records, 'positionDelta').map((delta) => (position += delta)),
  };
}

function readShard(value: unknown): Shard {
  const s = checkVersion(value, 'shard') as Partial<ShardFile>;
  const blocks = s.blocks;
  if (
    !Array.isArray(s.terms) ||
    !Array.isArray(blocks) ||
    (s.terms.length > 0 && blocks[0]?.start !== 0) ||
    !blocks.every(
      (b, i) =>
        isObject(b) &&
        typeof b.file === 'string' &&
        Number.isInteger(b.start) &&
        (i === 0 || b.start > (blocks[i - 1]?.start ?? Infinity)),
    )
  ) {
    throw new Error('search index shard is not valid');
  }
  const terms = s.terms;
  const map = new SearchableMap<number>();
  const byStem = new Map<string, number[]>();
  terms.forEach((term, i) => {
    map.set(term, i);
    const key = stem(term);
    const list = byStem.get(key);
    if (list) list.push(i);
    else byStem.set(key, [i]);
  });
  return { terms, blocks, postings: new Array<string | undefined>(terms.length), map, byStem, decoded: new Map() };
}

function readBlock(value: unknown): PostingsBlockFile {
  const b = checkVersion(value, 'postings block') as Partial<PostingsBlockFile>;
  if (!Number.isInteger(b.start) || !Array.isArray(b.postings) || !b.postings.every((p) => typeof p === 'string')) {
    throw new Error('search index postings block is not valid');
  }
  return b as PostingsBlockFile;
}

/** The block of a shard that holds term `index` (blocks are sorted by start). */
function blockOf(shard: Shard, index: number): number {
  let low = 0;
  let high = shard.blocks.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((shard.blocks[middle]?.start ?? Infinity) <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The records chunk holding record `id` (the chunks are in record order). */
function chunkOf(manifest: IndexManifest, id: number): IndexManifest['documents'][number] | undefined {
  const list = manifest.documents;
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const chunk = list[middle];
    if (!chunk) break;
    if (id < chunk.from) high = middle - 1;
    else if (id >= chunk.to) low = middle + 1;
    else return chunk;
  }
  return undefined;
}

function readDocuments(value: unknown): DocumentsFile {
  const d = checkVersion(value, 'records chunk') as Partial<DocumentsFile>;
  if (typeof d.from !== 'number' || !Array.isArray(d.records)) throw new Error('search index records are not valid');
  return d as DocumentsFile;
}

// ---------------------------------------------------------------- query plan

/**
 * Words that are searched and highlighted like any word, but neither required
 * nor evidence: question words and filler (intent.ts), so "how to create a
 * feature flag" still finds the page "Create a feature flag", ranked on its
 * other words. Stop words (format.ts) are not required either, and not searched.
 */
export const OPTIONAL_WORDS: ReadonlySet<string> = new Set([...QUESTION_WORDS, ...FILLER_WORDS]);

/** One query word. */
interface Unit {
  term: string;
  stem: string;
  /** Not indexed: matched only as part of a concatenation or synonym. */
  stop: boolean;
  /** Not required and not evidence: a question or filler word, or a parameter of a path. */
  optional: boolean;
  /** "api", "endpoint" in an API query: every record of an API reference page matches it. */
  marker: boolean;
}

/** A term of a shard that a part reaches, and how. */
interface FoundTerm {
  typo: number;
  exact: boolean;
  /** Reached as a prefix expansion of the last word only. */
  prefixOnly: boolean;
}

/** How a record contains one word of a matcher. */
interface PartHit {
  typo: number;
  exact: boolean;
  positions: number[];
  /** The positions of the terms it reached whole, not only as a prefix expansion of the last word. */
  whole: number[];
}

/** One word to look up: `term`, its same-stem forms and, if allowed, typos and prefix expansions. */
interface Part {
  term: string;
  typos: number;
  prefix: boolean;
  hits: Map<number, PartHit>;
}

/**
 * A way to match query words [from, to): one word, a concatenation, a synonym phrase, or a key: the
 * index term of a method and path, or of a code name written with underscores, which only records
 * that name the same endpoint or the same name hold.
 */
interface Matcher {
  from: number;
  to: number;
  kind: 'word' | 'concat' | 'synonym' | 'key';
  parts: Part[];
}

interface HighlightTerm {
  units: Set<number>;
}

interface Plan {
  units: Unit[];
  required: number[];
  matchers: Matcher[];
  /** Index terms that stand for query words, for highlighting. */
  highlight: Map<string, HighlightTerm>;
  /** The last word, matched as a prefix. */
  prefix: { term: string; unit: number } | null;
  /**
   * API intent (intent.ts): 0 none (operation pages rank after the guides), 1 the API ("admin api projects":
   * any API reference first), 2 an operation (a method and path, or an action on a resource: its page first).
   */
  api: 0 | 1 | 2;
  /** The query writes a name as code: the records that define it rank first. */
  code: boolean;
}

/**
 * Whether the matches in a page title's keywords (a query word mask, with the positions its words have
 * there) hold `wanted` within one keyword, every word of that keyword matched: the query is that keyword,
 * one of the page's names. A keyword's first position tells its number of words (format.ts, keywordStart).
 */
function isWholeKeyword(matches: readonly { mask: number; positions: readonly number[] }[], wanted: number): boolean {
  for (const { positions } of matches) {
    for (const start of positions) {
      const words = keywordWordsAt(start);
      if (words === 0) continue;
      const end = start - (start % KEYWORD_SLOT) + KEYWORD_SLOT;
      const seen = new Set<number>();
      let mask = 0;
      for (const match of matches) {
        for (const at of match.positions) {
          if (at < start || at >= end) continue;
          seen.add(at);
          mask |= match.mask;
        }
      }
      if (seen.size === words && (mask & wanted) === wanted) return true;
    }
  }
  return false;
}

/**
 * Criterion 6, 0 best. `queryApi` is the query's API intent (Plan.api), `pageApi` the record's page: 2 an
 * operation page, 1 other API reference, 0 a guide; `generated` whether the page is generated (pageRank 0).
 */
function intentRank(queryApi: Plan['api'], pageApi: number, generated: boolean): number {
  // An operation asked for: its page, then the rest of the API reference, then the guides.
  if (queryApi === 2) return pageApi === 2 ? 0 : pageApi === 1 ? 1 : 2;
  // The API asked for: any API reference, then the guides.
  if (queryApi === 1) return pageApi > 0 ? 0 : 1;
  // Anything else: the guides and the hand-written API reference, then the generated tag pages, then operations.
  return pageApi === 2 ? 2 : pageApi === 1 && generated ? 1 : 0;
}

/** One of API_NAME_NOUNS, or one edit (Damerau) from one of them, for words of four letters or more. */
function isNameNoun(term: string): boolean {
  if (API_NAME_NOUNS.has(term)) return true;
  if (term.length < 4) return false;
  for (const noun of API_NAME_NOUNS) if (noun.length >= 4 && withinOneEdit(term, noun)) return true;
  return false;
}

/** Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The longest query that can be a page's name (Ranked.named). */
const MAX_NAME_WORDS = 3;

function planQuery(query: string): Plan {
  const text = truncateQuery(query);
  const tokens = tokenize(text).slice(0, MAX_QUERY_WORDS);
  const tokensIn = (start: number, end: number): number[] =>
    tokens.flatMap((t, i) => (t.start >= start && t.end <= end ? [i] : []));
  const matchers: Matcher[] = [];
  // One Part per distinct look-up: synonym rows and concatenations repeat words ("flag" in "flag" and "feature
  // flag"), and each part costs a pass over the records when ranking.
  const partsByKey = new Map<string, Part>();
  const part = (kind: Matcher['kind'], term: string, typos: number, prefix: boolean): Part => {
    const key = `${kind === 'key' ? 'word' : kind} ${term} ${typos} ${prefix}`;
    let found = partsByKey.get(key);
    if (!found) {
      found = { term, typos, prefix, hits: new Map() };
      partsByKey.set(key, found);
    }
    return found;
  };

  // Methods and paths: the key of the endpoint, whatever its parameters are called; parameters are optional words.
  const params = new Set<number>();
  const endpoints = findEndpoints(text);
  for (const endpoint of endpoints) {
    const inside = tokensIn(endpoint.start, endpoint.end);
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (first === undefined || last === undefined) continue;
    for (const param of endpoint.params) for (const i of tokensIn(param.start, param.end)) params.add(i);
    const pathFrom = endpoint.method ? first + 1 : first;
    const [pathTerm, methodTerm] = endpointTerms(endpoint);
    if (pathTerm && pathFrom <= last) {
      matchers.push({ from: pathFrom, to: last + 1, kind: 'key', parts: [part('key', pathTerm, 0, false)] });
    }
    if (methodTerm)
      matchers.push({ from: first, to: last + 1, kind: 'key', parts: [part('key', methodTerm, 0, false)] });
  }
  // Code names with underscores: the joined name.
  const names = underscoreNames(text);
  for (const name of names) {
    const inside = tokensIn(name.start, name.end);
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (first === undefined || last === undefined || last === first) continue;
    matchers.push({ from: first, to: last + 1, kind: 'key', parts: [part('key', name.term, 0, false)] });
  }
  // A code name outside a path (the parameters of a path are camelCase too).
  const inPath = (t: Token) => endpoints.some((e) => t.start >= e.start && t.end <= e.end);
  const code =
    names.length > 0 ||
    /(?:^|\s)--?[a-z]/i.test(text) ||
    tokens.some((t) => !inPath(t) && looksLikeCodeName(text.slice(t.start, t.end)));

  const question = tokens.length > 0 && QUESTION_WORDS.has(tokens[0]?.term ?? '');
  // "api" before "token", "key" (or a misspelling of them: "api tokns") names a thing, not the API.
  const isMarker = (i: number) => API_MARKERS.has(tokens[i]?.term ?? '') && !isNameNoun(tokens[i + 1]?.term ?? '');
  const firstWord = tokens.find((t) => !STOP_WORDS.has(t.term) && !OPTIONAL_WORDS.has(t.term))?.term ?? '';
  const action = endpoints.length > 0 || (!question && ACTION_VERBS.has(firstWord) && tokens.length > 1);
  const api = action ? 2 : !question && tokens.some((_, i) => isMarker(i)) ? 1 : 0;

  const units: Unit[] = tokens.map((t, i) => {
    const stop = STOP_WORDS.has(t.term);
    const optional = stop || OPTIONAL_WORDS.has(t.term) || params.has(i);
    return { term: t.term, stem: stem(t.term), stop, optional, marker: api > 0 && isMarker(i) };
  });
  const last = units.length - 1;
  const evidence = units.some((u) => !u.optional);
  units.forEach((unit, i) => {
    // A stop word is not searched, unless it is the last word, which may be the start of another ("an" -> "analytics").
    if (unit.stop && i !== last) return;
    // Nor are filler, parameters and most question words when the query has other words: they are no evidence,
    // and each would cost its shard and postings. "how", "what" … are, as titles ask them too.
    if (unit.optional && !unit.stop && evidence && !SEARCHED_QUESTION_WORDS.has(unit.term)) return;
    matchers.push({
      from: i,
      to: i + 1,
      kind: 'word',
      parts: [part('word', unit.term, allowedTypos(unit.term), i === last)],
    });
    // Its other spellings are the same word ("organise" finds "organize" as typed, not as a typo).
    for (const variant of spellingVariants(unit.term)) {
      matchers.push({ from: i, to: i + 1, kind: 'word', parts: [part('word', variant, 0, false)] });
    }
  });
  for (let i = 0; i + 1 < units.length; i++) {
    const a = units[i];
    const b = units[i + 1];
    if (!a || !b || a.stop || b.stop) continue;
    for (const joined of new Set([a.term + b.term, a.stem + b.term])) {
      matchers.push({ from: i, to: i + 2, kind: 'concat', parts: [part('concat', joined, 0, false)] });
    }
  }
  const queryStems = new Set(units.map((u) => u.stem));
  for (const synonym of findSynonyms(units.map((u) => u.stem))) {
    for (const phrase of synonym.alternatives) {
      // Stop words of a phrase are not indexed ("a/b test" is "b test"); a phrase the query already
      // holds adds nothing ("remote config payload" is not three words for a record saying "payload").
      const words = phrase.words.filter((w) => !STOP_WORDS.has(w));
      if (words.length === 0 || phrase.stems.every((w) => queryStems.has(w))) continue;
      matchers.push({
        from: synonym.from,
        to: synonym.to,
        kind: 'synonym',
        parts: words.map((w) => part('synonym', w, 0, false)),
      });
    }
  }
  const required = units.map((u, i) => (u.optional ? -1 : i)).filter((i) => i >= 0);
  const lastUnit = units[last];
  return {
    units,
    required: required.length > 0 ? required : units.map((_, i) => i),
    matchers,
    highlight: new Map(),
    prefix: lastUnit ? { term: lastUnit.term, unit: last } : null,
    api,
    code,
  };
}

// ---------------------------------------------------------------- ranking

interface UnitMatch {
  /** Matched by a key (an endpoint, a code name): the record names exactly what the query wrote. */
  key: boolean;
  typo: number;
  direct: boolean;
  attribute: number;
  exact: boolean;
  /** Positions in the record's own text, when direct: one list per matched term form. */
  positions: readonly (readonly number[])[];
  /** The matcher that covered it (concatenations and phrases cover neighbours at distance 1). */
  matcher: number;
}

/** What a page's title holds of the query's words (bit masks), and whether the query is one of its keywords. */
interface TitleMatch {
  inTitle: number;
  inTitleText: number;
  wholeKeyword: boolean;
}

interface Ranked {
  record: number;
  /** Required query words matched. */
  words: number;
  /** Optional query words matched. */
  optional: number;
  coverage: number;
  /** Query words matched by a key. */
  key: number;
  /** 0 best: an API page for an API query, any other page otherwise (generated API pages 1). */
  intent: number;
  /** A code-name query and a record that defines it: how strongly (0 none). */
  definition: number;
  /** Words matched only in the record's headings, when it matches others itself. */
  context: number;
  /** 1: every word is in the title of the record's page. */
  page: number;
  /** Evidence words the record's page title holds (the title outweighs the body when not every word is in it). */
  titleWords: number;
  /** 1: the query is the page's title (every word in it, and no more words in the title than in the query). */
  named: number;
  typo: number;
  direct: number;
  proximity: number;
  attribute: number;
  exact: number;
}

/**
 * A hit below the requested page: counted (nbHits, facets), never shown, so it carries its record only (a
 * frequent word makes thousands of them).
 */
interface Counted {
  record: number;
}

/** What pass 1 of the ranking found (EmbeddedSearchEngine.match), for every page of results. */
interface Matches {
  /** The records that match a word, in record order. */
  hitRecords: number[];
  /** Per record, the required words it matches. */
  wordsOf: Int8Array;
  /** Hits per number of words matched (URLs with distinct). */
  tierSizes: Int32Array;
  most: number;
  hitsTotal: number;
  /** A record's full criteria (computed once per record). */
  evaluate: (record: number) => Ranked;
  /** The ranking order: negative when `a` comes first. */
  compare: (a: Ranked, b: Ranked) => number;
}

/**
 * At most this many sections of one page come before the sections of pages ranked below it, as web
 * search engines limit the results of one site: a long page that matches in many sections does not
 * fill the first screen, and the next pages move up. Its other sections follow, in their order.
 * One, its best: the first screen lists pages to choose from (README.md, "Page crowding").
 */
export const SECTIONS_PER_PAGE = 1;

/**
 * Page crowding over the first `sorted` hits (the ones `rank` sorted): each page keeps its best
 * SECTIONS_PER_PAGE sections in place, its further ones move after the other sorted hits. The unsorted
 * rest stays last. `pageOf` maps a record to its page (the record of the page's title).
 */
export function crowdPages<T extends { record: number }>(
  hits: T[],
  sorted: number,
  pageOf: ArrayLike<number>,
): { hits: T[]; inPlace: number } {
  const head: T[] = [];
  const crowded: T[] = [];
  const shown = new Map<number, number>();
  const end = Math.min(sorted, hits.length);
  for (let i = 0; i < end; i++) {
    const hit = hits[i] as T;
    const page = pageOf[hit.record] ?? -1;
    const count = page < 0 ? 0 : (shown.get(page) ?? 0);
    if (page >= 0) shown.set(page, count + 1);
    (count < SECTIONS_PER_PAGE ? head : crowded).push(hit);
  }
  return { hits: head.concat(crowded, hits.slice(end)), inPlace: head.length };
}

function better(a: UnitMatch, b: UnitMatch): boolean {
  if (a.key !== b.key) return a.key;
  if (a.typo !== b.typo) return a.typo < b.typo;
  if (a.direct !== b.direct) return a.direct;
  if (a.attribute !== b.attribute) return a.attribute < b.attribute;
  return a.exact && !b.exact;
}

/**
 * Distance of two query words in a record's own text, capped at MAX_PROXIMITY. `skipped` stop words of the
 * query stand between them: stop words are not indexed but keep their positions, so "Constraints or segments"
 * holds the words of "constraints or segments" 2 apart; those positions do not count ("constraints, segments"
 * is no closer than the phrase itself).
 */
function distance(a: readonly (readonly number[])[], b: readonly (readonly number[])[], skipped = 0): number {
  let best = MAX_PROXIMITY;
  for (const xs of a) {
    for (const x of xs) {
      for (const ys of b) {
        for (const y of ys) {
          const d = Math.max(1, Math.abs(x - y) - skipped);
          if (d < best) {
            if (d === 1) return 1;
            best = d;
          }
        }
      }
    }
  }
  return best;
}

/** Stop words of the query between its words `from` and `to`. */
function stopsBetween(plan: Plan, from: number, to: number): number {
  let stops = 0;
  for (let i = from + 1; i < to; i++) if (plan.units[i]?.stop) stops++;
  return stops;
}

/** Marks the terms a matcher reached as standing for its query words, for highlighting. */
function highlightTerms(shard: Shard, found: Map<number, FoundTerm>, matcher: Matcher, plan: Plan): void {
  for (const [index, { prefixOnly }] of found) {
    const term = shard.terms[index];
    // Words found as prefix expansions are highlighted on their prefix only (marksOf).
    if (term === undefined || prefixOnly) continue;
    let highlight = plan.highlight.get(term);
    if (!highlight) {
      highlight = { units: new Set() };
      plan.highlight.set(term, highlight);
    }
    for (let u = matcher.from; u < matcher.to; u++) highlight.units.add(u);
  }
}

// ---------------------------------------------------------------- typos

/** `a` and `b` are spelled alike: one starts with the other, or they differ in their last letter only. */
function sameFamily(a: string, b: string): boolean {
  if (a.startsWith(b) || b.startsWith(a)) return true;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common >= Math.min(a.length, b.length) - 1;
}

/**
 * The terms of a shard within `max` typos of `term`, by Damerau's distance (optimal string
 * alignment: an insertion, a deletion, a substitution or a swap of two neighbours is one typo,
 * "segmnets" is 1 from "segments"), the first letter never a typo. The radix tree finds the
 * Levenshtein neighbours; a swap is one of them after swapping two letters of the word back.
 */
function typoTerms(shard: Shard, term: string, max: number): Map<number, number> {
  const found = new Map<number, number>();
  const add = (index: number, typo: number) => {
    if (typo <= 0 || typo > max) return;
    if ((shard.terms[index] ?? '')[0] !== term[0]) return; // a shard holds the words of its first letters only
    const known = found.get(index);
    if (known === undefined || typo < known) found.set(index, typo);
  };
  for (const [, [index, typo]] of shard.map.fuzzyGet(term, max)) add(index, typo);
  // A swap is 2 edits for Levenshtein: within reach only from 8 letters, and counted 2. Each word with two
  // neighbours swapped is looked up (a swap plus another typo, 3 edits, is left out: rare, and costly to find).
  const letters = Array.from(term);
  for (let i = 1; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1] ?? '', swapped[i] ?? ''];
    const index = shard.map.get(swapped.join(''));
    if (index !== undefined) add(index, 1);
  }
  return found;
}

/** A word this much more frequent than the typed one, within its typos, is what the reader meant. */
const SPELLING_RATIO = 8;
/** The same, when the typed word is not on the site at all and only its stem finds words. */
const SPELLING_RATIO_ABSENT = 2;
/** …and it must be a word of the site, not a rare one: at least this many records hold it. */
const SPELLING_MIN_RECORDS = 4;

/**
 * Frequent words over rare ones. When the word a reader typed is rare on the site (or absent, and
 * only reached through its stem) and a word within its typos is far more frequent (twice, for an
 * absent word), the reader
 * most likely misspelled that word ("licence" on a site that writes "license" everywhere): the
 * frequent word then counts as typed, and the rare exact form as the typo. Typo candidates far
 * rarer than the best one are dropped: they are noise, not what the reader meant.
 */
function preferFrequentSpelling(found: Map<number, FoundTerm>, lists: Map<number, Posting[]>): void {
  let typed = 0;
  let present = false;
  let bestTypo = 0;
  for (const [index, term] of found) {
    const df = lists.get(index)?.length ?? 0;
    if (term.prefixOnly) continue;
    if (term.typo === 0) {
      typed = Math.max(typed, df);
      present ||= term.exact;
    } else bestTypo = Math.max(bestTypo, df);
  }
  if (bestTypo === 0) return;
  // A word the site does not have at all ("maintainance") is a typo whatever its stem finds ("maintainers"):
  // its stem's words must then only be more frequent than its typos' (twice), not far more.
  const ratio = present ? SPELLING_RATIO : SPELLING_RATIO_ABSENT;
  const corrected = bestTypo >= SPELLING_MIN_RECORDS && bestTypo >= ratio * typed;
  for (const [index, term] of found) {
    if (term.prefixOnly) continue;
    const df = lists.get(index)?.length ?? 0;
    if (term.typo > 0 && df * SPELLING_RATIO < bestTypo) found.delete(index);
    else if (corrected && term.typo > 0) found.set(index, { ...term, typo: 0, exact: false });
    else if (corrected && term.typo === 0) found.set(index, { ...term, typo: 1 });
  }
}

// ---------------------------------------------------------------- filters

type FacetFilter = { facet: Facet; value: string; negated: boolean };

function parseFacetFilter(text: unknown): FacetFilter | null {
  if (typeof text !== 'string') return null;
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  let facet = text.slice(0, colon).trim();
  let value = text.slice(colon + 1).trim();
  let negated = false;
  if (facet.startsWith('-')) {
    negated = true;
    facet = facet.slice(1);
  }
  if (value.startsWith('-')) {
    negated = !negated;
    value = value.slice(1);
  }
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (facet.startsWith('"') && facet.endsWith('"')) facet = facet.slice(1, -1);
  return (FACETS as readonly string[]).includes(facet) ? { facet: facet as Facet, value, negated } : null;
}

/** AND of OR-groups; filters on attributes that are not facets are dropped, and so are groups left empty. */
function parseFacetFilters(filters: FacetFilters | undefined | unknown): FacetFilter[][] {
  const entries: unknown[] = typeof filters === 'string' ? [filters] : Array.isArray(filters) ? filters : [];
  return entries
    .map((entry) => (Array.isArray(entry) ? entry : [entry]).map(parseFacetFilter).filter((f) => f !== null))
    .filter((group) => group.length > 0);
}

function passes(groups: FacetFilter[][], values: Record<Facet, string>): boolean {
  return groups.every((group) => group.some((f) => (values[f.facet] === f.value) !== f.negated));
}

// ---------------------------------------------------------------- highlighting

/** The parts of a text to highlight, per token: [start, end) offsets and the query words they stand for. */
interface Mark {
  start: number;
  end: number;
  units: Set<number>;
}

function marksOf(text: string, tokens: Token[], plan: Plan): (Mark | null)[] {
  return tokens.map((token) => {
    const known = plan.highlight.get(token.term);
    if (known) return { start: token.start, end: token.end, units: known.units };
    const prefix = plan.prefix;
    if (prefix && token.term.startsWith(prefix.term)) {
      const original = text.slice(token.start, token.end);
      let end = token.end;
      const points = Array.from(original);
      let length = 0;
      for (let k = 1; k <= points.length; k++) {
        length += (points[k - 1] ?? '').length;
        if (fold(points.slice(0, k).join('')).startsWith(prefix.term)) {
          end = token.start + length;
          break;
        }
      }
      return { start: token.start, end, units: new Set([prefix.unit]) };
    }
    return null;
  });
}

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

function render(text: string, from: number, to: number, marks: readonly (Mark | null)[], tags: Tags): string {
  let out = '';
  let at = from;
  for (const mark of marks) {
    if (!mark || mark.start < from || mark.end > to) continue;
    out += escapeHtml(text.slice(at, mark.start)) + tags.pre + escapeHtml(text.slice(mark.start, mark.end)) + tags.post;
    at = mark.end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function matchLevelOf(matched: Set<number>, plan: Plan): MatchLevel {
  if (matched.size === 0) return 'none';
  return plan.required.every((u) => matched.has(u)) ? 'full' : 'partial';
}

function highlightAttribute(text: string, plan: Plan, tags: Tags): HighlightResult {
  const tokens = tokenize(text);
  const marks = marksOf(text, tokens, plan);
  const matched = new Set<number>();
  for (const mark of marks) mark?.units.forEach((u) => matched.add(u));
  const matchLevel = matchLevelOf(matched, plan);
  const result: HighlightResult = {
    value: render(text, 0, text.length, marks, tags),
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map((u) => plan.units[u]?.term ?? ''),
  };
  if (matchLevel !== 'none') {
    result.fullyHighlighted = marks.every((m, i) => m !== null && m.end === tokens[i]?.end);
  }
  return result;
}

function snippetAttribute(text: string, words: number, plan: Plan, tags: Tags): SnippetResult {
  const tokens = tokenize(text);
  const marks = marksOf(text, tokens, plan);
  const matched = new Set<number>();
  for (const mark of marks) mark?.units.forEach((u) => matched.add(u));
  const matchLevel = matchLevelOf(matched, plan);
  if (tokens.length <= words) return { value: render(text, 0, text.length, marks, tags), matchLevel };
  // The window of `words` words holding the most distinct query words, with a little lead-in.
  let best = 0;
  let bestScore = -1;
  for (let start = 0; start + words <= tokens.length; start++) {
    const inWindow = new Set<number>();
    for (let k = start; k < start + words; k++) marks[k]?.units.forEach((u) => inWindow.add(u));
    const firstMark = marks.slice(start, start + words).findIndex((m) => m !== null);
    const score = inWindow.size * 4 - (firstMark >= 0 ? Math.abs(firstMark - 2) : 3);
    if (score > bestScore) {
      bestScore = score;
      best = start;
    }
  }
  const end = best + words;
  const from = best === 0 ? 0 : (tokens[best]?.start ?? 0);
  const to = end >= tokens.length ? text.length : (tokens[end - 1]?.end ?? text.length);
  const ellipsis = escapeHtml(tags.ellipsis);
  return {
    value: (best > 0 ? ellipsis : '') + render(text, from, to, marks, tags) + (end < tokens.length ? ellipsis : ''),
    matchLevel,
  };
}

function attributeText(record: SearchRecord, path: string): string | null {
  if (path === 'content') return typeof record.content === 'string' ? record.content : null;
  const level = path.slice('hierarchy.'.length) as HierarchyLevel;
  const value = record.hierarchy?.[level];
  return typeof value === 'string' ? value : null;
}

const ALL_TEXT_ATTRIBUTES = [...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`), 'content'];

/** Attribute paths a parameter names: 'hierarchy' and '*' expand; others are dropped. */
function textAttributes(list: readonly unknown[] | undefined, fallback: readonly string[]): string[] {
  if (!Array.isArray(list)) return [...fallback];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const name = item.split(':')[0]?.trim() ?? '';
    if (name === '*') out.push(...ALL_TEXT_ATTRIBUTES);
    else if (name === 'hierarchy') out.push(...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`));
    else if (ALL_TEXT_ATTRIBUTES.includes(name)) out.push(name);
  }
  return [...new Set(out)];
}

function setResult<T>(results: AttributeResults<T>, path: string, value: T): void {
  if (path === 'content') {
    results.content = value;
    return;
  }
  const level = path.slice('hierarchy.'.length) as HierarchyLevel;
  results.hierarchy = { ...results.hierarchy, [level]: value };
}

function retrieve(record: SearchRecord, attributes: readonly unknown[] | undefined): EngineHit {
  const hit: EngineHit = { objectID: record.objectID, _highlightResult: {} };
  const wanted = Array.isArray(attributes) ? attributes.filter((a): a is string => typeof a === 'string') : ['*'];
  if (wanted.includes('*')) return { ...structuredCloneRecord(record), _highlightResult: {} };
  const source = record as unknown as Record<string, unknown>;
  const target = hit as unknown as Record<string, unknown>;
  for (const path of wanted) {
    const [head, child] = path.split('.', 2);
    if (!head || head.startsWith('_') || !(head in source)) continue;
    const value = source[head];
    if (child === undefined) {
      target[head] = isObject(value) ? { ...value } : value;
    } else if (isObject(value) && child in value) {
      const existing = target[head];
      target[head] = { ...(isObject(existing) ? existing : {}), [child]: value[child] };
    }
  }
  return hit;
}

function structuredCloneRecord(record: SearchRecord): SearchRecord {
  return { ...record, hierarchy: { ...record.hierarchy }, weight: { ...record.weight } };
}

function clampInteger(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.floor(n))) : fallback;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function encodeParams(request: EngineRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

// ---------------------------------------------------------------- engine

export class EmbeddedSearchEngine {
  private readonly load: IndexLoader;
  private readonly cache = new Map<string, Promise<unknown>>();
  private manifest: Promise<IndexManifest> | null = null;
  private dictionary: Promise<Dictionary> | null = null;

  constructor(load: IndexLoader) {
    this.load = load;
  }

  /** Loads a file once; a failed load is forgotten so that the next search tries again. */
  private file<T>(name: string, read: (value: unknown) => T): Promise<T> {
    let pending = this.cache.get(name) as Promise<T> | undefined;
    if (!pending) {
      pending = Promise.resolve()
        .then(() => this.load(name))
        .then(read, (error: unknown) => {
          throw error instanceof Error ? error : new Error(`search index file ${name} could not be loaded`);
        });
      this.cache.set(name, pending);
      pending.catch(() => this.cache.delete(name));
    }
    return pending;
  }

  private getManifest(): Promise<IndexManifest> {
    if (!this.manifest) {
      const pending = this.file(MANIFEST_FILE, readManifest);
      this.manifest = pending;
      pending.catch(() => {
        this.manifest = null;
      });
    }
    return this.manifest;
  }

  private getDictionary(manifest: IndexManifest): Promise<Dictionary> {
    if (!this.dictionary) {
      const pending = this.file(manifest.dictionary.file, readDictionary);
      this.dictionary = pending;
      pending.catch(() => {
        this.dictionary = null;
      });
    }
    return this.dictionary;
  }

  async search(request: EngineRequest): Promise<EngineResponse> {
    const started = now();
    const req: EngineRequest = isObject(request) ? request : {};
    const query = text(req.query, '');
    const hitsPerPage = clampInteger(req.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = clampInteger(req.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const tags: Tags = {
      pre: text(req.highlightPreTag, '<mark>'),
      post: text(req.highlightPostTag, '</mark>'),
      ellipsis: text(req.snippetEllipsisText, '…'),
    };
    const respond = (hits: EngineHit[], nbHits: number, facets?: EngineResponse['facets']): EngineResponse => {
      const response: EngineResponse = {
        hits,
        nbHits,
        page,
        nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
        hitsPerPage,
        processingTimeMS: Math.round(now() - started),
        query,
        params: encodeParams(req),
        exhaustiveNbHits: true,
        index: text(req.indexName, 'embedded'),
      };
      if (facets) {
        response.facets = facets;
        response.exhaustiveFacetsCount = true;
      }
      return response;
    };
    const facetNames = this.requestedFacets(req.facets);
    const emptyFacets: Record<string, Record<string, number>> | undefined =
      facetNames.length > 0 ? Object.fromEntries(facetNames.map((f) => [f, {}])) : undefined;

    const plan = planQuery(query);
    if (plan.units.length === 0) return respond([], 0, emptyFacets);

    const manifest = await this.getManifest();
    const keys = new Set(plan.matchers.flatMap((m) => m.parts.map((p) => shardKey(p.term))));
    const shardFiles = manifest.shards.filter((s) => s.keys.some((k) => keys.has(k)));
    const [dictionary, shards] = await Promise.all([
      this.getDictionary(manifest),
      Promise.all(
        shardFiles.map(async (entry) => ({ keys: entry.keys, shard: await this.file(entry.file, readShard) })),
      ),
    ]);
    const shardOf = new Map<string, Shard>();
    for (const { keys: shardKeys, shard } of shards) for (const k of shardKeys) shardOf.set(k, shard);

    // The terms each word reaches, then the postings blocks that hold them, then the records.
    const lookups: { part: Part; shard: Shard; found: Map<number, FoundTerm> }[] = [];
    const looked = new Map<Part, Map<number, FoundTerm>>();
    for (const matcher of plan.matchers) {
      for (const p of matcher.parts) {
        const shard = shardOf.get(shardKey(p.term));
        if (!shard) continue;
        const known = looked.get(p);
        if (known) {
          highlightTerms(shard, known, matcher, plan); // a part shared by several matchers: their words too
          continue;
        }
        const found = this.matchTerms(p, matcher, shard, plan);
        looked.set(p, found);
        lookups.push({ part: p, shard, found });
      }
    }
    const blocks = new Map<string, { shard: Shard; entry: PostingsBlockEntry }>();
    for (const { shard, found } of lookups) {
      for (const index of found.keys()) {
        if (shard.postings[index] !== undefined) continue;
        const entry = shard.blocks[blockOf(shard, index)];
        if (entry) blocks.set(entry.file, { shard, entry });
      }
    }
    await Promise.all(
      [...blocks.values()].map(async ({ shard, entry }) => {
        const block = await this.file(entry.file, readBlock);
        if (block.start !== entry.start) throw new Error(`search index postings block ${entry.file} is not valid`);
        block.postings.forEach((text, i) => {
          shard.postings[entry.start + i] = text;
        });
      }),
    );
    for (const { part, shard, found } of lookups) this.addPostings(part, shard, found);

    const filters = parseFacetFilters(req.facetFilters);
    const distinct = req.distinct === true ? 1 : clampInteger(req.distinct, 0, 0, 100);
    const needed = (page + 1) * hitsPerPage;
    const ranked =
      distinct > 0
        ? this.rankCrowded(plan, dictionary, filters, needed, distinct)
        : this.rank(plan, dictionary, filters, needed, distinct).hits;
    const facets = emptyFacets;
    if (facets) {
      for (const r of ranked) {
        const [language, tag] = dictionary.facets[dictionary.facetOf[r.record] ?? -1] ?? ['', ''];
        const values: Record<Facet, string> = { language, docusaurus_tag: tag };
        for (const name of facetNames) {
          const counts = facets[name] ?? {};
          counts[values[name]] = (counts[values[name]] ?? 0) + 1;
          facets[name] = counts;
        }
      }
    }
    const pageRecords = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => r.record);
    const records = await this.records(manifest, pageRecords);
    const highlightPaths = textAttributes(req.attributesToHighlight, ALL_TEXT_ATTRIBUTES);
    const snippetSpecs = (Array.isArray(req.attributesToSnippet) ? req.attributesToSnippet : ['content:10'])
      .filter((s): s is string => typeof s === 'string')
      .flatMap((spec) => {
        const [, count] = spec.split(':');
        const words = clampInteger(count, DEFAULT_SNIPPET_WORDS, 1, 1000);
        return textAttributes([spec], []).map((path) => ({ path, words }));
      });

    const hits = records.map((record) => {
      const hit = retrieve(record, req.attributesToRetrieve);
      for (const path of highlightPaths) {
        const value = attributeText(record, path);
        if (value !== null) setResult(hit._highlightResult, path, highlightAttribute(value, plan, tags));
      }
      if (snippetSpecs.length > 0) {
        const snippets: AttributeResults<SnippetResult> = {};
        for (const { path, words } of snippetSpecs) {
          const value = attributeText(record, path);
          if (value !== null) setResult(snippets, path, snippetAttribute(value, words, plan, tags));
        }
        hit._snippetResult = snippets;
      }
      return hit;
    });
    return respond(hits, ranked.length, facets);
  }

  private requestedFacets(facets: unknown): Facet[] {
    const list = typeof facets === 'string' ? [facets] : Array.isArray(facets) ? facets : [];
    if (list.includes('*')) return [...FACETS];
    return FACETS.filter((f) => list.includes(f));
  }

  /** Finds a part's term, its same-stem forms, typos and (last word) prefix expansions in a shard's terms. */
  private matchTerms(p: Part, matcher: Matcher, shard: Shard, plan: Plan): Map<number, FoundTerm> {
    const found = new Map<number, FoundTerm>();
    const add = (index: number, typo: number, exact: boolean, prefixOnly = false) => {
      const known = found.get(index);
      if (!known || typo < known.typo || (typo === known.typo && exact && !known.exact)) {
        found.set(index, { typo, exact, prefixOnly });
      }
    };
    const exactIndex = shard.map.get(p.term);
    if (exactIndex !== undefined) add(exactIndex, 0, matcher.kind === 'word' || matcher.kind === 'key');
    for (const index of shard.byStem.get(stem(p.term)) ?? []) {
      // A synonym is written in its base form: its other forms share its spelling ("audiences"), while
      // Porter2's wider families do not ("experience" for "experiment").
      if (matcher.kind === 'synonym' && !sameFamily(shard.terms[index] ?? '', p.term)) continue;
      add(index, 0, false);
    }
    if (p.typos > 0) {
      for (const [index, typo] of typoTerms(shard, p.term, p.typos)) add(index, typo, false);
    }
    if (p.prefix) {
      for (const [, index] of shard.map.atPrefix(p.term)) add(index, 0, false, true);
    }
    highlightTerms(shard, found, matcher, plan);
    return found;
  }

  /** Adds the records of the matched terms (their postings blocks loaded) to the part's hits. */
  private addPostings(p: Part, shard: Shard, found: Map<number, FoundTerm>): void {
    const lists = new Map<number, Posting[]>();
    for (const index of found.keys()) {
      let postings = shard.decoded.get(index);
      if (!postings) {
        const text = shard.postings[index];
        if (text === undefined) throw new Error(`search index has no postings for term ${index} of its shard`);
        postings = decodePostings(text);
        shard.decoded.set(index, postings);
      }
      lists.set(index, postings);
    }
    preferFrequentSpelling(found, lists);
    for (const [index, { typo, exact, prefixOnly }] of found) {
      const postings = lists.get(index) ?? [];
      for (const { record, positions } of postings) {
        const known = p.hits.get(record);
        if (!known) {
          p.hits.set(record, { typo, exact, positions, whole: prefixOnly ? [] : positions });
        } else {
          if (!prefixOnly) known.whole = known.whole.concat(positions);
          if (typo < known.typo || (typo === known.typo && exact && !known.exact)) {
            known.typo = typo;
            known.exact = exact;
          }
          known.positions = known.positions.concat(positions);
        }
      }
    }
  }

  /**
   * The hits of `rank` with page crowding (crowdPages). Crowding moves hits back, so the hits are sorted
   * further than the requested page: until the sorted part holds `needed` hits that stay in place, which
   * makes every page of results the same as in the crowded full list.
   */
  private rankCrowded(
    plan: Plan,
    d: Dictionary,
    filters: FacetFilter[][],
    needed: number,
    distinct: number,
  ): (Ranked | Counted)[] {
    // The tiers that fill `reach` hits get the criteria, and twice that many are sorted: usually enough to keep
    // `needed` in place. When not, a wider reach ranks more tiers (from the same matches).
    const matches = this.match(plan, d, filters, distinct);
    for (let reach = needed; ; reach *= 2) {
      const { hits, sorted } = this.rank(plan, d, filters, reach, distinct, reach * 2, matches);
      const crowded = crowdPages(hits, sorted, d.titleOf);
      if (crowded.inPlace >= needed || sorted >= hits.length) return crowded.hits;
    }
  }

  /**
   * The hits: the tiers (by words matched) that fill `needed` (the end of the requested page) get the
   * full criteria, and the best `sortTo` of them come first, in order (`sorted` says how many); the rest
   * follow in no particular order, since only their number is reported.
   */
  private rank(
    plan: Plan,
    d: Dictionary,
    filters: FacetFilter[][],
    needed: number,
    distinct = 0,
    sortTo = needed,
    matches: Matches = this.match(plan, d, filters, distinct),
  ): { hits: (Ranked | Counted)[]; sorted: number } {
    const { hitRecords, wordsOf, tierSizes, most, hitsTotal, evaluate, compare } = matches;
    // Pass 2: the full ranking criteria, only for the tiers (by words matched) that the requested page reaches.
    let floor = most;
    for (let reached = tierSizes[most] ?? 0; floor > 1 && reached < needed; reached += tierSizes[floor] ?? 0) floor--;
    if (most === 0) floor = 0;
    const ranked: Ranked[] = [];
    const rest: Counted[] = [];
    for (const record of hitRecords) {
      const words = wordsOf[record] ?? 0;
      if (most > 0 && words === 0) continue;
      if (words >= floor) ranked.push(evaluate(record));
      // Below the requested page: counted (nbHits, facets), never shown, so not ranked further.
      else rest.push({ record });
    }
    if (ranked.length + rest.length !== hitsTotal) throw new Error('search ranking lost a hit');
    if (distinct > 0) {
      // At most `distinct` records per URL, the best of each (Algolia's distinct on the URL): a section is one
      // hit, its heading or its best paragraph, not one per paragraph.
      const kept = new Map<number, Ranked[]>();
      for (const hit of ranked) {
        const group = d.urlGroup[hit.record] ?? hit.record;
        const list = kept.get(group);
        if (!list) kept.set(group, [hit]);
        else if (list.length < distinct) list.push(hit);
        else {
          // Replace the worst kept record of the URL when this one is better.
          let worst = 0;
          for (let k = 1; k < list.length; k++) if (compare(list[k] as Ranked, list[worst] as Ranked) > 0) worst = k;
          if (compare(hit, list[worst] as Ranked) < 0) list[worst] = hit;
        }
      }
      let write = 0;
      for (const list of kept.values()) for (const hit of list) ranked[write++] = hit;
      ranked.length = write;
      let restWrite = 0;
      const counts = new Uint8Array(d.groups);
      for (const [group, list] of kept) counts[group] = Math.min(255, list.length);
      for (const hit of rest) {
        const group = d.urlGroup[hit.record] ?? 0;
        const count = counts[group] ?? 0;
        if (count >= distinct) continue;
        counts[group] = count + 1;
        rest[restWrite++] = hit;
      }
      rest.length = restWrite;
    }
    if (ranked.length <= sortTo * 4) {
      const hits: (Ranked | Counted)[] = ranked.sort(compare);
      return { hits: hits.concat(rest), sorted: ranked.length };
    }
    // A frequent word makes thousands of hits for a page of 20: keep the best `sortTo` in order (the order is
    // total, so they are the same as after a full sort) and leave the rest, which are only counted, unsorted.
    const best: Ranked[] = [];
    for (const hit of ranked) {
      const worst = best[best.length - 1];
      if (best.length === sortTo && worst && compare(hit, worst) >= 0) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (compare(best[middle] as Ranked, hit) <= 0) low = middle + 1;
        else high = middle;
      }
      best.splice(low, 0, hit);
      if (best.length > sortTo) best.pop();
    }
    const kept = new Set(best);
    const hits: (Ranked | Counted)[] = best.concat(ranked.filter((hit) => !kept.has(hit)));
    return { hits: hits.concat(rest), sorted: best.length };
  }

  /**
   * Pass 1 of `rank`, which does not depend on the page requested: the records each query word reaches, how
   * many words each matches (its tier), and the full criteria of a record, computed once (`evaluate`). Page
   * crowding ranks again with a wider reach; it reuses these.
   */
  private match(plan: Plan, d: Dictionary, filters: FacetFilter[][], distinct: number): Matches {
    // A word found in a heading matches every record under it. For each part, nearest[pi][r] is r itself when
    // r holds the part, else its closest heading ancestor that does, else -1: one pass down the headings per
    // part. A frequent word ("flag" in page titles) makes nearly every record a candidate, so this stays in
    // typed arrays.
    // Matchers with a part that no record holds (most concatenations, unknown words) can never match.
    const live = plan.matchers
      .map((matcher, index) => ({ matcher, index }))
      .filter(({ matcher }) => matcher.parts.every((p) => p.hits.size > 0));
    const parts = [...new Set(live.flatMap(({ matcher }) => matcher.parts))];
    const isCandidate = new Uint8Array(d.records);
    // Per part: its hits in two lists (the records, and how each holds the part; no pair per hit to allocate),
    // and for each record the index in them of its nearest hit, or -1.
    const partRecords = parts.map((p) => Int32Array.from(p.hits.keys()));
    const partHits = parts.map((p) => [...p.hits.values()]);
    const nearest = partRecords.map((list) => {
      const near = new Int32Array(d.total).fill(-1);
      if (list.length * 64 < d.total && list.length < 65536) {
        // A rare part: fill the runs of topDown under its hits, ancestors first so that deeper hits win. The hits
        // are sorted by their place in topDown as numbers (place × 65536 + index in the list): no comparator.
        const keys = new Float64Array(list.length);
        let count = 0;
        list.forEach((record, index) => {
          if (record >= 0 && record < d.total) keys[count++] = (d.order[record] ?? 0) * 65536 + index;
        });
        const sorted = keys.subarray(0, count).sort();
        for (const key of sorted) {
          const index = key % 65536;
          const record = list[index] ?? 0;
          const end = d.subtreeEnd[record] ?? 0;
          for (let i = (key - index) / 65536; i < end; i++) {
            const r = d.topDown[i] ?? 0;
            near[r] = index;
            if (r < d.records) isCandidate[r] = 1;
          }
        }
        return near;
      }
      list.forEach((record, index) => {
        if (record >= 0 && record < d.total) near[record] = index;
      });
      for (let i = 0; i < d.total; i++) {
        const r = d.topDown[i] ?? 0;
        if (near[r] === -1) {
          const parent = d.parents[r] ?? -1;
          if (parent >= 0) near[r] = near[parent] ?? -1;
        }
        if (r < d.records && (near[r] ?? -1) >= 0) isCandidate[r] = 1;
      }
      return near;
    });
    const facetPasses = d.facets.map(([language, tag]) => passes(filters, { language, docusaurus_tag: tag }));
    const partIndex = new Map(parts.map((p, i) => [p, i]));
    const liveParts = live.map(({ matcher }) => matcher.parts.map((p) => partIndex.get(p) ?? -1));
    // Per matcher, the nearest-hit arrays of its parts: the candidate loop below reads them for every record.
    const liveNearest = liveParts.map((indexes) => indexes.map((pi) => nearest[pi] as Int32Array));
    const nearestNow = new Int32Array(parts.length);

    // Pass 1, every candidate: which query words it matches (bit masks; units are at most MAX_QUERY_WORDS),
    // without allocating. A matcher whose words are already covered is not evaluated.
    const requiredMask = plan.units.reduce((mask, u, i) => (u.optional ? mask : mask | (1 << i)), 0);
    const optionalMask = plan.units.reduce((mask, u, i) => (u.optional ? mask | (1 << i) : mask), 0);
    // "api" and "endpoint" are what every record of an API reference page is about.
    const markerMask = plan.units.reduce((mask, u, i) => (u.marker ? mask | (1 << i) : mask), 0);
    const liveMasks = live.map(({ matcher }) => ((1 << matcher.to) - 1) & ~((1 << matcher.from) - 1));
    const phrase = live.map(({ matcher }) => matcher.kind === 'synonym' && matcher.parts.length > 1);
    const bits = (mask: number): number => {
      let count = 0;
      for (let m = mask; m !== 0; m &= m - 1) count++;
      return count;
    };
    const hitRecords: number[] = [];
    const wordsOf = new Int8Array(d.records);
    const tierSizes = new Int32Array(MAX_QUERY_WORDS + 1);
    let most = 0;
    let optionalOnly = 0;
    for (let record = 0; record < d.records; record++) {
      // Hidden headings (numbered from d.records) are context only.
      if (!isCandidate[record]) continue;
      if (!(facetPasses[d.facetOf[record] ?? -1] ?? passes(filters, { language: '', docusaurus_tag: '' }))) continue;
      let covered = (d.api[record] ?? 0) > 0 ? markerMask : 0;
      for (let li = 0; li < live.length; li++) {
        const mask = liveMasks[li] ?? 0;
        if ((mask & ~covered) === 0) continue;
        let matched = true;
        let holder = -1;
        const partsOf = liveParts[li] as number[];
        const nearestOf = liveNearest[li] as Int32Array[];
        for (let k = 0; k < partsOf.length; k++) {
          const near = (nearestOf[k] as Int32Array)[record] ?? -1;
          if (near < 0) {
            matched = false;
            break;
          }
          // The words of a phrase must be in one record (the record or one of its headings), not spread over them.
          if (phrase[li]) {
            const n = partRecords[partsOf[k] as number]?.[near] ?? -1;
            if (holder >= 0 && n !== holder) {
              matched = false;
              break;
            }
            holder = n;
          }
        }
        if (matched) covered |= mask;
      }
      const words = bits(covered & requiredMask);
      if (words === 0 && (covered & optionalMask) === 0) continue;
      hitRecords.push(record);
      wordsOf[record] = words;
      tierSizes[words] = (tierSizes[words] ?? 0) + 1;
      if (words > most) most = words;
      if (words === 0) optionalOnly++;
    }
    // The records matching every required word first, then those matching fewer, most words first (criterion 1),
    // like Algolia's optional words: the list is filled, and a query of unknown words still finds nothing.
    // Records matching question words only are hits only when no record matches a required word.
    const hitsTotal = most > 0 ? hitRecords.length - optionalOnly : optionalOnly;
    if (distinct > 0) {
      // Distinct: a URL counts once, in the tier of its best record (a lower count only ranks more tiers).
      const groupBest = new Int8Array(d.groups).fill(-1);
      tierSizes.fill(0);
      for (const record of hitRecords) {
        const words = wordsOf[record] ?? 0;
        if (most > 0 && words === 0) continue;
        const group = d.urlGroup[record] ?? 0;
        const best = groupBest[group] ?? -1;
        if (words <= best) continue;
        if (best >= 0) tierSizes[best] = (tierSizes[best] ?? 0) - 1;
        groupBest[group] = words;
        tierSizes[words] = (tierSizes[words] ?? 0) + 1;
      }
    }
    const evidence = plan.units.map((_, i) => plan.required.includes(i));
    // The words a page's name must hold (criterion 2): every word the query searches, question words included.
    const searched = plan.units.reduce((mask, u, i) => (u.stop ? mask : mask | (1 << i)), 0);
    // What a page's title holds of the query: the same for every record of the page, so computed once per
    // title (a frequent word makes most records of the site candidates, on a few hundred pages).
    const titleMatches = new Map<number, TitleMatch>();
    const titleMatchOf = (title: number): TitleMatch => {
      const known = titleMatches.get(title);
      if (known) return known;
      // The query words the title holds (a bit each), its keywords included; those its own words hold;
      // and where its keywords hold them (the positions after the title's words).
      let inTitle = 0;
      let inTitleText = 0;
      const titleLength = d.wordCount[title] ?? 0;
      const keywordsStart = keywordsFrom(titleLength);
      const inKeywords: { mask: number; positions: readonly number[] }[] = [];
      for (let li = 0; li < live.length; li++) {
        let all = true;
        let inText = true;
        const keywordPositions: number[] = [];
        for (const pi of liveParts[li] ?? []) {
          const near = (nearest[pi] as Int32Array)[title] ?? -1;
          const hit = near >= 0 ? partHits[pi]?.[near] : undefined;
          if (!hit || partRecords[pi]?.[near] !== title) {
            all = false;
            break;
          }
          inText &&= hit.positions.some((at) => at < titleLength);
          // A keyword is a name only when reached whole: "toggle" is no name of `toggleEnvironmentOff`.
          for (const at of hit.whole) if (at >= keywordsStart) keywordPositions.push(at);
        }
        if (all) {
          const mask = liveMasks[li] ?? 0;
          inTitle |= mask;
          if (inText) inTitleText |= mask;
          if (keywordPositions.length > 0) inKeywords.push({ mask, positions: keywordPositions });
        }
      }
      const match = { inTitle, inTitleText, wholeKeyword: isWholeKeyword(inKeywords, searched) };
      titleMatches.set(title, match);
      return match;
    };
    const noTitle: TitleMatch = { inTitle: 0, inTitleText: 0, wholeKeyword: false };
    const evaluate = (record: number): Ranked => {
      for (let pi = 0; pi < parts.length; pi++) nearestNow[pi] = (nearest[pi] as Int32Array)[record] ?? -1;
      const own = d.levels[record] ?? 7;
      const units: (UnitMatch | undefined)[] = new Array(plan.units.length);
      const title = d.titleOf[record] ?? -1;
      const { inTitle, inTitleText, wholeKeyword } = title >= 0 ? titleMatchOf(title) : noTitle;
      for (let li = 0; li < live.length; li++) {
        const { matcher: m, index: mi } = live[li] as { matcher: Matcher; index: number };
        let typo = 0;
        let direct = true;
        let attribute = 99;
        let exact = m.kind === 'word' || m.kind === 'key';
        const positions: (readonly number[])[] = [];
        let matched = true;
        let holder = -1;
        let previousPositions: readonly number[] | null = null;
        for (const pi of liveParts[li] ?? []) {
          const index = nearestNow[pi] ?? -1;
          const hit = index >= 0 ? partHits[pi]?.[index] : undefined;
          const n = hit ? (partRecords[pi]?.[index] ?? -1) : -1;
          if (!hit || (phrase[li] && holder >= 0 && n !== holder)) {
            matched = false;
            break;
          }
          if (phrase[li]) {
            // A phrase whose words are not next to each other ("allowed … list") is a looser match: one typo.
            if (previousPositions && distance([previousPositions], [hit.positions]) > 2) typo++;
            holder = n;
            previousPositions = hit.positions;
          }
          if (n === record) positions.push(hit.positions);
          else direct = false;
          typo += hit.typo;
          exact &&= hit.exact;
          attribute = Math.min(attribute, n === record ? own : (d.levels[n] ?? 7));
        }
        if (!matched) continue;
        const match: UnitMatch = {
          key: m.kind === 'key',
          typo,
          direct,
          attribute,
          exact,
          positions: direct ? positions : [],
          matcher: mi,
        };
        for (let u = m.from; u < m.to; u++) {
          const known = units[u];
          if (!known || better(match, known)) units[u] = match;
        }
      }
      let words = 0;
      let optional = 0;
      let titled = true;
      let titleWords = 0;
      let key = 0;
      let typo = 0;
      let direct = 0;
      let attribute = 99;
      let exact = 0;
      let proximity = 0;
      let previous: UnitMatch | undefined;
      let previousIndex = -1;
      for (let i = 0; i < units.length; i++) {
        if (plan.units[i]?.marker && (d.api[record] ?? 0) > 0 && !units[i]) {
          // Matched by being on an API page: evidence, but it has no position to be near the others.
          words++;
          direct++;
          exact++;
          continue;
        }
        const u = units[i];
        if (!u) continue;
        if (evidence[i] && !(inTitle & (1 << i))) titled = false;
        else if (evidence[i]) titleWords++;
        // Question words, filler and parameters are no evidence: they only break the last ties.
        if (!evidence[i]) {
          optional++;
          continue;
        }
        words++;
        if (u.key) key++;
        typo += u.typo;
        if (u.direct) direct++;
        if (u.exact) exact++;
        attribute = Math.min(attribute, u.attribute);
        if (previous) {
          proximity +=
            previous.matcher === u.matcher
              ? 1
              : previous.direct && u.direct
                ? distance(previous.positions, u.positions, stopsBetween(plan, previousIndex, i))
                : MAX_PROXIMITY;
        }
        previous = u;
        previousIndex = i;
      }
      // Share of the record's own words that are query words, in tenths: "Feature flags" before "Feature flag variants".
      const coverage = Math.round((10 * direct) / Math.max(direct, d.wordCount[record] ?? 1));
      // Every word in the page's title: the page is about the query ("java sdk" and the page "Java SDK").
      const page = titled && words > 0 ? 1 : 0;
      // The query names the page: "frontend api" is the page "Frontend API", not an operation whose
      // title holds "frontend" among other words. Navigational, so it outranks the query's API intent.
      // A name is either the title's own words, holding every word the query searches, question words included
      // ("what is a feature flag" names "What is a feature flag?", not "Feature flags"), and no more words than
      // the query; or one whole keyword of the page ("cohorts" names "Segments"; "toggle" does not name
      // "Analytics" for its keyword "flag health"). Names are short: a longer query describes what it wants.
      // A code name asks for its definition, not for a page titled with its words ("DATABASE_URL", "Database URL").
      const named =
        !plan.code &&
        page === 1 &&
        title >= 0 &&
        plan.units.length <= MAX_NAME_WORDS &&
        (((d.wordCount[title] ?? 99) <= plan.units.length && (inTitleText & searched) === searched) || wholeKeyword)
          ? 1
          : 0;
      // Words found in the record's headings, when it holds others itself: a paragraph on the page
      // "Segments" that says "users" answers "user cohorts" better than a list that names both. (Within a
      // page whose title holds every word, the title itself comes first.) A heading's own words are heading
      // words too: the heading "Custom stickiness" holds both words of "custom stickiness" as headings.
      const heading = own < levelOfCode('c');
      const context = page === 0 && direct > 0 ? (heading ? words : words - direct) : 0;
      const intent = intentRank(plan.api, d.api[record] ?? 0, (d.pageRank[record] ?? 0) === 0);
      const definition = plan.code && direct === words && words > 0 ? (d.definition[record] ?? 0) : 0;
      return {
        record,
        words,
        optional,
        coverage,
        key,
        intent,
        definition,
        typo,
        page,
        named,
        titleWords,
        context,
        direct,
        proximity,
        attribute,
        exact,
      };
    };
    // A general page (pageRank 2) before a page about one language or SDK (1); generated API pages (0) are
    // ordered by intent, earlier.
    const scopeOf = (record: number): number => ((d.pageRank[record] ?? 0) === 1 ? 0 : 1);
    const compare = (a: Ranked, b: Ranked): number =>
      b.words - a.words ||
      b.named - a.named ||
      b.key - a.key ||
      a.typo - b.typo ||
      b.definition - a.definition ||
      a.intent - b.intent ||
      b.page - a.page ||
      scopeOf(b.record) - scopeOf(a.record) ||
      b.context - a.context ||
      b.direct - a.direct ||
      b.titleWords - a.titleWords ||
      a.proximity - b.proximity ||
      a.attribute - b.attribute ||
      b.exact - a.exact ||
      b.optional - a.optional ||
      b.coverage - a.coverage ||
      (d.pageRank[b.record] ?? 0) - (d.pageRank[a.record] ?? 0) ||
      (d.weightLevel[b.record] ?? 0) - (d.weightLevel[a.record] ?? 0) ||
      (d.position[a.record] ?? 0) - (d.position[b.record] ?? 0) ||
      a.record - b.record;
    // Each record's criteria once, however many times page crowding ranks.
    const evaluated: (Ranked | undefined)[] = new Array<Ranked | undefined>(d.records);
    const evaluateOnce = (record: number): Ranked => {
      let hit = evaluated[record];
      if (!hit) {
        hit = evaluate(record);
        evaluated[record] = hit;
      }
      return hit;
    };
    return { hitRecords, wordsOf, tierSizes, most, hitsTotal, evaluate: evaluateOnce, compare };
  }

  private async records(manifest: IndexManifest, ids: number[]): Promise<SearchRecord[]> {
    const chunks = new Map<string, Promise<DocumentsFile>>();
    for (const id of ids) {
      const entry = chunkOf(manifest, id);
      if (!entry) throw new Error(`search index has no records chunk for record ${id}`);
      if (!chunks.has(entry.file)) chunks.set(entry.file, this.file(entry.file, readDocuments));
    }
    const loaded = new Map<string, DocumentsFile>();
    await Promise.all([...chunks].map(async ([file, pending]) => loaded.set(file, await pending)));
    return ids.map((id) => {
      const entry = chunkOf(manifest, id);
      const chunk = entry ? loaded.get(entry.file) : undefined;
      const record = chunk?.records[id - chunk.from];
      if (!record) throw new Error(`search index records chunk is missing record ${id}`);
      return record;
    });
  }
}
