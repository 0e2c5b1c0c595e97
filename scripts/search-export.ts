/**
 * `npm run search:export`: writes the records of the embedded index as an
 * Algolia-ready file (build/search-export/records.json) and the index
 * settings DocSearch expects (settings.json), read from the built site. Push
 * them with `npm run search:push` (scripts/search-push.ts) to move to hosted
 * Algolia without running a crawler.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { collectRecords } from '../plugins/search-index';
import { builtRoutes } from './lib/site-routes';
import { readSiteEnv } from '../config/env';

/** Index settings matching what the DocSearch crawler configures for Docusaurus sites. */
export const algoliaIndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    // Other names of a page (its old paths' names, its sidebar label, an operation's operationId): searched, never shown.
    'unordered(keywords)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: ['content:10'],
  attributesToHighlight: ['hierarchy', 'content'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
};

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) throw new Error('usage: npm run search:export [-- BUILD_DIR]');
  const buildDir = path.resolve(positionals[0] ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No built site in ${buildDir}: run npm run build first.`);
    process.exit(1);
  }
  // Every page of the build, as the embedded index reads them (redirect pages give no records).
  const records = collectRecords(buildDir, builtRoutes(buildDir), readSiteEnv().siteUrl);
  if (records.length === 0) {
    console.error(`No records found in ${buildDir}: run npm run build first.`);
    process.exit(1);
  }
  const outDir = path.join(buildDir, 'search-export');
  await fs.mkdir(outDir, { recursive: true });
  await fs.writeFile(path.join(outDir, 'records.json'), `${JSON.stringify(records, null, 1)}\n`);
  await fs.writeFile(path.join(outDir, 'settings.json'), `${JSON.stringify(algoliaIndexSettings, null, 2)}\n`);
  console.log(`Wrote ${records.length} records and the index settings to ${path.relative(process.cwd(), outDir)}/`);
  console.log(
    'Push them with: ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... ALGOLIA_INDEX_NAME=... npm run search:push',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
