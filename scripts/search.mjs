#!/usr/bin/env node
/**
 * Searches the built site's embedded index from the command line, with the
 * same engine the browser uses. The interface tests and benchmarks use.
 *
 *   node scripts/search.mjs [--build DIR] [--json] [--limit N] QUERY
 *   node scripts/search.mjs [--build DIR] [--limit N] --stdin   (one query per line, one JSON line each)
 *   node scripts/search.mjs --synonyms   (prints the synonyms table and the page names from the redirects, for review)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const usage = 'usage: node scripts/search.mjs [--build DIR] [--json] [--limit N] QUERY | --stdin | --synonyms';
let parsed;
try {
  parsed = parseArgs({
    options: {
      build: { type: 'string', default: 'build' },
      limit: { type: 'string', default: '10' },
      json: { type: 'boolean', default: false },
      stdin: { type: 'boolean', default: false },
      synonyms: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const buildDir = path.resolve(values.build);
const limit = Number(values.limit);
const { json, stdin } = values;
const query = positionals.join(' ');

if (values.synonyms) {
  // What the engine treats as the same words: the table in src/search/synonyms.ts, and the other names of
  // pages that the index derives from config/redirects.ts.
  const { SYNONYMS, redirectAliases } = await tsImport('../src/search/synonyms.ts', import.meta.url);
  const { redirectGroups } = await tsImport('../config/redirects.ts', import.meta.url);
  console.log('Synonyms (src/search/synonyms.ts), each row a group of equivalent phrases:');
  for (const row of SYNONYMS) console.log(`  ${row.join(' · ')}`);
  console.log('\nOther names of pages, from the redirects (config/redirects.ts), searched with their titles:');
  for (const [route, names] of redirectAliases(redirectGroups)) console.log(`  ${route}: ${names.join(' · ')}`);
  process.exit(0);
}

if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit must be a positive whole number');
  process.exit(2);
}
if (!stdin && !query) {
  console.error(usage);
  process.exit(2);
}
const indexDir = path.join(buildDir, 'search-index');
try {
  await fs.access(path.join(indexDir, 'search-manifest.json'));
} catch {
  console.error(`No search index in ${indexDir}: run the build first (npm run build).`);
  process.exit(1);
}

const { EmbeddedSearchEngine } = await tsImport('../src/search/engine.ts', import.meta.url);

const engine = new EmbeddedSearchEngine(async (fileName) =>
  JSON.parse(await fs.readFile(path.join(indexDir, path.basename(fileName)), 'utf8')),
);

/** Hit URLs are absolute (as Algolia's); print the path and anchor. */
function toPath(url) {
  const parsed = new URL(url, 'https://site.invalid');
  return parsed.pathname + parsed.hash;
}

async function run(text) {
  // distinct: one hit per URL, as the site's search box asks (src/search/lazyClient.ts).
  const response = await engine.search({ query: text, hitsPerPage: limit, page: 0, distinct: true });
  return response.hits.map((hit) => ({
    url: toPath(hit.url),
    title: hit.hierarchy?.lvl1 ?? '',
    hierarchy: Object.values(hit.hierarchy ?? {}).filter(Boolean),
  }));
}

if (stdin) {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const started = performance.now();
    const hits = await run(line);
    console.log(JSON.stringify({ query: line, ms: Number((performance.now() - started).toFixed(3)), hits }));
  }
} else {
  const hits = await run(query);
  if (json) {
    console.log(JSON.stringify(hits, null, 2));
  } else if (hits.length === 0) {
    console.log(`No results for "${query}"`);
  } else {
    hits.forEach((hit, i) => console.log(`${i + 1}. ${hit.url}\n   ${hit.hierarchy.join(' › ')}`));
  }
}
