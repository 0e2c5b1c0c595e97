/**
 * Where a page's Markdown twin lives (plugins/markdown-twins writes it, the page menu and
 * `<head>` link to it, nginx serves it for `Accept: text/markdown`, the MCP server reads it), and
 * the index files written next to the pages. No Node.js imports: browser code reads it too.
 */

/** `/quickstart` -> `/quickstart.md`; the home page `/` -> `/index.md`. */
export function markdownTwinPath(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}

/** The route a twin belongs to: `/quickstart.md` -> `/quickstart`, `/index.md` -> `/`. */
export function routeOfMarkdownTwin(twinPath: string): string {
  const route = twinPath.replace(/\.md$/, '');
  return route === '/index' ? '/' : route;
}

/** The llms.txt index (llmstxt.org), every hand-written page in one file, and the twins' manifest. */
export const llmsTxtPath = '/llms.txt';
export const llmsFullTxtPath = '/llms-full.txt';
export const markdownManifestPath = '/markdown-index.json';

export const markdownContentType = 'text/markdown; charset=utf-8';
export const plainTextContentType = 'text/plain; charset=utf-8';

/** One page of the manifest (markdown-index.json): what the MCP server and the tests read. */
export interface MarkdownTwinEntry {
  route: string;
  /** The twin's path, e.g. /quickstart.md. */
  markdown: string;
  title: string;
  description: string;
  /** The llms.txt section the page is listed in. */
  section: string;
  kind: 'page' | 'api-operation' | 'api-tag';
  /** API operation pages: the spec's operationId, method (upper case) and path template. */
  operation?: { id: string; method: string; path: string };
}

export interface MarkdownManifest {
  site: { title: string; url: string };
  pages: MarkdownTwinEntry[];
}
