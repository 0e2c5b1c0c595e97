/**
 * Writes the list of doc pages (path and title) to a generated JSON module,
 * importable as `@generated/page-index/default/page-index.json`. The not-found page loads it on
 * demand to suggest the pages closest to a mistyped path; no other page
 * downloads it.
 */
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

export interface PageIndexEntry {
  path: string;
  title: string;
}

export default function pageIndexPlugin(): Plugin {
  return {
    name: 'page-index',
    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const entries: PageIndexEntry[] = (docsContent?.loadedVersions ?? [])
        .flatMap((version) => version.docs)
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({ path: doc.permalink, title: doc.title }))
        .sort((a, b) => a.path.localeCompare(b.path));
      await actions.createData('page-index.json', JSON.stringify(entries));
    },
  };
}
