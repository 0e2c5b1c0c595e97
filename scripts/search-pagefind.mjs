#!/usr/bin/env node
/**
 * Answers queries with a Pagefind bundle in Node, for the search benchmark
 * (scripts/bench-search.ts), the way its browser client does: the bundle's
 * own pagefind.js and WebAssembly, its index files fetched from next to it.
 * Node's fetch has no file: URLs, so the bundle's fetches of them are
 * answered from disk, and the files read are counted.
 *
 *   node scripts/search-pagefind.mjs --bundle DIR [--limit N] [--passes N] --stdin
 *       one instance; every query once to warm up, then N timed passes:
 *       one JSON line per query per pass: { query, pass, ms, hits: [url, ...] }
 *   node scripts/search-pagefind.mjs --bundle DIR [--limit N] --cold --stdin
 *       a fresh instance per query: { query, ms, files: [[path, bytes], ...] }
 *
 * A search is Pagefind's search plus the data of its first N results (the
 * data holds each result's URL, as the search box needs it).
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    bundle: { type: 'string' },
    limit: { type: 'string', default: '10' },
    passes: { type: 'string', default: '5' },
    cold: { type: 'boolean', default: false },
    stdin: { type: 'boolean', default: false },
  },
});
const limit = Number(values.limit);
const passes = Number(values.passes);
if (!values.bundle || !values.stdin || !Number.isInteger(limit) || !Number.isInteger(passes)) {
  console.error('usage: node scripts/search-pagefind.mjs --bundle DIR [--limit N] [--passes N] [--cold] --stdin');
  process.exit(2);
}
const bundle = path.resolve(values.bundle);

let reads = null;
const original = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith('file:')) return original(input, init);
  const file = fileURLToPath(url.replace(/[?#].*$/, ''));
  const body = await fs.promises.readFile(file);
  reads?.set(file, body.length);
  return new Response(body, { status: 200 });
};

const pagefind = await import(pathToFileURL(path.join(bundle, 'pagefind.js')).href);
// The site is served from its root: result URLs are paths from there (the bundle's own location is a file: URL).
const instanceOptions = { baseUrl: '/' };

async function search(instance, query) {
  const response = await instance.search(query);
  const results = response?.results ?? [];
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return data.map((page) => page.url);
}

const queries = [];
for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim()) queries.push(line);
}

if (values.cold) {
  for (const query of queries) {
    reads = new Map();
    const instance = pagefind.createInstance(instanceOptions);
    const started = performance.now();
    await search(instance, query);
    const ms = performance.now() - started;
    console.log(JSON.stringify({ query, ms, files: [...reads] }));
    await instance.destroy();
  }
} else {
  const instance = pagefind.createInstance(instanceOptions);
  for (let pass = 0; pass <= passes; pass++) {
    for (const query of queries) {
      const started = performance.now();
      const hits = await search(instance, query);
      console.log(JSON.stringify({ query, pass, ms: performance.now() - started, hits }));
    }
  }
}
