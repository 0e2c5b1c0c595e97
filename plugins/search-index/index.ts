/**
 * After the build, reads every rendered page, extracts DocSearch-shaped
 * records and writes the embedded search index to build/search-index/
 * (hashed shard files plus search-manifest.json). Runs in postBuild because
 * the records come from the final HTML, exactly as a crawler would see it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { recordsFromPage } from '../../scripts/search-records';
import { htmlFileOfRoute } from '../../scripts/lib/site-routes';
import { buildSearchIndex } from '../../src/search/index-format';
import { searchIndexPath } from '../../config/search';
import type { SearchRecord } from '../../src/search/types';
import { redirectAliases } from '../../src/search/synonyms';
import { redirectGroups } from '../../config/redirects';

/** Routes that are not documentation: the search page itself and test fixtures. */
const skippedRoutes = [/^\/search$/, /^\/__tests__\//];

/** Other names of pages, from the redirects (src/search/synonyms.ts): searched with the page's title. */
const aliases = redirectAliases(redirectGroups);

export function collectRecords(outDir: string, routes: readonly string[], origin: string): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const route of [...new Set(routes)].sort()) {
    if (skippedRoutes.some((pattern) => pattern.test(route))) continue;
    let html: string;
    try {
      // Synchronous on purpose: postBuild hooks of all plugins run concurrently on one thread, and
      // yielding at every page let their work interleave with (and count towards) this one's.
      html = readFileSync(path.join(outDir, htmlFileOfRoute(route)), 'utf8');
    } catch {
      continue; // a route without its own HTML file (redirect targets, 404)
    }
    records.push(...recordsFromPage(html, route, origin, { aliases: aliases.get(route) }));
  }
  return records;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({ outDir, routesPaths }) {
      // Docusaurus calls the plugins' postBuild hooks one after another on one thread, each until
      // its first await. This one is synchronous from here on; yielding first lets the hooks after
      // it start, above all the Markdown twins' worker thread, which then converts on the second
      // core while this indexes (it used to start only after this, 5 s later).
      await new Promise((resolve) => setImmediate(resolve));
      const started = Date.now();
      const records = collectRecords(outDir, routesPaths, context.siteConfig.url);
      if (records.length === 0) throw new Error('search-index: no records extracted; the page markup changed?');
      const { files } = buildSearchIndex(records);
      const target = path.join(outDir, searchIndexPath);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      for (const [name, content] of Object.entries(files)) writeFileSync(path.join(target, name), content);
      console.log(
        `[search-index] ${records.length} records, ${Object.keys(files).length} files in ${Date.now() - started} ms`,
      );
    },
  };
}
