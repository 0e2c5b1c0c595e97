/**
 * Optional remote SDK READMEs (`FETCH_REMOTE_DOCS=1`), as the former site had
 * them. Off by default: the default build is offline and uses the project's own
 * pages. When on, each listed page's README is fetched with a timeout before
 * the pages compile, vetted (remote-markdown.ts) and written with a manifest
 * into the build's generated files; the remark plugin (remark.ts) then swaps
 * the page's body for it. A README that is missing, slow, malformed or
 * unreachable leaves that page as the project wrote it, with a build warning;
 * the last good copy is cached and used, with a warning, when a later fetch
 * fails. The manifest is rewritten on every build, so a build without the flag
 * never shows a README fetched by an earlier one.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sdks } from '../../config/sdks';
import { readRemoteDocsEnv } from '../../config/env';
import { fetchRemoteMarkdown } from './remote-markdown';
import type { RemoteDocsManifest } from './remark';

export interface RemoteDocsPage {
  /** The docs source file, relative to the site. */
  source: string;
  /** The README's path in its repository's default branch, e.g. Unleash/unleash-node-sdk/HEAD/README.md. */
  readmePath: string;
  /** https://github.com/<owner>/<repo> */
  repository: string;
}

/** Where the plugin writes the manifest the remark plugin reads. */
export function remoteDocsManifestPath(siteDir: string): string {
  return path.join(siteDir, '.docusaurus', 'remote-docs', 'manifest.json');
}

export interface RemoteDocsSummary {
  used: string[];
  fellBack: { source: string; problem: string }[];
}

/** Fetches every page's README and writes the manifest; returns what happened. */
export async function prepareRemoteDocs(
  siteDir: string,
  pages: RemoteDocsPage[],
  env: { enabled: boolean; baseUrl: string; timeoutMs: number },
  cacheDir = path.join(siteDir, 'node_modules', '.cache', 'unleash-docs', 'remote-docs'),
): Promise<RemoteDocsSummary> {
  const manifestPath = remoteDocsManifestPath(siteDir);
  const outDir = path.dirname(manifestPath);
  fs.rmSync(outDir, { recursive: true, force: true });
  const summary: RemoteDocsSummary = { used: [], fellBack: [] };
  if (!env.enabled) return summary;
  fs.mkdirSync(outDir, { recursive: true });
  const manifest: RemoteDocsManifest = {};
  await Promise.all(
    pages.map(async (page, index) => {
      const url = `${env.baseUrl}/${page.readmePath}`;
      const result = await fetchRemoteMarkdown(url, { timeoutMs: env.timeoutMs, cacheDir });
      if (!result.ok) {
        summary.fellBack.push({ source: page.source, problem: result.problem });
        logger.warn(`[remote-docs] ${page.source}: ${url}: ${result.problem}; the project's own page is built.`);
        return;
      }
      if (result.source === 'cache') {
        logger.warn(
          `[remote-docs] ${page.source}: ${url}: ${result.problem}; using the copy fetched at ${result.fetchedAt}.`,
        );
      }
      const markdownFile = path.join(outDir, `${index}.md`);
      fs.writeFileSync(markdownFile, result.markdown);
      manifest[path.resolve(siteDir, page.source)] = {
        markdownFile,
        url,
        repository: page.repository,
        fetchedAt: result.fetchedAt,
      };
      summary.used.push(page.source);
    }),
  );
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return summary;
}

/**
 * The SDK pages that FETCH_REMOTE_DOCS=1 builds from their repositories' READMEs: one per SDK of
 * config/sdks.ts. Derived here, not passed as plugin options: Docusaurus copies a plugin's options
 * into the site configuration that every page's main.js carries.
 */
function sdkReadmePages(): RemoteDocsPage[] {
  return sdks.map((sdk) => ({
    source: `docs/reference/sdks/${sdk.id}.mdx`,
    readmePath: `${new URL(sdk.repository).pathname.slice(1)}/HEAD/README.md`,
    repository: sdk.repository,
  }));
}

export default function remoteDocsPlugin(context: LoadContext): Plugin {
  const pages = sdkReadmePages();
  return {
    name: 'remote-docs',
    async loadContent() {
      const summary = await prepareRemoteDocs(context.siteDir, pages, readRemoteDocsEnv());
      if (summary.used.length + summary.fellBack.length > 0) {
        logger.info(
          `[remote-docs] ${summary.used.length} page(s) from remote READMEs, ${summary.fellBack.length} kept as written.`,
        );
      }
    },
  };
}
