/**
 * `npm run search:push`: uploads build/search-export/ (from `npm run
 * search:export`) to hosted Algolia with the official client, replacing the
 * index atomically, and applies the DocSearch settings. Then build the site
 * with ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only) and ALGOLIA_INDEX_NAME.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { algoliasearch } from 'algoliasearch';
import { readAlgoliaPushEnv } from '../config/env';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) throw new Error('usage: npm run search:push [-- EXPORT_DIR]');
  const { appId, adminApiKey, indexName } = readAlgoliaPushEnv();
  const exportDir = path.resolve(positionals[0] ?? 'build/search-export');
  const records = JSON.parse(await fs.readFile(path.join(exportDir, 'records.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  const settings = JSON.parse(await fs.readFile(path.join(exportDir, 'settings.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const client = algoliasearch(appId, adminApiKey);
  await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
  await client.setSettings({ indexName, indexSettings: settings });
  console.log(`Pushed ${records.length} records to ${appId}/${indexName}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
