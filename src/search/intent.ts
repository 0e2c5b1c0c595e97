/**
 * What a query's words say about the reader's intent, as word lists the
 * engine reads when it plans a query (engine.ts, planQuery). Browser-safe.
 *
 * - Question words and filler are searched and highlighted like any word,
 *   but they are not evidence: a record is never required to hold them, and
 *   they count only to break the last ties ("how do I create an API token"
 *   ranks on "create", "api", "token").
 * - API intent: a query that writes an HTTP method or path, or that names
 *   an action on a resource in the imperative ("update segment api",
 *   "archive a feature flag"), asks for an API operation; the operation pages
 *   rank first among the records that match as well. Words that only say
 *   "API" ("api", "endpoint", "via") are then not evidence: every operation
 *   page is about the API. A question ("how do I create an API token") is
 *   not an API request: it asks for the guide.
 */

/** Words that ask: a query starting with one of them is a question. */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'how',
  'what',
  'whats',
  'why',
  'when',
  'where',
  'which',
  'who',
  'whom',
  'whose',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'shall',
  'may',
  'might',
  'am',
  'i',
  'im',
  'me',
  'my',
  'we',
  'our',
  'us',
]);

/**
 * The question words that titles use ("How to create API tokens", "What is a feature flag"): the
 * only optional words that are searched when a query has other words, to break the last ties.
 */
export const SEARCHED_QUESTION_WORDS: ReadonlySet<string> = new Set([
  'how',
  'what',
  'why',
  'when',
  'where',
  'which',
  'who',
]);

/** Words of a question that carry no topic: not evidence either. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'please',
  'possible',
  'way',
  'want',
  'wants',
  'able',
  'anyone',
  'someone',
  'something',
  'there',
  'just',
  'really',
  'use',
  'using',
  'used',
  'uses',
  'via',
  // Pronouns, adverbs and linking words of a sentence ("a segment that strategies still use"). Not the
  // ones error messages and names hold as words: "only" (read-only mode), "already" and "any" (pasted
  // errors), "get" (an HTTP method), "many" ("too many requests"); each of those moved queries the wrong
  // way on the tuning set.
  'about',
  'also',
  'anything',
  'because',
  'been',
  'being',
  'but',
  'each',
  'else',
  'even',
  'ever',
  'he',
  'her',
  'here',
  'him',
  'his',
  'into',
  'need',
  'needs',
  'now',
  'once',
  'she',
  'so',
  'some',
  'still',
  'such',
  'than',
  'then',
  'them',
  'their',
  'these',
  'they',
  'those',
  'too',
  'very',
  'while',
  'yet',
]);

/** Words that ask for the API itself. Not a marker before "token" or "key" ("API token" is a thing). */
export const API_MARKERS: ReadonlySet<string> = new Set(['api', 'apis', 'endpoint', 'endpoints', 'rest', 'http']);

/** The nouns that make "api" part of a name rather than a request for the API. */
export const API_NAME_NOUNS: ReadonlySet<string> = new Set(['token', 'tokens', 'key', 'keys', 'access']);

/**
 * Verbs of the operations an API offers on its resources. A query that starts with one of them
 * ("revive archived flag", "list projects") names an action on a resource.
 */
export const ACTION_VERBS: ReadonlySet<string> = new Set([
  'add',
  'archive',
  'assign',
  'bulk',
  'clone',
  'copy',
  'create',
  'delete',
  'export',
  'fetch',
  'import',
  'list',
  'mark',
  'overwrite',
  'patch',
  'post',
  'put',
  'register',
  'remove',
  'rename',
  'replace',
  'retrieve',
  'revive',
  'unassign',
  'update',
  'upsert',
  'validate',
]);
