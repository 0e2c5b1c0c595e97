/**
 * `npm run bench:search`: how good, how fast and how heavy the site's
 * embedded search is, next to the usual local-search plugin for Docusaurus,
 * @easyops-cn/docusaurus-search-local (lunr), built on the same site in the
 * same run. A benchmark, not a test: it prints figures and the targets they
 * are held against, and exits 0 whenever it could measure, met or missed;
 * it exits 1 only when it could not (a build or an install failed, an index
 * is missing, a relevance file is malformed).
 *
 *   npm run bench:search [-- --build DIR] [--relevance FILE] [--keep-temp]
 *
 * What it measures:
 *   1. Relevance, on tests/fixtures/search-relevance.json (the project's own
 *      set: { q, targets, kind }) and, with --relevance FILE, on another set of
 *      the same shape. Each hit URL is reduced to its path (no host, query,
 *      #fragment or trailing slash), targets likewise; the rank of the first
 *      hit whose path is a target's path counts. MRR@10 = mean of 1/rank (0
 *      when no target is in the top 10); recall@5 = share of queries with a
 *      target in the top 5. Both engines return 10 results (the peer's
 *      search box shows 8 by default; its worker takes the limit as an
 *      argument).
 *   2. Warm query latency, p50 and p95 (nearest rank) over every query of
 *      the set run 5 times after one warm-up pass. Ours: the `ms` that
 *      `node scripts/search.mjs --build DIR --stdin --limit 10` reports (the
 *      engine's search plus the mapping of hits, index files cached). Peer:
 *      the time of the search function below in this process, the index
 *      already parsed.
 *   3. Bytes fetched before the first result, cold. Ours: for each query a
 *      new engine loads the index from disk through a loader that counts the
 *      files it reads (each once), answering the request the DocSearch modal
 *      sends (20 hits, contextual facetFilters, snippets); raw bytes and the
 *      sum of each file gzipped at level 9, for the median and the worst
 *      query. Peer: its client downloads its whole search-index file before
 *      it can answer anything, so that file's size, the same for every
 *      query. Only index data counts, not the JavaScript that runs a search.
 *   4. Index size: every file of build/search-index/ (ours) and every
 *      search-index*.json at the root of the peer's build, raw and gzip -9.
 *   5. Build-time cost of our indexing: the time the build log prints for
 *      the postBuild step (`[search-index] N records, M files in X ms`) as a
 *      share of the wall-clock time of the whole `docusaurus build`. Not
 *      measured with --build DIR (no build runs then).
 *   Also printed: the median number of results per query (of 10), cold
 *   first-query time (load + parse + search, median), figures per kind of
 *   query, and every query that either engine does not answer at rank 1.
 *
 * How:
 *   - Our build: the project's sources are copied into a temp dir (not
 *     node_modules, build, .docusaurus, .git), node_modules is a directory of
 *     links to each installed package (so the copy has its own empty bundler
 *     cache), the copy is committed to a new git repository (the docs read
 *     last-update dates from git), and `SITE_OFFLINE=1 docusaurus build
 *     --out-dir <tmp>` runs there: a cold build that touches nothing in the
 *     project. --build DIR skips it and uses DIR (it must hold search-index/).
 *   - The peer: `npm install --legacy-peer-deps` of the pinned version into
 *     a temp dir of its own (its optional peer `open-ask-ai` is not wanted;
 *     --prefix and nothing else, so the project's node_modules is never
 *     written). Its copies of @docusaurus/*, react, react-dom and
 *     react-router(-dom) are replaced by links to the project's, so that the
 *     site has one instance of each. A second copy of the project gets a
 *     link to it, the theme in docusaurus.config.ts ({ hashed: true,
 *     indexDocs: true, indexBlog: false, indexPages: false,
 *     docsRouteBasePath: '/', language: ['en'] }), no `algolia` themeConfig
 *     (so theme-search-algolia is not loaded) and no src/theme/SearchBar or
 *     SearchPage (both themes would provide them); it is built the same way.
 *   - The peer's queries are answered in Node with the lunr it installs,
 *     replicating its web worker (dist/client/client/theme/worker.js and
 *     utils/{tokenize,smartTerms,smartQueries,sortSearchResults}.js, 0.55.3):
 *     lower-case and split on spaces and hyphens; one term of all the words
 *     (max 12), plus the term without English stop words when some were
 *     removed, plus, for terms of 3+ words, each term missing one word; every
 *     term queried with all words required, at edit distance 0 then
 *     `fuzzyMatchingDistance` (1 by default; a word only gets it when longer
 *     than the distance), each also with a trailing wildcard on the last word
 *     (as you type); each query runs on the title, heading, description,
 *     keywords and content indexes in turn, results deduplicated by document
 *     id, until the limit is reached; then its sort (headings and content
 *     grouped after their page's title). The settings it uses (language,
 *     stop-word filter, fuzzy distance, index file name) are read from the
 *     files the plugin generated in the peer build. Chinese word cutting and
 *     the Web Worker hop are left out (English site; no effect on results).
 *
 * 1 KB = 1000 bytes throughout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { EmbeddedSearchEngine } from '../src/search/engine';
import type { EngineRequest } from '../src/search/types';
import { commitCopy, prepareCopy } from './lib/project-copy';
import { table, tail } from './lib/report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ownRelevanceFile = path.join(root, 'tests', 'fixtures', 'search-relevance.json');

const peerPackage = '@easyops-cn/docusaurus-search-local';
const peerVersion = '0.55.3';
const peerOptions = {
  hashed: true,
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/',
  language: ['en'],
};
/** Packages the site must have exactly once: the peer's copies are replaced by links to the project's. */
const sharedPackages = ['@docusaurus', 'react', 'react-dom', 'react-router', 'react-router-dom'];

const LIMIT = 10;
const TIMED_RUNS = 5;

const targets = {
  p95Ms: 10,
  firstResultGzipBytes: 150_000,
  indexingShare: 0.15,
};

const KINDS = ['keyword', 'question', 'typo', 'api', 'synonym', 'sdk', 'config', 'fact'] as const;
type Kind = (typeof KINDS)[number];

interface RelevanceQuery {
  q: string;
  targets: string[];
  kind: Kind;
}

interface RelevanceSet {
  label: string;
  file: string;
  queries: RelevanceQuery[];
}

class BenchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BenchError';
  }
}

function log(message: string): void {
  console.log(`[bench:search] ${message}`);
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(2)} ms`;
const fixed3 = (value: number): string => value.toFixed(3);
const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;
const ratio = (ours: number | null, peer: number | null): string =>
  ours === null || peer === null ? 'n/a' : peer === 0 ? (ours === 0 ? '1.00x' : 'inf') : `${(ours / peer).toFixed(2)}x`;

/** Nearest-rank percentile of a list of numbers (p in 0..1). */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

const gzipSizes = new Map<string, number>();
/** gzip -9 size of a file, cached by path. */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

// ---------------------------------------------------------------- relevance sets

function isKind(value: unknown): value is Kind {
  return typeof value === 'string' && (KINDS as readonly string[]).includes(value);
}

function loadRelevance(file: string, label: string): RelevanceSet {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BenchError(`cannot read the relevance set ${file}: ${error instanceof Error ? error.message : error}`);
  }
  if (!Array.isArray(data) || data.length === 0) throw new BenchError(`${file}: expected a non-empty JSON array`);
  const queries = data.map((entry: unknown, index): RelevanceQuery => {
    const where = `${file}, entry ${index}`;
    if (typeof entry !== 'object' || entry === null) throw new BenchError(`${where}: not an object`);
    const { q, targets: targetList, kind } = entry as Record<string, unknown>;
    if (typeof q !== 'string' || q.trim() === '' || /[\r\n]/.test(q)) {
      throw new BenchError(`${where}: "q" must be a one-line, non-blank string`);
    }
    if (!Array.isArray(targetList) || targetList.length === 0 || !targetList.every((t) => typeof t === 'string')) {
      throw new BenchError(`${where}: "targets" must be a non-empty array of routes`);
    }
    if (!isKind(kind)) throw new BenchError(`${where}: "kind" must be one of ${KINDS.join(', ')}`);
    return { q, targets: targetList as string[], kind };
  });
  return { label, file, queries };
}

/** A URL or route reduced to its path: no host, query, #fragment or trailing slash. */
function pathOf(url: string): string {
  const pathname = new URL(url, 'https://site.invalid').pathname.replace(/\/+$/, '');
  return pathname === '' ? '/' : pathname;
}

/** 1-based rank of the first result whose path is a target's path within the top LIMIT, 0 if none. */
function rankOf(resultPaths: readonly string[], targetRoutes: readonly string[]): number {
  const wanted = new Set(targetRoutes.map(pathOf));
  const index = resultPaths.slice(0, LIMIT).findIndex((p) => wanted.has(pathOf(p)));
  return index + 1;
}

interface Scores {
  mrr: number;
  recall5: number;
}

function score(ranks: readonly number[]): Scores {
  if (ranks.length === 0) return { mrr: Number.NaN, recall5: Number.NaN };
  const mrr = ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / ranks.length;
  const recall5 = ranks.filter((rank) => rank > 0 && rank <= 5).length / ranks.length;
  return { mrr, recall5 };
}

/** Targets whose page is not in the build: the set is stale, or the query is unanswerable there. */
function missingTargetPages(set: RelevanceSet, outDir: string): string[] {
  const missing = new Set<string>();
  for (const query of set.queries) {
    for (const target of query.targets) {
      const route = pathOf(target);
      const file = route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route}.html`);
      if (!fs.existsSync(file) && !fs.existsSync(path.join(outDir, route, 'index.html'))) missing.add(route);
    }
  }
  return [...missing].sort();
}

// ---------------------------------------------------------------- copies and builds

function waitForExit(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0)));
    child.on('error', () => resolve(127));
  });
}

async function runLogged(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<{ code: number; seconds: number }> {
  const out = fs.openSync(options.logFile, 'a');
  const started = performance.now();
  try {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', out, out] });
    const code = await waitForExit(child);
    return { code, seconds: (performance.now() - started) / 1000 };
  } finally {
    fs.closeSync(out);
  }
}

interface BuildResult {
  outDir: string;
  seconds: number;
  logFile: string;
}

async function buildSite(siteDir: string, outDir: string, logFile: string, what: string): Promise<BuildResult> {
  const { code, seconds } = await runLogged(
    path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['build', '--out-dir', outDir],
    { cwd: siteDir, env: { ...process.env, SITE_OFFLINE: '1' }, logFile },
  );
  if (code !== 0)
    throw new BenchError(`${what} build exited with code ${code}; last lines of ${logFile}:\n${tail(logFile)}`);
  return { outDir, seconds, logFile };
}

interface IndexingTime {
  records: number;
  files: number;
  ms: number;
}

function indexingTime(logFile: string): IndexingTime {
  const match = /\[search-index\] (\d+) records, (\d+) files in (\d+) ms/.exec(fs.readFileSync(logFile, 'utf8'));
  if (!match) throw new BenchError(`the build log ${logFile} has no "[search-index] N records, M files in X ms" line`);
  return { records: Number(match[1]), files: Number(match[2]), ms: Number(match[3]) };
}

/** Installs the peer into a directory of its own and returns the package's directory. */
async function installPeer(installDir: string, logFile: string): Promise<string> {
  fs.mkdirSync(installDir, { recursive: true });
  fs.writeFileSync(path.join(installDir, 'package.json'), '{ "name": "bench-search-peer", "private": true }\n');
  const spec = `${peerPackage}@${peerVersion}`;
  const { code } = await runLogged(
    'npm',
    [
      'install',
      '--prefix',
      installDir,
      '--no-save',
      '--no-package-lock',
      '--legacy-peer-deps',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      spec,
    ],
    { cwd: installDir, env: process.env, logFile },
  );
  if (code !== 0) throw new BenchError(`npm install ${spec} exited with code ${code}; last lines:\n${tail(logFile)}`);
  const modules = path.join(installDir, 'node_modules');
  const packageDir = path.join(modules, peerPackage);
  if (!fs.existsSync(path.join(packageDir, 'package.json'))) {
    throw new BenchError(`npm install ${spec} succeeded but ${packageDir} is missing`);
  }
  for (const name of sharedPackages) {
    const project = path.join(root, 'node_modules', name);
    if (!fs.existsSync(project)) continue;
    const own = path.join(modules, name);
    fs.rmSync(own, { recursive: true, force: true });
    fs.symlinkSync(project, own);
  }
  return packageDir;
}

/** Adds the peer theme, drops the algolia themeConfig and the project's SearchBar/SearchPage, in a copy. */
function configurePeerCopy(siteDir: string): void {
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  let config = fs.readFileSync(configFile, 'utf8');
  const algoliaLine = /^[ \t]*algolia:[^\n]*\n/m;
  if (!algoliaLine.test(config))
    throw new BenchError('docusaurus.config.ts has no `algolia:` themeConfig line to remove');
  config = config.replace(algoliaLine, '');
  const peerTheme = `[${JSON.stringify(peerPackage)}, ${JSON.stringify(peerOptions)}]`;
  // The config may already list themes (the API reference's); a second `themes:` key would
  // silently replace the first, so the peer joins the existing list when there is one.
  const themesLine = /^([ \t]*)themes:\s*\[/m;
  const themes = themesLine.exec(config);
  if (themes) {
    const at = themes.index + themes[0].length;
    config = `${config.slice(0, at)}${peerTheme}, ${config.slice(at)}`;
  } else {
    const pluginsLine = /^([ \t]*)plugins:\s*\[/m;
    const match = pluginsLine.exec(config);
    if (!match) throw new BenchError('docusaurus.config.ts has no `plugins: [` line to put the peer theme before');
    config = `${config.slice(0, match.index)}${match[1]}themes: [${peerTheme}],\n${config.slice(match.index)}`;
  }
  if ((config.match(/^[ \t]*themes:/gm) ?? []).length !== 1) {
    throw new BenchError('docusaurus.config.ts must have exactly one `themes:` key after adding the peer theme');
  }
  fs.writeFileSync(configFile, config);
  for (const component of ['SearchBar', 'SearchPage']) {
    fs.rmSync(path.join(siteDir, 'src', 'theme', component), { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- our engine

interface CliLine {
  query: string;
  ms: number;
  hits: { url: string }[];
}

interface EngineRun {
  /** Result paths (with #fragment) per query, in set order. */
  results: string[][];
  /** Warm latencies, TIMED_RUNS per query. */
  latencies: number[];
}

/** One `search.mjs --stdin` process: a warm-up pass, then TIMED_RUNS passes over the queries. */
async function runOurCli(buildDir: string, queries: readonly string[]): Promise<EngineRun> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'search.mjs'), '--build', buildDir, '--stdin', '--limit', String(LIMIT)],
    { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const exited = waitForExit(child);
  const passes = 1 + TIMED_RUNS;
  child.stdin.end(`${queries.join('\n')}\n`.repeat(passes));
  const lines: CliLine[] = [];
  for await (const line of readline.createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    lines.push(JSON.parse(line) as CliLine);
  }
  const code = await exited;
  if (code !== 0) throw new BenchError(`scripts/search.mjs exited with code ${code}:\n${stderr.trim()}`);
  if (lines.length !== queries.length * passes) {
    throw new BenchError(`scripts/search.mjs answered ${lines.length} lines for ${queries.length * passes} queries`);
  }
  const results: string[][] = [];
  const latencies: number[] = [];
  lines.forEach((line, index) => {
    const pass = Math.floor(index / queries.length);
    const query = queries[index % queries.length];
    if (line.query !== query) throw new BenchError(`scripts/search.mjs answered "${line.query}" for "${query}"`);
    if (pass === 1) results.push(line.hits.map((hit) => hit.url));
    if (pass >= 1) latencies.push(line.ms);
  });
  return { results, latencies };
}

/** The request the DocSearch modal sends for a query (contextual search on, default settings). */
function docSearchRequest(query: string): EngineRequest {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return {
    query,
    hitsPerPage: 20,
    attributesToRetrieve: [...levels.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...levels.slice(1).map((l) => `hierarchy.${l}:10`), 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}

interface ColdFetch {
  raw: number;
  gzip: number;
  files: number;
  ms: number;
}

/** What a fresh engine reads from disk to answer one query. */
async function ourColdFetch(indexDir: string, query: string): Promise<ColdFetch> {
  const read = new Set<string>();
  const engine = new EmbeddedSearchEngine(async (fileName) => {
    const file = path.join(indexDir, path.basename(fileName));
    const text = await fs.promises.readFile(file, 'utf8');
    read.add(file);
    return JSON.parse(text) as unknown;
  });
  const started = performance.now();
  const response = await engine.search(docSearchRequest(query));
  const elapsed = performance.now() - started;
  if (!Array.isArray(response.hits)) throw new BenchError(`the engine answered "${query}" without hits`);
  let raw = 0;
  let gzip = 0;
  for (const file of read) {
    raw += fs.statSync(file).size;
    gzip += gzipSize(file);
  }
  return { raw, gzip, files: read.size, ms: elapsed };
}

interface IndexSize {
  files: number;
  raw: number;
  gzip: number;
}

function sizeOf(files: readonly string[]): IndexSize {
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    gzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
  };
}

// ---------------------------------------------------------------- the peer (lunr)

interface LunrClauseOptions {
  wildcard?: number;
  presence?: number;
  editDistance?: number;
}
interface LunrQuery {
  term(term: string, options: LunrClauseOptions): LunrQuery;
}
interface LunrResult {
  ref: string;
  score: number;
}
interface LunrIndex {
  query(build: (query: LunrQuery) => void): LunrResult[];
}
interface Lunr {
  Index: { load(serialized: unknown): LunrIndex };
  Query: {
    presence: { REQUIRED: number };
    wildcard: { NONE: number; LEADING: number; TRAILING: number };
  };
  stopWordFilter: (token: string) => unknown;
}

/** The peer's SearchDocumentType. */
const PeerType = { Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4 } as const;

interface PeerDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
}

interface WrappedIndex {
  type: number;
  documents: PeerDocument[];
  index: LunrIndex;
}

interface PeerSettings {
  language: string[];
  removeDefaultStopWordFilter: string[];
  fuzzyMatchingDistance: number;
  /** The file its client fetches for the default search context. */
  indexFile: string;
}

interface PeerTermItem {
  value: string;
  trailing?: boolean;
  maybeTyping?: boolean;
}

interface PeerClause {
  value: string;
  presence: number;
  wildcard: number;
  editDistance?: number;
}

interface PeerResult {
  document: PeerDocument;
  type: number;
  page: PeerDocument | false | undefined;
  index: number;
}

/** Reads the settings the plugin generated for its client in the peer build's .docusaurus. */
function readPeerSettings(siteDir: string): PeerSettings {
  const file = path.join(siteDir, '.docusaurus', peerPackage, 'default', 'generated-constants.js');
  if (!fs.existsSync(file)) throw new BenchError(`the peer build generated no ${file}`);
  const text = fs.readFileSync(file, 'utf8');
  const constant = (name: string): unknown => {
    const match = new RegExp(`export const ${name} = (.*);`).exec(text);
    if (!match) throw new BenchError(`${file} does not export ${name}`);
    return JSON.parse(match[1]) as unknown;
  };
  const language = constant('language');
  const stopWords = constant('removeDefaultStopWordFilter');
  const distance = constant('fuzzyMatchingDistance');
  const url = constant('searchIndexUrl');
  if (
    !Array.isArray(language) ||
    !Array.isArray(stopWords) ||
    typeof distance !== 'number' ||
    typeof url !== 'string'
  ) {
    throw new BenchError(`${file}: unexpected constants`);
  }
  if (language.length !== 1 || language[0] !== 'en') {
    throw new BenchError(`the peer was built for ${JSON.stringify(language)}; this replica handles ['en'] only`);
  }
  return {
    language: language.map(String),
    removeDefaultStopWordFilter: stopWords.map(String),
    fuzzyMatchingDistance: distance,
    indexFile: url.replace('{dir}', '').replace(/\?.*$/, ''),
  };
}

function loadPeerIndexes(lunr: Lunr, file: string): WrappedIndex[] {
  const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(json)) throw new BenchError(`${file}: expected an array of { documents, index }`);
  return json.map((entry: unknown, type): WrappedIndex => {
    const { documents, index } = (entry ?? {}) as { documents?: unknown; index?: unknown };
    if (!Array.isArray(documents) || typeof index !== 'object' || index === null) {
      throw new BenchError(`${file}: entry ${type} is not { documents, index }`);
    }
    return { type, documents: documents as PeerDocument[], index: lunr.Index.load(index) };
  });
}

/** utils/tokenize.js for a language list without ja/zh. */
function peerTokenize(text: string): string[] {
  return text.toLowerCase().match(/[^-\s]+/g) ?? [];
}

/** utils/smartQueries.js (with smartTerms.js, no Chinese words). */
function peerSmartQueries(
  tokens: string[],
  lunr: Lunr,
  settings: PeerSettings,
): { tokens: string[]; term: PeerClause[] }[] {
  const terms: PeerTermItem[][] = [tokens.slice(0, 12).map((value) => ({ value }))];
  for (const term of terms) term[term.length - 1].maybeTyping = true;

  const stopWordPipelines: ((token: string) => unknown)[] = [];
  for (const lang of settings.language) {
    if (lang === 'en' && !settings.removeDefaultStopWordFilter.includes(lang)) {
      stopWordPipelines.unshift(lunr.stopWordFilter);
    }
  }
  let refinedTerms: PeerTermItem[][];
  if (stopWordPipelines.length > 0) {
    const pipe = (term: PeerTermItem[]) =>
      stopWordPipelines.reduce((kept, filter) => kept.filter((item) => filter(item.value)), term);
    refinedTerms = [];
    const newTerms: PeerTermItem[][] = [];
    for (const term of terms) {
      const filtered = pipe(term);
      refinedTerms.push(filtered);
      if (filtered.length < term.length && filtered.length > 0) newTerms.push(filtered);
    }
    terms.push(...newTerms);
  } else {
    refinedTerms = terms.slice();
  }
  const extraTerms: PeerTermItem[][] = [];
  for (const term of refinedTerms) {
    if (term.length > 2) {
      for (let i = term.length - 1; i >= 0; i -= 1) extraTerms.push(term.slice(0, i).concat(term.slice(i + 1)));
    }
  }

  const termsToQueries = (list: PeerTermItem[][], editDistance: number, maybeTyping = false) =>
    list.flatMap((term) => {
      const query = {
        tokens: term.map((item) => item.value),
        term: term.map((item): PeerClause => {
          const trailing = maybeTyping ? item.trailing || item.maybeTyping : item.trailing;
          const distance = editDistance > 0 && item.value.length > editDistance ? editDistance : undefined;
          return {
            value: item.value,
            presence: lunr.Query.presence.REQUIRED,
            wildcard: trailing ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
            editDistance: distance,
          };
        }),
      };
      if (editDistance && query.term.every((item) => !item.editDistance)) return [];
      return [query];
    });
  const maybeTypingQueries = (list: PeerTermItem[][], editDistance: number) =>
    termsToQueries(list, editDistance).concat(
      termsToQueries(
        list.filter((term) => {
          const last = term[term.length - 1];
          return !last.trailing && last.maybeTyping;
        }),
        editDistance,
        true,
      ),
    );
  const distanceMatrix = (list: PeerTermItem[][], distance: number) =>
    Array.from({ length: distance + 1 }, (_, i) => maybeTypingQueries(list, i)).flat();
  const distance = Math.max(0, settings.fuzzyMatchingDistance);
  return distanceMatrix(terms, distance).concat(distanceMatrix(extraTerms, distance));
}

/** utils/sortSearchResults.js. */
function peerSort(results: PeerResult[]): void {
  results.forEach((item, index) => {
    item.index = index;
  });
  const grouped = (item: PeerResult) =>
    item.type === PeerType.Heading || item.type === PeerType.Content || item.type === PeerType.Description;
  results.sort((a, b) => {
    let aPageIndex = grouped(a) && a.page ? results.findIndex((item) => item.document === a.page) : a.index;
    let bPageIndex = grouped(b) && b.page ? results.findIndex((item) => item.document === b.page) : b.index;
    if (aPageIndex === -1) aPageIndex = a.index;
    if (bPageIndex === -1) bPageIndex = b.index;
    if (aPageIndex === bPageIndex) {
      const diff = (b.type === 0 ? 1 : 0) - (a.type === 0 ? 1 : 0);
      return diff === 0 ? a.index - b.index : diff;
    }
    return aPageIndex - bPageIndex;
  });
}

/** theme/worker.js SearchWorker.search: result paths (u + h) in display order. */
function peerSearch(
  input: string,
  limit: number,
  wrapped: readonly WrappedIndex[],
  lunr: Lunr,
  settings: PeerSettings,
): string[] {
  const rawTokens = peerTokenize(input);
  if (rawTokens.length === 0) return [];
  const queries = peerSmartQueries(rawTokens, lunr, settings);
  const results: PeerResult[] = [];
  search: for (const { term } of queries) {
    for (const { documents, index, type } of wrapped) {
      const found = index.query((query) => {
        for (const item of term) {
          query.term(item.value, {
            wildcard: item.wildcard,
            presence: item.presence,
            ...(item.editDistance ? { editDistance: item.editDistance } : null),
          });
        }
      });
      results.push(
        ...found
          .slice(0, limit)
          .filter((result) => !results.some((item) => item.document.i.toString() === result.ref))
          .slice(0, limit - results.length)
          .map((result): PeerResult => {
            const document = documents.find((doc) => doc.i.toString() === result.ref);
            if (document === undefined) throw new BenchError(`peer index ${type} has no document ${result.ref}`);
            return {
              document,
              type,
              page: type !== PeerType.Title && wrapped[0].documents.find((doc) => doc.i === document.p),
              index: 0,
            };
          }),
      );
      if (results.length >= limit) break search;
    }
  }
  peerSort(results);
  return results.map((result) => result.document.u + (result.document.h ?? ''));
}

interface Peer {
  lunr: Lunr;
  settings: PeerSettings;
  indexFile: string;
  allIndexFiles: string[];
  wrapped: WrappedIndex[];
}

function openPeer(packageDir: string, siteDir: string, outDir: string): Peer {
  const lunr = createRequire(path.join(fs.realpathSync(packageDir), 'package.json'))('lunr') as Lunr;
  const settings = readPeerSettings(siteDir);
  const indexFile = path.join(outDir, settings.indexFile);
  if (!fs.existsSync(indexFile)) throw new BenchError(`the peer build has no ${indexFile}`);
  const allIndexFiles = fs
    .readdirSync(outDir)
    .filter((name) => /^search-index.*\.json$/.test(name))
    .map((name) => path.join(outDir, name));
  return { lunr, settings, indexFile, allIndexFiles, wrapped: loadPeerIndexes(lunr, indexFile) };
}

function runPeer(peer: Peer, queries: readonly string[]): EngineRun {
  const search = (query: string) => {
    try {
      return peerSearch(query, LIMIT, peer.wrapped, peer.lunr, peer.settings);
    } catch (error) {
      if (error instanceof BenchError) throw error;
      return []; // lunr threw: the worker's promise rejects and the search box shows nothing
    }
  };
  const results = queries.map(search); // also the warm-up pass
  const latencies: number[] = [];
  for (let run = 0; run < TIMED_RUNS; run++) {
    for (const query of queries) {
      const started = performance.now();
      search(query);
      latencies.push(performance.now() - started);
    }
  }
  return { results, latencies };
}

/** Cold: the whole index file parsed and loaded into lunr, then the query. */
function peerColdMs(peer: Peer, query: string): number {
  const started = performance.now();
  const wrapped = loadPeerIndexes(peer.lunr, peer.indexFile);
  try {
    peerSearch(query, LIMIT, wrapped, peer.lunr, peer.settings);
  } catch (error) {
    if (error instanceof BenchError) throw error;
  }
  return performance.now() - started;
}

// ---------------------------------------------------------------- report

interface SetFigures {
  set: RelevanceSet;
  ours: EngineRun;
  peer: EngineRun;
  oursRanks: number[];
  peerRanks: number[];
}

function evaluate(set: RelevanceSet, ours: EngineRun, peer: EngineRun): SetFigures {
  const oursRanks = set.queries.map((query, i) => rankOf(ours.results[i], query.targets));
  const peerRanks = set.queries.map((query, i) => rankOf(peer.results[i], query.targets));
  return { set, ours, peer, oursRanks, peerRanks };
}

function printSetDetails(figures: SetFigures): void {
  const { set, oursRanks, peerRanks } = figures;
  console.log(`\n== ${set.label}: ${set.queries.length} queries (${path.relative(root, set.file) || set.file})`);
  const kindRows: string[][] = [['kind', 'n', 'MRR@10 ours', 'MRR@10 peer', 'recall@5 ours', 'recall@5 peer']];
  for (const kind of KINDS) {
    const indexes = set.queries.flatMap((query, i) => (query.kind === kind ? [i] : []));
    if (indexes.length === 0) continue;
    const o = score(indexes.map((i) => oursRanks[i]));
    const p = score(indexes.map((i) => peerRanks[i]));
    kindRows.push([kind, String(indexes.length), fixed3(o.mrr), fixed3(p.mrr), fixed3(o.recall5), fixed3(p.recall5)]);
  }
  const o = score(oursRanks);
  const p = score(peerRanks);
  kindRows.push([
    'all',
    String(set.queries.length),
    fixed3(o.mrr),
    fixed3(p.mrr),
    fixed3(o.recall5),
    fixed3(p.recall5),
  ]);
  console.log(table(kindRows));

  const rank = (value: number) => (value === 0 ? '-' : String(value));
  const top = (results: string[]) => {
    const first = results[0] ?? '(none)';
    return first.length > 80 ? `${first.slice(0, 79)}…` : first;
  };
  const rows: string[][] = [['query (kind)', 'ours', 'peer', 'our first hit', 'peer first hit']];
  set.queries.forEach((query, i) => {
    if (oursRanks[i] === 1 && peerRanks[i] === 1) return;
    rows.push([
      `${query.q} (${query.kind})`,
      rank(oursRanks[i]),
      rank(peerRanks[i]),
      top(figures.ours.results[i]),
      top(figures.peer.results[i]),
    ]);
  });
  if (rows.length > 1) {
    console.log(`\nQueries not answered at rank 1 by both (rank of the first target, - = not in the top ${LIMIT}):`);
    console.log(table(rows));
  }
}

function readOptions(argv: string[]): { build: string | null; relevance: string | null; keepTemp: boolean } {
  let values: { build?: string; relevance?: string; 'keep-temp': boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        build: { type: 'string' },
        relevance: { type: 'string' },
        'keep-temp': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new BenchError(
      `${(error as Error).message}\nusage: npm run bench:search [-- --build DIR] [--relevance FILE] [--keep-temp]`,
    );
  }
  return {
    build: values.build === undefined ? null : path.resolve(values.build),
    relevance: values.relevance === undefined ? null : path.resolve(values.relevance),
    keepTemp: values['keep-temp'],
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const options = readOptions(process.argv.slice(2));
  const sets = [loadRelevance(ownRelevanceFile, 'Project relevance set')];
  if (options.relevance !== null) sets.push(loadRelevance(options.relevance, 'Extra relevance set'));

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'unleash-docs-bench-search-'));
  try {
    // Our build.
    let oursOut: string;
    let indexing: IndexingTime | null = null;
    let buildSeconds: number | null = null;
    if (options.build !== null) {
      oursOut = options.build;
      if (!fs.existsSync(path.join(oursOut, 'search-index', 'search-manifest.json'))) {
        throw new BenchError(`${oursOut} has no search-index/search-manifest.json: not a build of this site?`);
      }
      log(`using the build in ${oursOut} (no build runs, so the indexing share is not measured)`);
    } else {
      const siteDir = path.join(tmp, 'ours-site');
      log(`copying the project into ${siteDir}`);
      prepareCopy(root, siteDir);
      commitCopy(siteDir);
      log('building the site (SITE_OFFLINE=1, cold: fresh copy, empty bundler cache)');
      const built = await buildSite(siteDir, path.join(tmp, 'ours-out'), path.join(tmp, 'ours-build.log'), 'our');
      oursOut = built.outDir;
      buildSeconds = built.seconds;
      indexing = indexingTime(built.logFile);
      log(`built in ${built.seconds.toFixed(1)} s; [search-index] ${indexing.records} records in ${indexing.ms} ms`);
    }
    const indexDir = path.join(oursOut, 'search-index');

    // The peer's build.
    log(`installing ${peerPackage}@${peerVersion} into ${path.join(tmp, 'peer-install')}`);
    const peerPackageDir = await installPeer(path.join(tmp, 'peer-install'), path.join(tmp, 'peer-npm.log'));
    const peerSite = path.join(tmp, 'peer-site');
    log(`copying the project into ${peerSite} with the peer theme`);
    prepareCopy(root, peerSite, new Map([[peerPackage, peerPackageDir]]));
    configurePeerCopy(peerSite);
    commitCopy(peerSite);
    log('building the site with the peer theme');
    const peerBuilt = await buildSite(
      peerSite,
      path.join(tmp, 'peer-out'),
      path.join(tmp, 'peer-build.log'),
      'the peer',
    );
    log(`built in ${peerBuilt.seconds.toFixed(1)} s`);
    const peer = openPeer(peerPackageDir, peerSite, peerBuilt.outDir);

    // Relevance and warm latency.
    const figures: SetFigures[] = [];
    for (const set of sets) {
      const queries = set.queries.map((query) => query.q);
      log(`${set.label}: ${queries.length} queries, 1 warm-up + ${TIMED_RUNS} timed passes per engine`);
      const ours = await runOurCli(oursOut, queries);
      const peerRun = runPeer(peer, queries);
      figures.push(evaluate(set, ours, peerRun));
    }

    // Cold start, on the project set's queries.
    log('cold first results');
    const own = sets[0].queries.map((query) => query.q);
    const cold: ColdFetch[] = [];
    for (const query of own) cold.push(await ourColdFetch(indexDir, query));
    const peerCold = own.map((query) => peerColdMs(peer, query));

    const ourIndexFiles = fs.readdirSync(indexDir).map((name) => path.join(indexDir, name));
    const ourSize = sizeOf(ourIndexFiles);
    const peerSize = sizeOf(peer.allIndexFiles);
    const peerFirst = sizeOf([peer.indexFile]);

    // Output.
    for (const f of figures) printSetDetails(f);

    const primary = figures[0];
    const oursScores = score(primary.oursRanks);
    const peerScores = score(primary.peerRanks);
    const oursP50 = percentile(primary.ours.latencies, 0.5);
    const oursP95 = percentile(primary.ours.latencies, 0.95);
    const peerP50 = percentile(primary.peer.latencies, 0.5);
    const peerP95 = percentile(primary.peer.latencies, 0.95);
    const coldRawMedian = percentile(
      cold.map((c) => c.raw),
      0.5,
    );
    const coldGzipMedian = percentile(
      cold.map((c) => c.gzip),
      0.5,
    );
    const coldRawWorst = Math.max(...cold.map((c) => c.raw));
    const coldGzipWorst = Math.max(...cold.map((c) => c.gzip));
    const worstQuery = own[cold.findIndex((c) => c.gzip === coldGzipWorst)];
    const coldFilesMedian = percentile(
      cold.map((c) => c.files),
      0.5,
    );
    const coldMsMedian = percentile(
      cold.map((c) => c.ms),
      0.5,
    );
    const peerColdMsMedian = percentile(peerCold, 0.5);
    const share = indexing !== null && buildSeconds !== null ? indexing.ms / (buildSeconds * 1000) : null;

    const rows: string[][] = [['figure', 'ours', 'peer', 'ours/peer']];
    const add = (label: string, o: number | null, p: number | null, format: (v: number) => string) =>
      rows.push([label, o === null ? 'n/a' : format(o), p === null ? 'n/a' : format(p), ratio(o, p)]);
    add(`MRR@10, project set (${primary.set.queries.length} q)`, oursScores.mrr, peerScores.mrr, fixed3);
    add('recall@5, project set', oursScores.recall5, peerScores.recall5, fixed3);
    for (const extra of figures.slice(1)) {
      const o = score(extra.oursRanks);
      const p = score(extra.peerRanks);
      add(`MRR@10, ${path.basename(extra.set.file)} (${extra.set.queries.length} q)`, o.mrr, p.mrr, fixed3);
      add(`recall@5, ${path.basename(extra.set.file)}`, o.recall5, p.recall5, fixed3);
      add(
        `query p95, ${path.basename(extra.set.file)}`,
        percentile(extra.ours.latencies, 0.95),
        percentile(extra.peer.latencies, 0.95),
        ms,
      );
    }
    add(
      `results per query (of ${LIMIT}), median`,
      percentile(
        primary.ours.results.map((r) => r.length),
        0.5,
      ),
      percentile(
        primary.peer.results.map((r) => r.length),
        0.5,
      ),
      String,
    );
    add(`query p50 (warm, ${TIMED_RUNS} runs each)`, oursP50, peerP50, ms);
    add(`query p95 (warm, ${TIMED_RUNS} runs each)`, oursP95, peerP95, ms);
    add('first result raw, median query', coldRawMedian, peerFirst.raw, kb);
    add('first result gzip, median query', coldGzipMedian, peerFirst.gzip, kb);
    add('first result raw, worst query', coldRawWorst, peerFirst.raw, kb);
    add('first result gzip, worst query', coldGzipWorst, peerFirst.gzip, kb);
    add('first result files, median query', coldFilesMedian, 1, String);
    add('cold first query time, median', coldMsMedian, peerColdMsMedian, ms);
    add('index total raw', ourSize.raw, peerSize.raw, kb);
    add('index total gzip', ourSize.gzip, peerSize.gzip, kb);
    add('index files', ourSize.files, peerSize.files, String);
    add('indexing share of build', share, null, percent);

    console.log('\n== Summary (1 KB = 1000 bytes; gzip = gzip -9 per file)');
    console.log(table(rows));
    if (indexing !== null && buildSeconds !== null) {
      console.log(
        `our build: ${buildSeconds.toFixed(1)} s wall clock, of which [search-index] ${indexing.ms} ms ` +
          `(${indexing.records} records, ${indexing.files} files); peer build: ${peerBuilt.seconds.toFixed(1)} s ` +
          '(includes our indexing too: the copy keeps the project plugins)',
      );
    }
    console.log(`worst first result: "${worstQuery}"; peer: ${path.basename(peer.indexFile)} whatever the query`);

    const status = (met: boolean) => (met ? 'met   ' : 'MISSED');
    console.log('\n== Targets');
    const targetLines = [
      [
        oursScores.mrr > peerScores.mrr,
        `MRR@10 above the peer's: ${fixed3(oursScores.mrr)} vs ${fixed3(peerScores.mrr)}`,
      ],
      [
        oursScores.recall5 > peerScores.recall5,
        `recall@5 above the peer's: ${fixed3(oursScores.recall5)} vs ${fixed3(peerScores.recall5)}`,
      ],
      [oursP95 < targets.p95Ms, `query p95 < ${targets.p95Ms} ms: ${ms(oursP95)}`],
      [
        coldGzipWorst < targets.firstResultGzipBytes,
        `< ${kb(targets.firstResultGzipBytes)} gzip before the first result (worst query): ${kb(coldGzipWorst)} ` +
          `(median ${kb(coldGzipMedian)})`,
      ],
    ] as [boolean, string][];
    for (const [met, text] of targetLines) console.log(`${status(met)}  ${text}`);
    if (share === null) {
      console.log(`n/a     indexing < ${percent(targets.indexingShare)} of the build: not measured (--build given)`);
    } else {
      console.log(
        `${status(share < targets.indexingShare)}  indexing < ${percent(targets.indexingShare)} of the build: ${percent(share)}`,
      );
    }

    const missing = missingTargetPages(sets[0], oursOut);
    if (missing.length > 0) {
      console.log(
        `\nwarning: targets of the project set with no page in the build (stale set?): ${missing.join(', ')}`,
      );
    }
    for (const extra of sets.slice(1)) {
      const absent = missingTargetPages(extra, oursOut);
      if (absent.length > 0) {
        console.log(`\nnote: ${absent.length} target pages of ${path.basename(extra.file)} are not in this site`);
      }
    }
    console.log(`\nbench:search took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (options.keepTemp) console.log(`temp files kept in ${tmp}`);
  } finally {
    if (!options.keepTemp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const message =
      error instanceof Error
        ? error instanceof BenchError
          ? error.message
          : (error.stack ?? error.message)
        : String(error);
    console.error(`\nbench:search failed: ${message}`);
    process.exit(1);
  },
);
