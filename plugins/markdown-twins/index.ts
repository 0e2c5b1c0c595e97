/**
 * Markdown twins: after the build, every doc page (hand-written and generated API pages) is also
 * written as clean Markdown next to its HTML, at `<route>.md` (convert.ts), with the indexes
 * built from them (llms.ts): llms.txt, llms-full.txt and markdown-index.json (the manifest the
 * MCP server reads). The docs and their sidebars come from the docs plugin's loaded content, the
 * ADR index from adr-index's (nothing is imported from either). Prints what it cost: time and
 * bytes.
 *
 * The work (./write.ts) runs in a worker thread: postBuild hooks run at the same time on one
 * thread, and the search index's and this one are the two heaviest, so on a machine with two cores
 * the second core converts the Markdown while the first indexes the HTML. Where tsx (which loads
 * the worker's TypeScript) is not installed, it runs in the build's thread.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { AdrEntry } from './convert';
import type { SidebarItem } from './order';
import type { TwinsMessage } from './worker';
import { writeMarkdownTwins, type Doc, type TwinsInput } from './write';

export { pagesInSidebarOrder } from './order';

/** Whether to write the twins in a worker thread: when tsx can load the worker. */
function inWorkerThread(): boolean {
  try {
    require.resolve('tsx/cjs/api');
    return true;
  } catch {
    return false;
  }
}

function writeInWorker(input: TwinsInput): Promise<{ warnings: string[]; summary: string }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker-boot.cjs'), {
      workerData: { entry: path.join(__dirname, 'worker.ts'), input },
    });
    let answered = false;
    worker.once('message', (message: TwinsMessage) => {
      answered = true;
      if (message.ok) resolve(message);
      else reject(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`markdown-twins: the worker thread exited with code ${code} and no answer`));
    });
  });
}

interface Collected {
  docs: Doc[];
  sidebars: Record<string, SidebarItem[]>;
  adrs: AdrEntry[];
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let collected: Collected = { docs: [], sidebars: {}, adrs: [] };
  return {
    name: 'markdown-twins',
    async allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      collected = {
        docs: version?.docs ?? [],
        sidebars: (version?.sidebars ?? {}) as unknown as Record<string, SidebarItem[]>,
        adrs: (allContent['adr-index']?.default as AdrEntry[] | undefined) ?? [],
      };
    },
    async postBuild({ outDir }) {
      const { siteConfig, siteDir } = context;
      const input: TwinsInput = {
        ...collected,
        siteDir,
        outDir,
        site: { url: siteConfig.url, title: siteConfig.title, tagline: siteConfig.tagline },
      };
      const { warnings, summary } = inWorkerThread() ? await writeInWorker(input) : writeMarkdownTwins(input);
      for (const warning of warnings) console.warn(warning);
      console.log(summary);
    },
  };
}
