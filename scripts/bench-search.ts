/**
 * `npm run bench:search`: how good, how fast and how heavy the site's
 * embedded search is, next to two peers in the same run: the usual
 * local-search plugin for Docusaurus, @easyops-cn/docusaurus-search-local
 * (lunr, "search-local"), built on the same site, and Pagefind ("pagefind"),
 * which indexes the very build ours comes from. A benchmark, not a test: it
 * prints figures and the targets they are held against, and exits 0
 * whenever it could measure, met or missed; it exits 1 only when it could
 * not (a build or an install failed, an index is missing, a relevance file
 * is malformed).
 *
 *   npm run bench:search [-- --build DIR] [--relevance FILE]... [--show-misses] [--keep-temp]
 *
 * What it measures, for each engine, per relevance set and per kind of query:
 *   1. Relevance, on tests/fixtures/search-relevance.json (the project's
 *      tuning set: { q, targets, kind }) and, with --relevance FILE, on other
 *      sets of the same shape (the held-out split:
 *      tests/fixtures/search-relevance-holdout.json). Each hit URL is reduced
 *      to its path (no host, query, #fragment, trailing slash, or .html for
 *      Pagefind's page URLs), targets likewise; the rank of the first hit
 *      whose path is a target's path counts. MRR@10 = mean of 1/rank (0 when
 *      no target is in the top 10); recall@5 = share of queries with a target
 *      in the top 5. Every engine returns 10 results (the peer's search box
 *      shows 8 by default; its worker takes the limit as an argument).
 *      Which queries an engine misses is printed for the tuning set only (and
 *      for the others with --show-misses): measuring the held-out split must
 *      not show what to tune.
 *   2. Warm query latency, p50 and p95 (nearest rank) over every query of
 *      the set run 5 times after one warm-up pass. Ours: the `ms` that
 *      `node scripts/search.mjs --build DIR --stdin --limit 10` reports (the
 *      engine's search plus the mapping of hits, index files cached).
 *      search-local: the time of the search function below in this process,
 *      the index already parsed. Pagefind: the `ms` that
 *      scripts/search-pagefind.mjs reports for its search and the data of its
 *      first 10 results (which hold their URLs), one warm instance.
 *   3. Bytes fetched before the first result, cold. Ours: for each query a
 *      new engine loads the index from disk through a loader that counts the
 *      files it reads (each once), answering the request the DocSearch modal
 *      sends (20 hits, one per URL, contextual facetFilters, snippets); raw
 *      bytes and the sum of each file gzipped at level 9, for the median and
 *      the worst query. search-local: its client downloads its whole
 *      search-index file before it can answer anything, so that file's size,
 *      the same for every query. Pagefind: a fresh instance (its
 *      createInstance) answers the query and loads its first 10 results; the
 *      files it fetched count, at their size on disk (Pagefind writes its
 *      index files gzipped). Only index data counts, not the JavaScript (or
 *      Pagefind's WebAssembly) that runs a search.
 *   4. Index size: every file of build/search-index/ (ours), every
 *      search-index*.json at the root of the peer's build, and Pagefind's
 *      index files (not its JavaScript, CSS or WebAssembly).
 *   5. Build-time cost of our indexing: the time the build log prints for
 *      the postBuild step (`[search-index] N records, M files in X ms`) as a
 *      share of the wall-clock time of the whole `docusaurus build`. Not
 *      measured with --build DIR (no build runs then).
 *   Also printed: the median number of results per query (of 10), cold
 *   first-query time (load + parse + search, median), and, for the tuning
 *   set, every query that some engine does not answer at rank 1.
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
 *   - Pagefind: pinned in tools/pagefind/ (package.json and lockfile, as
 *     wrangler is in tools/cloudflare-pages/), installed there with `npm ci`
 *     on first use (its Linux binary is the registry package
 *     @pagefind/linux-x64, no install script). Its Node API indexes our
 *     build's HTML ({ rootSelector: 'article', forceLanguage: 'en' }: the
 *     page's article, as the other two engines read it, not the navigation
 *     every page repeats) and writes its bundle to a temp dir. Its search
 *     runs from that bundle (pagefind.js and its WebAssembly), as in a
 *     browser, in a process of its own (scripts/search-pagefind.mjs, as our
 *     engine runs in scripts/search.mjs): the bundle's fetches of file: URLs
 *     are answered from disk, which also counts what it reads.
 *
 * 1 KB = 1000 bytes throughout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
  // Issue 16: on every split, the held-out one above all.
  mrr: 0.8,
  recall5: 0.9,
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
    // One hit per URL, as the site's client asks (src/search/lazyClient.ts).
    distinct: true,
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

// ---------------------------------------------------------------- the second peer (Pagefind)

const pagefindToolDir = path.join(root, 'tools', 'pagefind');
const pagefindLib = path.join(pagefindToolDir, 'node_modules', 'pagefind', 'lib', 'index.js');
/**
 * How Pagefind indexes the built site: the page's <article> (what our records and the other peer read too, not
 * the navigation, sidebar and footer every page repeats), as English.
 */
const pagefindOptions = { rootSelector: 'article', forceLanguage: 'en' };

interface PagefindIndexing {
  createIndex(config: Record<string, unknown>): Promise<{ errors: string[]; index?: PagefindWritableIndex }>;
  close(): Promise<unknown>;
}
interface PagefindWritableIndex {
  addDirectory(options: { path: string }): Promise<{ errors: string[]; page_count: number }>;
  writeFiles(options: { outputPath: string }): Promise<{ errors: string[] }>;
}

/** Installs Pagefind (pinned, with its lockfile, like wrangler in tools/cloudflare-pages/) on first use. */
async function ensurePagefindInstalled(logFile: string): Promise<void> {
  if (fs.existsSync(pagefindLib)) return;
  // The binary comes in a platform package (@pagefind/linux-x64 …): no install script is needed.
  const { code } = await runLogged('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: pagefindToolDir,
    env: process.env,
    logFile,
  });
  if (code !== 0 || !fs.existsSync(pagefindLib)) {
    throw new BenchError(`could not install Pagefind in ${pagefindToolDir}; last lines:\n${tail(logFile)}`);
  }
}

/** Indexes the built site with Pagefind's Node API and writes its bundle to `bundleDir`. */
async function buildPagefind(siteDir: string, bundleDir: string): Promise<{ seconds: number; pages: number }> {
  const started = performance.now();
  const pagefind = (await import(pathToFileURL(pagefindLib).href)) as PagefindIndexing;
  try {
    const { index, errors } = await pagefind.createIndex(pagefindOptions);
    if (!index) throw new BenchError(`Pagefind could not create an index: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length > 0 || added.page_count === 0) {
      throw new BenchError(`Pagefind indexed ${added.page_count} pages: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length > 0) {
      throw new BenchError(`Pagefind could not write its files: ${written.errors.join('; ')}`);
    }
    return { seconds: (performance.now() - started) / 1000, pages: added.page_count };
  } finally {
    await pagefind.close();
  }
}

/** A Pagefind result URL as the site serves it: /reference/segments.html is /reference/segments. */
function pagefindRoute(url: string): string {
  return url.replace(/\/index\.html$/, '/').replace(/\.html(?=$|[?#])/, '');
}

/** Runs scripts/search-pagefind.mjs over the queries (an ES module in a process of its own, as our CLI). */
async function pagefindCli(bundleDir: string, queries: readonly string[], args: string[]): Promise<unknown[]> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'scripts', 'search-pagefind.mjs'),
      '--bundle',
      bundleDir,
      '--limit',
      String(LIMIT),
      '--stdin',
      ...args,
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const exited = waitForExit(child);
  child.stdin.end(`${queries.join('\n')}\n`);
  const lines: unknown[] = [];
  for await (const line of readline.createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    if (line.trim()) lines.push(JSON.parse(line));
  }
  const code = await exited;
  if (code !== 0) throw new BenchError(`scripts/search-pagefind.mjs exited with code ${code}:\n${stderr.trim()}`);
  return lines;
}

/** One warm Pagefind instance: a warm-up pass, then TIMED_RUNS timed passes (search and its results' data). */
async function runPagefind(bundleDir: string, queries: readonly string[]): Promise<EngineRun> {
  const lines = (await pagefindCli(bundleDir, queries, ['--passes', String(TIMED_RUNS)])) as {
    query: string;
    pass: number;
    ms: number;
    hits: string[];
  }[];
  if (lines.length !== queries.length * (TIMED_RUNS + 1)) {
    throw new BenchError(`scripts/search-pagefind.mjs answered ${lines.length} lines for ${queries.length} queries`);
  }
  const results: string[][] = [];
  const latencies: number[] = [];
  lines.forEach((line, index) => {
    if (line.query !== queries[index % queries.length]) throw new BenchError(`Pagefind answered "${line.query}"`);
    if (line.pass === 0) results.push(line.hits.map(pagefindRoute));
    else latencies.push(line.ms);
  });
  return { results, latencies };
}

/** Compressed already: Pagefind writes its index files gzipped, and that is what travels. */
const pagefindCompressed = /\.pf_(?:index|fragment|meta|filter)$/;
/** Code, not index data (as for the other engines, the JavaScript and WebAssembly that search are not counted). */
const pagefindCode = /(?:\.js|\.css|\.pagefind)$/;

/** What a fresh Pagefind instance reads to show its first LIMIT results, per query. */
async function pagefindColdFetches(bundleDir: string, queries: readonly string[]): Promise<ColdFetch[]> {
  const lines = (await pagefindCli(bundleDir, queries, ['--cold'])) as { ms: number; files: [string, number][] }[];
  if (lines.length !== queries.length) throw new BenchError('scripts/search-pagefind.mjs lost a cold query');
  return lines.map(({ ms, files }) => {
    const data = files.map(([file]) => file).filter((file) => !pagefindCode.test(file));
    const size = sizeOfPagefind(data);
    return { raw: size.raw, gzip: size.gzip, files: data.length, ms };
  });
}

function sizeOfPagefind(files: readonly string[]): IndexSize {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = fs.statSync(file).size;
    raw += bytes;
    gzip += pagefindCompressed.test(file) ? bytes : Math.min(bytes, gzipSize(file));
  }
  return { files: files.length, raw, gzip };
}

/** Every index data file of the bundle (not its JavaScript, CSS or WebAssembly). */
function pagefindIndexFiles(bundleDir: string): string[] {
  return (fs.readdirSync(bundleDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => path.join(bundleDir, name))
    .filter(
      (file) => fs.statSync(file).isFile() && !pagefindCode.test(file) && !file.includes(`${path.sep}playground`),
    );
}

// ---------------------------------------------------------------- report

/** One engine's figures over every relevance set. */
interface EngineFigures {
  name: string;
  /** Per set, in set order. */
  runs: EngineRun[];
  ranks: number[][];
  /** Per set, per query: what a cold instance fetched before its first result. */
  cold: ColdFetch[][];
  size: IndexSize;
}

function figuresOf(
  name: string,
  sets: readonly RelevanceSet[],
  runs: EngineRun[],
  cold: ColdFetch[][],
  size: IndexSize,
) {
  const ranks = sets.map((set, s) => set.queries.map((query, i) => rankOf(runs[s]?.results[i] ?? [], query.targets)));
  return { name, runs, ranks, cold, size } satisfies EngineFigures;
}

/** Warm latencies of the given queries of a set (each query's TIMED_RUNS timings). */
function latenciesOf(run: EngineRun, indexes: readonly number[], queries: number): number[] {
  return indexes.flatMap((i) =>
    Array.from({ length: TIMED_RUNS }, (_, pass) => run.latencies[pass * queries + i] ?? NaN),
  );
}

function printSetDetails(set: RelevanceSet, s: number, engines: readonly EngineFigures[], misses: boolean): void {
  console.log(`\n== ${set.label}: ${set.queries.length} queries (${path.relative(root, set.file) || set.file})`);
  const names = engines.map((e) => e.name);
  const kindRows: string[][] = [
    [
      'kind',
      'n',
      ...names.map((n) => `MRR@10 ${n}`),
      ...names.map((n) => `recall@5 ${n}`),
      ...names.map((n) => `p95 ms ${n}`),
      ...names.map((n) => `1st result KB ${n}`),
    ],
  ];
  const row = (label: string, indexes: number[]) => {
    const scores = engines.map((e) => score(indexes.map((i) => e.ranks[s]?.[i] ?? 0)));
    kindRows.push([
      label,
      String(indexes.length),
      ...scores.map((sc) => fixed3(sc.mrr)),
      ...scores.map((sc) => fixed3(sc.recall5)),
      ...engines.map((e) =>
        percentile(latenciesOf(e.runs[s] as EngineRun, indexes, set.queries.length), 0.95).toFixed(2),
      ),
      ...engines.map((e) =>
        (
          percentile(
            indexes.map((i) => e.cold[s]?.[i]?.gzip ?? NaN),
            0.5,
          ) / 1000
        ).toFixed(1),
      ),
    ]);
  };
  for (const kind of KINDS) {
    const indexes = set.queries.flatMap((query, i) => (query.kind === kind ? [i] : []));
    if (indexes.length > 0) row(kind, indexes);
  }
  row(
    'all',
    set.queries.map((_, i) => i),
  );
  console.log(table(kindRows));
  console.log('(p95: warm query time; 1st result: median gzip KB a cold instance fetched before its first result)');

  if (!misses) {
    console.log('(per-query ranks are not printed for this set: run with --show-misses to see them)');
    return;
  }
  const rank = (value: number) => (value === 0 ? '-' : String(value));
  const top = (results: string[] | undefined) => {
    const first = results?.[0] ?? '(none)';
    return first.length > 70 ? `${first.slice(0, 69)}…` : first;
  };
  const rows: string[][] = [['query (kind)', ...names, 'our first hit']];
  set.queries.forEach((query, i) => {
    if (engines.every((e) => e.ranks[s]?.[i] === 1)) return;
    rows.push([
      `${query.q} (${query.kind})`,
      ...engines.map((e) => rank(e.ranks[s]?.[i] ?? 0)),
      top(engines[0]?.runs[s]?.results[i]),
    ]);
  });
  if (rows.length > 1) {
    console.log(
      `\nQueries not answered at rank 1 by every engine (rank of the first target, - = not in the top ${LIMIT}):`,
    );
    console.log(table(rows));
  }
}

function readOptions(argv: string[]): {
  build: string | null;
  relevance: string[];
  keepTemp: boolean;
  showMisses: boolean;
} {
  let values: { build?: string; relevance?: string[]; 'keep-temp': boolean; 'show-misses': boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        build: { type: 'string' },
        relevance: { type: 'string', multiple: true },
        'keep-temp': { type: 'boolean', default: false },
        'show-misses': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new BenchError(
      `${(error as Error).message}\nusage: npm run bench:search [-- --build DIR] [--relevance FILE]... [--show-misses] [--keep-temp]`,
    );
  }
  return {
    build: values.build === undefined ? null : path.resolve(values.build),
    relevance: (values.relevance ?? []).map((file) => path.resolve(file)),
    keepTemp: values['keep-temp'],
    showMisses: values['show-misses'],
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const options = readOptions(process.argv.slice(2));
  const sets = [loadRelevance(ownRelevanceFile, 'Project relevance set (tuning)')];
  for (const file of options.relevance) {
    const held = /holdout/i.test(path.basename(file));
    sets.push(loadRelevance(file, held ? 'Held-out relevance set' : 'Extra relevance set'));
  }

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

    // The second peer: Pagefind over the same built site.
    await ensurePagefindInstalled(path.join(tmp, 'pagefind-npm.log'));
    const pagefindBundle = path.join(tmp, 'pagefind');
    const pagefindBuilt = await buildPagefind(oursOut, pagefindBundle);
    log(`Pagefind indexed ${pagefindBuilt.pages} pages of the same build in ${pagefindBuilt.seconds.toFixed(1)} s`);

    // The first peer's build.
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

    // Relevance and warm latency; then what each engine fetches cold before its first result, per query.
    const oursRuns: EngineRun[] = [];
    const peerRuns: EngineRun[] = [];
    const pagefindRuns: EngineRun[] = [];
    const oursCold: ColdFetch[][] = [];
    const peerCold: ColdFetch[][] = [];
    const pagefindCold: ColdFetch[][] = [];
    const peerFirst = sizeOf([peer.indexFile]);
    for (const set of sets) {
      const queries = set.queries.map((query) => query.q);
      log(`${set.label}: ${queries.length} queries, 1 warm-up + ${TIMED_RUNS} timed passes per engine`);
      oursRuns.push(await runOurCli(oursOut, queries));
      peerRuns.push(runPeer(peer, queries));
      pagefindRuns.push(await runPagefind(pagefindBundle, queries));
      log(`${set.label}: cold first results`);
      const ours: ColdFetch[] = [];
      const lunr: ColdFetch[] = [];
      for (const query of queries) {
        ours.push(await ourColdFetch(indexDir, query));
        lunr.push({ raw: peerFirst.raw, gzip: peerFirst.gzip, files: 1, ms: peerColdMs(peer, query) });
      }
      oursCold.push(ours);
      peerCold.push(lunr);
      pagefindCold.push(await pagefindColdFetches(pagefindBundle, queries));
    }

    const ourIndexFiles = fs.readdirSync(indexDir).map((name) => path.join(indexDir, name));
    const engines: EngineFigures[] = [
      figuresOf('ours', sets, oursRuns, oursCold, sizeOf(ourIndexFiles)),
      figuresOf('search-local', sets, peerRuns, peerCold, sizeOf(peer.allIndexFiles)),
      figuresOf('pagefind', sets, pagefindRuns, pagefindCold, sizeOfPagefind(pagefindIndexFiles(pagefindBundle))),
    ];

    // Output.
    console.log(`\nEngines: ours (the embedded index), search-local = ${peerPackage}@${peerVersion} (lunr),`);
    console.log(
      `pagefind = Pagefind ${pagefindVersion()} (${JSON.stringify(pagefindOptions)}), all over the same site.`,
    );
    sets.forEach((set, s) => printSetDetails(set, s, engines, s === 0 || options.showMisses));

    const share = indexing !== null && buildSeconds !== null ? indexing.ms / (buildSeconds * 1000) : null;
    const rows: string[][] = [['figure', ...engines.map((e) => e.name)]];
    const add = (label: string, values: (number | null)[], format: (v: number) => string) =>
      rows.push([label, ...values.map((v) => (v === null || Number.isNaN(v) ? 'n/a' : format(v)))]);
    sets.forEach((set, s) => {
      const label = s === 0 ? 'tuning set' : path.basename(set.file);
      add(
        `MRR@10, ${label} (${set.queries.length} q)`,
        engines.map((e) => score(e.ranks[s] ?? []).mrr),
        fixed3,
      );
      add(
        `recall@5, ${label}`,
        engines.map((e) => score(e.ranks[s] ?? []).recall5),
        fixed3,
      );
      add(
        `query p50, ${label}`,
        engines.map((e) => percentile(e.runs[s]?.latencies ?? [], 0.5)),
        ms,
      );
      add(
        `query p95, ${label}`,
        engines.map((e) => percentile(e.runs[s]?.latencies ?? [], 0.95)),
        ms,
      );
      add(
        `first result gzip median, ${label}`,
        engines.map((e) =>
          percentile(
            (e.cold[s] ?? []).map((c) => c.gzip),
            0.5,
          ),
        ),
        kb,
      );
      add(
        `first result gzip worst, ${label}`,
        engines.map((e) => Math.max(...(e.cold[s] ?? []).map((c) => c.gzip))),
        kb,
      );
    });
    const allCold = (e: EngineFigures) => e.cold.flat();
    add(
      `results per query (of ${LIMIT}), median`,
      engines.map((e) =>
        percentile(
          (e.runs[0]?.results ?? []).map((r) => r.length),
          0.5,
        ),
      ),
      String,
    );
    add(
      'first result raw, median query',
      engines.map((e) =>
        percentile(
          allCold(e).map((c) => c.raw),
          0.5,
        ),
      ),
      kb,
    );
    add(
      'first result files, median query',
      engines.map((e) =>
        percentile(
          allCold(e).map((c) => c.files),
          0.5,
        ),
      ),
      String,
    );
    add(
      'cold first query time, median',
      engines.map((e) =>
        percentile(
          allCold(e).map((c) => c.ms),
          0.5,
        ),
      ),
      ms,
    );
    add(
      'index total raw',
      engines.map((e) => e.size.raw),
      kb,
    );
    add(
      'index total gzip',
      engines.map((e) => e.size.gzip),
      kb,
    );
    add(
      'index files',
      engines.map((e) => e.size.files),
      String,
    );
    add('indexing share of build', [share, null, null], percent);

    console.log(
      '\n== Summary (1 KB = 1000 bytes; gzip = gzip -9 per file; Pagefind writes its index files compressed)',
    );
    console.log(table(rows));
    if (indexing !== null && buildSeconds !== null) {
      console.log(
        `our build: ${buildSeconds.toFixed(1)} s wall clock, of which [search-index] ${indexing.ms} ms ` +
          `(${indexing.records} records, ${indexing.files} files); search-local build: ${peerBuilt.seconds.toFixed(1)} s ` +
          `(includes our indexing too: the copy keeps the project plugins); Pagefind indexing: ${pagefindBuilt.seconds.toFixed(1)} s`,
      );
    }
    const ours = engines[0] as EngineFigures;
    const oursAll = allCold(ours);
    const worst = Math.max(...oursAll.map((c) => c.gzip));
    const worstQuery = sets.flatMap((set) => set.queries.map((q) => q.q))[oursAll.findIndex((c) => c.gzip === worst)];
    console.log(
      `our worst first result: "${worstQuery}"; search-local: ${path.basename(peer.indexFile)} whatever the query`,
    );

    const status = (met: boolean) => (met ? 'met   ' : 'MISSED');
    console.log('\n== Targets');
    const peers = engines.slice(1);
    const targetLines: [boolean, string][] = [];
    sets.forEach((set, s) => {
      const label = s === 0 ? 'tuning set' : path.basename(set.file);
      const o = score(ours.ranks[s] ?? []);
      const p = peers.map((e) => score(e.ranks[s] ?? []));
      const list = (key: keyof Scores) => p.map((sc, i) => `${peers[i]?.name} ${fixed3(sc[key])}`).join(', ');
      targetLines.push([o.mrr >= targets.mrr, `${label}: MRR@10 >= ${targets.mrr}: ${fixed3(o.mrr)}`]);
      targetLines.push([
        o.recall5 >= targets.recall5,
        `${label}: recall@5 >= ${targets.recall5}: ${fixed3(o.recall5)}`,
      ]);
      targetLines.push([
        p.every((sc) => o.mrr > sc.mrr),
        `${label}: MRR@10 above both peers: ${fixed3(o.mrr)} vs ${list('mrr')}`,
      ]);
      targetLines.push([
        p.every((sc) => o.recall5 > sc.recall5),
        `${label}: recall@5 above both peers: ${fixed3(o.recall5)} vs ${list('recall5')}`,
      ]);
    });
    const oursP95 = percentile(
      ours.runs.flatMap((r) => r.latencies),
      0.95,
    );
    targetLines.push([oursP95 < targets.p95Ms, `query p95 < ${targets.p95Ms} ms (every set): ${ms(oursP95)}`]);
    targetLines.push([
      worst < targets.firstResultGzipBytes,
      `< ${kb(targets.firstResultGzipBytes)} gzip before the first result (worst query): ${kb(worst)} ` +
        `(median ${kb(
          percentile(
            oursAll.map((c) => c.gzip),
            0.5,
          ),
        )})`,
    ]);
    for (const [met, text] of targetLines) console.log(`${status(met)}  ${text}`);
    if (share === null) {
      console.log(`n/a     indexing < ${percent(targets.indexingShare)} of the build: not measured (--build given)`);
    } else {
      console.log(
        `${status(share < targets.indexingShare)}  indexing < ${percent(targets.indexingShare)} of the build: ${percent(share)}`,
      );
    }

    const missing = missingTargetPages(sets[0] as RelevanceSet, oursOut);
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

/** The Pagefind version installed in tools/pagefind/. */
function pagefindVersion(): string {
  const manifest = path.join(pagefindToolDir, 'node_modules', 'pagefind', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
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
