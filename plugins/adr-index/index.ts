/**
 * The ADR index (/contributing/ADRs): reads every record's front matter at build time
 * (records.ts) and hands the list to its theme component, `@theme/AdrIndex`, through a
 * generated data file that only the index page's chunk imports.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readAdrRecords, type AdrRecord } from './records';

const here = path.dirname(fileURLToPath(import.meta.url));
const adrFolder = 'docs/contributing/ADRs';
const routeBase = '/contributing/ADRs';

export default function adrIndexPlugin(context: LoadContext): Plugin<AdrRecord[]> {
  const adrDir = path.join(context.siteDir, adrFolder);
  return {
    name: 'adr-index',
    getThemePath: () => path.join(here, 'theme'),
    getPathsToWatch: () => [path.join(adrDir, '**/*.{md,mdx}')],
    async loadContent() {
      return readAdrRecords(adrDir, routeBase);
    },
    async contentLoaded({ content, actions }) {
      // Read by theme/AdrIndex as @generated/adr-index/default/adrs.json.
      await actions.createData('adrs.json', JSON.stringify(content));
    },
  };
}
