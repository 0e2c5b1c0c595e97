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
  // Unleash's own renames (the old words live on in the site's redirects: /advanced/toggle_variants …).
  ['flag', 'toggle', 'feature flag', 'feature toggle', 'feature flipper'],
  ['addon', 'integration'],
  ['audit log', 'event log', 'audit trail'],
  ['backend token', 'backend api token', 'client token', 'client api token', 'server api token'],
  ['frontend token', 'frontend api token', 'proxy client key'],
  // What other feature-management tools and the wider industry call the same things.
  ['a/b test', 'a/b testing', 'ab test', 'ab testing', 'split test', 'split testing', 'experiment'],
  ['control group', 'holdout group', 'holdout'],
  ['kill switch', 'killswitch', 'circuit breaker', 'off switch', 'emergency switch'],
  ['dependent flag', 'prerequisite flag', 'prerequisite', 'parent flag', 'flag dependency'],
  ['change request', 'approval workflow', 'four eyes', 'four eyes principle', 'approval'],
  ['schedule', 'time based', 'timed release', 'release date'],
  ['service account', 'machine user', 'bot user', 'technical user'],
  ['entra', 'entra id', 'azure ad', 'azure active directory'],
  ['scim', 'user provisioning', 'sync users'],
  ['sdk', 'client', 'client library'],
  ['token', 'key', 'api key'],
  ['rollout', 'gradual rollout', 'percentage rollout'],
  ['gradual rollout', 'progressive rollout', 'canary release', 'canary deployment', 'canary rollout'],
  ['env', 'environment'],
  ['segment', 'audience', 'cohort'],
  ['constraint', 'targeting rule'],
  ['variant', 'variation', 'multivariate', 'treatment'],
  ['payload', 'remote config', 'remote configuration'],
  ['allow list', 'allowlist', 'whitelist', 'white list'],
  ['deny list', 'denylist', 'blocklist', 'blacklist', 'black list'],
  ['sso', 'single sign on', 'single signon'],
  ['oidc', 'openid connect', 'open id connect'],
  ['rbac', 'role based access control', 'access control'],
  ['pat', 'personal access token'],
  ['idp', 'identity provider'],
  ['relay proxy', 'unleash edge', 'unleash proxy'],
  ['technical debt', 'tech debt'],
  ['self hosted', 'self hosting', 'on premise', 'on premises', 'on prem'],
  ['server side', 'backend'],
  ['client side', 'frontend'],
  ['k8s', 'kubernetes'],
  // Words of release practice and of other tools for features Unleash names differently (reviewed
  // 2026-12-05: each row is vocabulary in common use elsewhere, not a phrase of one query).
  ['project', 'workspace'],
  ['environment', 'deployment stage'],
  ['event log', 'change history', 'flag history', 'activity log'],
  ['signal', 'inbound webhook', 'incoming webhook'],
  ['action', 'automation rule'],
  ['terraform', 'infrastructure as code', 'flags as code', 'configuration as code'],
  ['webhook', 'http callback'],
  ['impression data', 'impression event', 'exposure event', 'exposure'],
  ['strategy variant', 'traffic allocation', 'traffic split'],
  ['tag', 'label'],
  ['unleash context', 'evaluation context', 'user attribute', 'targeting attribute'],
  ['gradual rollout', 'ring deployment', 'staged rollout', 'phased rollout'],
  ['release template', 'release plan', 'rollout plan'],
  ['stale flag', 'zombie flag', 'dead flag', 'unused flag'],
  ['resource limit', 'quota'],
  ['playground', 'evaluation debugger'],
  // Languages by their other names.
  ['go', 'golang'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
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

// ---------------------------------------------------------------- names from the site's redirects

/** Words of an old path that name no topic: an old page called only this has no useful other name. */
const GENERIC_PATH_WORDS: ReadonlySet<string> = new Set([
  'a',
  'advanced',
  'an',
  'and',
  'api',
  'deploy',
  'docs',
  'documentation',
  'guide',
  'help',
  'how',
  'index',
  'integrations',
  'introduction',
  'of',
  'overview',
  'reference',
  'the',
  'to',
  'topics',
  'tutorials',
  'unleash',
  'use',
  'user',
  'using',
]);

/** One redirect group of config/redirects.ts: the page that holds the content now, and its old paths. */
export interface RedirectSource {
  to: string;
  from: readonly string[];
}

/**
 * Other names of pages, from the site's redirects: every old path names the page that holds its
 * content now, in the words of its last segment ("/advanced/audit_log" -> "audit log" for
 * /reference/events, "/addons" -> "addons" for /reference/integrations). "how-to-" and generic
 * words are left out, and so is a name of generic words only, or of a section of the page's own path. The index searches these names with
 * the page's title (plugins/search-index); `npm run search -- --aliases` prints them for review.
 */
export function redirectAliases(groups: readonly RedirectSource[]): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  for (const { to, from } of groups) {
    const names = new Set<string>();
    // A section's old index page sent to a page of that section ("/use-cases" to
    // "/feature-flag-tutorials/use-cases/gradual-rollout") names the section, not the page.
    const sections = new Set(to.split('/').filter(Boolean).slice(0, -1));
    for (const old of from) {
      const segment = old.split('/').filter(Boolean).pop() ?? '';
      if (sections.has(segment)) continue;
      const words = segment
        .replace(/^how-to-/, '')
        .split(/[-_.\s]+/)
        .map((w) => w.toLowerCase())
        .filter(Boolean);
      if (words.every((w) => GENERIC_PATH_WORDS.has(w) || /^v?\d+$/.test(w))) continue;
      names.add(words.join(' '));
    }
    if (names.size > 0) aliases.set(to, [...names].sort());
  }
  return aliases;
}
