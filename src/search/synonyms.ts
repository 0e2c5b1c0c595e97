/**
 * Domain synonyms, applied at query time only (the index is not touched, so
 * editing this table needs no rebuild of the index).
 *
 * Each row is a group of equivalent phrases, like Algolia's regular
 * (multi-way) synonyms: when a query contains one phrase of a row, a record
 * that contains another phrase of that row matches those query words too.
 * Phrases are compared after folding and stemming, so "toggles" finds the row
 * of "toggle" and "environments" the row of "environment". A synonym match
 * counts as a match without typo, but not as an exact one: a record with the
 * word the reader typed ranks above one with its synonym, all else equal.
 */

import { stem } from 'porter2';
import { tokenize } from './text';

export const SYNONYMS: readonly (readonly string[])[] = [
  ['flag', 'toggle', 'feature flag', 'feature toggle'],
  ['a/b test', 'a/b testing', 'ab test', 'ab testing', 'experiment'],
  ['kill switch', 'killswitch', 'circuit breaker'],
  ['sdk', 'client', 'client library'],
  ['token', 'key', 'api key'],
  ['rollout', 'gradual rollout', 'percentage rollout'],
  ['env', 'environment'],
  ['segment', 'audience'],
  ['constraint', 'targeting rule'],
];

/** A phrase as the engine compares it: folded words and their stems. */
export interface Phrase {
  words: string[];
  stems: string[];
}

export interface SynonymMatch {
  /** Query words [from, to) that the phrase of the row covers. */
  from: number;
  to: number;
  /** The other phrases of the row; a record with any of them matches those words. */
  alternatives: Phrase[];
}

function toPhrase(text: string): Phrase {
  const words = tokenize(text).map((t) => t.term);
  return { words, stems: words.map(stem) };
}

/** The table as phrases; phrases equal after stemming ("a/b test", "a/b testing") are kept once. */
const GROUPS: Phrase[][] = SYNONYMS.map((row) => {
  const seen = new Set<string>();
  return row.map(toPhrase).filter((phrase) => {
    const key = phrase.stems.join(' ');
    if (seen.has(key) || phrase.words.length === 0) return false;
    seen.add(key);
    return true;
  });
});

/**
 * Every span of the query (given as stems) that equals a phrase of the table,
 * with the row's other phrases. Spans may overlap: "feature toggle" matches
 * both "feature toggle" and "toggle".
 */
export function findSynonyms(queryStems: readonly string[]): SynonymMatch[] {
  const matches: SynonymMatch[] = [];
  for (const group of GROUPS) {
    for (const phrase of group) {
      const n = phrase.stems.length;
      for (let from = 0; from + n <= queryStems.length; from++) {
        if (phrase.stems.every((s, k) => queryStems[from + k] === s)) {
          matches.push({ from, to: from + n, alternatives: group.filter((other) => other !== phrase) });
        }
      }
    }
  }
  return matches;
}
