/**
 * Text handling shared by the index builder and the browser engine, so that
 * a word is cut and folded the same way when it is indexed, searched and
 * highlighted.
 *
 * - A word is a run of letters, digits and combining marks; an apostrophe
 *   between two of them stays inside the word ("don't", "user's").
 *   Everything else (spaces, punctuation, emoji, `<`, `/`, `-`) separates
 *   words, so `feature-flag` is two words and `<img src=x>` is `img src x`.
 *   The language names C#, F# and C++ are words with their sign ("c#"), so
 *   that they do not search for the letter c.
 * - Folding: Unicode NFKD, lower case, then combining marks and apostrophes
 *   removed ("Café" and "cafe" are one word, "user's" is "users").
 * - Lone UTF-16 surrogates (invalid text) are replaced by a space first.
 * - Words longer than MAX_WORD_LENGTH are not indexed (hashes, base64).
 */

export interface Token {
  /** The folded word: what the index stores and queries compare. */
  term: string;
  /** Offsets of the original word in the text (UTF-16 units). */
  start: number;
  end: number;
}

export const MAX_WORD_LENGTH = 40;

/**
 * Queries are cut to this many characters (code points) before anything else
 * is done with them, as Algolia limits queries to 512 bytes: a 10,000-character
 * paste costs no more than a long question. Long enough for an HTTP method and
 * the longest API path of the site (the search box itself takes 64).
 */
export const MAX_QUERY_LENGTH = 128;

// The names of C#, F# and C++ keep their sign ("c#", not the letter "c"); any other word is letters, digits and marks.
const WORD =
  /(?<![\p{L}\p{N}\p{M}])(?:[cf]#|c\+\+)(?![\p{L}\p{N}\p{M}#+])|[\p{L}\p{N}\p{M}]+(?:['\u2019][\p{L}\p{N}\p{M}]+)*/giu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Replaces lone surrogates, which are not text, by spaces (same length). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, ' ');
}

export function fold(word: string): string {
  return word
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\p{M}'\u2019]/gu, '');
}

/** Words of a text with their offsets. Offsets index the original string. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const safe = wellFormed(text);
  for (const match of safe.matchAll(WORD)) {
    const term = fold(match[0]);
    if (term.length === 0) continue;
    const start = match.index ?? 0;
    tokens.push({ term, start, end: start + match[0].length });
  }
  return tokens;
}

/** The query as searched: well-formed, cut to MAX_QUERY_LENGTH code points. */
export function truncateQuery(query: string): string {
  const points = Array.from(wellFormed(query));
  return points.length > MAX_QUERY_LENGTH ? points.slice(0, MAX_QUERY_LENGTH).join('') : wellFormed(query);
}

/** The first character of a folded term, which decides its shard. */
export function firstChar(term: string): string {
  return Array.from(term)[0] ?? '';
}

/** Shard key of a term: its first letter a-z or digit, or '*' for any other script. */
export function shardKey(term: string): string {
  const c = firstChar(term);
  return /^[a-z0-9]$/.test(c) ? c : '*';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The length of a term in code points (typo thresholds count characters, not UTF-16 units). */
export function termLength(term: string): number {
  return Array.from(term).length;
}

/**
 * British and American spellings of a word, the other way round: "organise" and "organize",
 * "behaviour" and "behavior", "licence" and "license", "cancelled" and "canceled". The docs mix
 * them, and readers type either. A query word also searches its other spellings as the same word
 * (no typo): otherwise the one it is not written in counts as a typo, and loses to any page that
 * happens to use the spelling typed. Rules, not a dictionary: a rule's output that no page holds
 * finds nothing, so "enterprize" costs one look-up and changes no result.
 */
/**
 * Each pair once, both ways: what comes before the part that differs (a regular expression), the British and
 * the American part, and the endings that may follow it.
 */
const SPELLING_PAIRS: readonly { before: string; british: string; american: string; endings: string }[] = [
  // -ise, -isation … and -ize, -ization … after a consonant ("organise", not "raise").
  { before: '\\p{L}{2,}[^aeiou\\P{L}]', british: 'is', american: 'iz', endings: 'e|es|ed|ing|ation|ations|er|ers' },
  { before: 'analy|paraly|cataly', british: 's', american: 'z', endings: 'e|es|ed|ing|er|ers' },
  // -our and -or ("colour", "behaviour"), after three letters at least ("hour" and "four" stay).
  { before: '\\p{L}{3,}', british: 'our', american: 'or', endings: '|s|ed|ing|ite|ites|able' },
  // A doubled l before -ed, -ing ("labelled", "cancelling") and the single one.
  { before: '\\p{L}{3,}[aeiou]', british: 'll', american: 'l', endings: 'ed|ing|er|ers' },
  // -ogue and -og ("catalogue", "dialog").
  { before: '\\p{L}{3,}', british: 'ogue', american: 'og', endings: '|s' },
  // -tre and -ter ("centre"), and -ence and -ense of three nouns ("licence").
  { before: 'cen|fib|met|thea', british: 'tre', american: 'ter', endings: '|s' },
  { before: 'lic|def|off', british: 'ence', american: 'ense', endings: '|s|d' },
];

/** Each pair as two rules: the British spelling to the American one, and back. */
const SPELLING_RULES: readonly [RegExp, string][] = SPELLING_PAIRS.flatMap(({ before, british, american, endings }) =>
  [
    [british, american],
    [american, british],
  ].map(([from, to]): [RegExp, string] => [new RegExp(`^(${before})${from}(${endings})$`, 'u'), `$1${to}$2`]),
);

/** The other spellings of a folded word (none for most words). */
export function spellingVariants(term: string): string[] {
  const variants = new Set<string>();
  for (const [rule, replacement] of SPELLING_RULES) {
    if (rule.test(term)) variants.add(term.replace(rule, replacement));
  }
  variants.delete(term);
  return [...variants];
}

// ---------------------------------------------------------------- code names and endpoints

/**
 * Code names written with underscores (`DATABASE_URL`, `cache_directory`) are words joined by
 * `_`. The tokenizer splits them (so "database" still finds `DATABASE_URL`); the index also holds
 * the parts joined into one term (`databaseurl`), and a query that writes the name whole matches
 * that term, which prose that merely uses the words ("the database URL") does not have.
 */
const UNDERSCORE_NAME = /[\p{L}\p{N}]+(?:_+[\p{L}\p{N}]+)+/gu;

export interface JoinedName {
  /** The folded parts joined: the term the index holds. */
  term: string;
  /** Offsets of the name in the text (UTF-16 units). */
  start: number;
  end: number;
}

export function underscoreNames(text: string): JoinedName[] {
  const names: JoinedName[] = [];
  for (const match of wellFormed(text).matchAll(UNDERSCORE_NAME)) {
    const term = fold(match[0].replace(/_/g, ''));
    const start = match.index ?? 0;
    if (term.length <= MAX_WORD_LENGTH) names.push({ term, start, end: start + match[0].length });
  }
  return names;
}

/** Looks like a name in code: `camelCase`, `snake_case`, `SCREAMING_CASE`, `--cli-flag` (not an acronym: `SSO`). */
export function looksLikeCodeName(word: string): boolean {
  return /^--?[a-z]/i.test(word) || /_/.test(word) || /\p{Ll}\p{Lu}/u.test(word);
}

export const HTTP_METHODS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/**
 * An HTTP method and path, or a path alone, as written in a heading or a query:
 * `GET /api/client/features/{featureName}`, `PUT /api/admin/segments/:id`, `/api/admin/segments`,
 * `api/admin/events`. A path starts with `/` (or with `api/`); `{param}` and `:param` segments are
 * parameters, whatever their names.
 */
const ENDPOINT =
  /(?:\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+)?(?<![\p{L}\p{N}/])((?:\/|api\/)[\p{L}\p{N}_.~{}:\\-]*(?:\/[\p{L}\p{N}_.~{}:\\-]*)*)/giu;

export interface Endpoint {
  /** Lower case, or null when only a path was written. */
  method: string | null;
  /** Path segments, folded; every parameter is `{}`. */
  segments: string[];
  start: number;
  end: number;
  /** Offsets of the parameter segments in the text. */
  params: { start: number; end: number }[];
}

export function findEndpoints(text: string): Endpoint[] {
  const found: Endpoint[] = [];
  for (const match of wellFormed(text).matchAll(ENDPOINT)) {
    const written = match[2] ?? '';
    const pathStart = (match.index ?? 0) + match[0].length - written.length;
    // A sentence may end right after the path: "… on /api/frontend."
    const path = written.replace(/[.,:]+$/, '');
    const segments: string[] = [];
    const params: { start: number; end: number }[] = [];
    let at = pathStart;
    for (const raw of path.split('/')) {
      const segment = raw.replace(/\\/g, '');
      if (/^(?:\{[^{}]*\}|:[\p{L}\p{N}_]+)$/u.test(segment)) {
        segments.push('{}');
        params.push({ start: at, end: at + raw.length });
      } else if (segment !== '') {
        segments.push(fold(segment));
      }
      at += raw.length + 1;
    }
    // A lone slash or a path of punctuation is not an endpoint.
    if (!segments.some((s) => s !== '{}' && /[\p{L}]/u.test(s))) continue;
    found.push({
      method: match[1] ? match[1].toLowerCase() : null,
      segments,
      start: match.index ?? 0,
      end: pathStart + path.length,
      params,
    });
  }
  return found;
}

/** FNV-1a, 32 bits, in base 36: short, stable, browser-safe. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** Index terms of endpoints start with this: no word of the text does (terms are letters and digits). */
export const ENDPOINT_TERM_PREFIX = '00ep';

/**
 * The index terms that stand for an endpoint: one for its path and, with a method, one for method and
 * path. A query naming the same endpoint (parameters named anything, `{x}` or `:x`) computes the same terms.
 */
export function endpointTerms(endpoint: Pick<Endpoint, 'method' | 'segments'>): string[] {
  const path = `/${endpoint.segments.join('/')}`;
  const terms = [ENDPOINT_TERM_PREFIX + hash(path)];
  if (endpoint.method) terms.push(ENDPOINT_TERM_PREFIX + hash(`${endpoint.method} ${path}`));
  return terms;
}
