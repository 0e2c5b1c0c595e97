/**
 * Text handling shared by the index builder and the browser engine, so that
 * a word is cut and folded the same way when it is indexed, searched and
 * highlighted.
 *
 * - A word is a run of letters, digits and combining marks; an apostrophe
 *   between two of them stays inside the word ("don't", "user's").
 *   Everything else (spaces, punctuation, emoji, `<`, `/`, `-`) separates
 *   words, so `feature-flag` is two words and `<img src=x>` is `img src x`.
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
 * paste costs no more than a long question.
 */
export const MAX_QUERY_LENGTH = 64;

const WORD = /[\p{L}\p{N}\p{M}]+(?:['\u2019][\p{L}\p{N}\p{M}]+)*/gu;
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
