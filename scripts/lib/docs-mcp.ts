/**
 * The docs MCP server's tools, over a built site (scripts/mcp-server.ts runs it on stdio):
 * - search_docs: the site's own embedded search engine (src/search) over its index
 *   (build/search-index), the same ranking as the search box;
 * - get_page: a page's Markdown twin (build/<route>.md, plugins/markdown-twins);
 * - get_api_operation: an API operation's page as Markdown, by operationId or `METHOD /path`.
 * Pages and operations come from the build's markdown-index.json. A wrong argument gets an error
 * result that says what to send instead; the server keeps running.
 */
import fs from 'node:fs';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { EmbeddedSearchEngine } from '../../src/search/engine';
import { closestPages } from '../../src/components/NotFoundSuggestions/closestPages';
import { searchIndexPath } from '../../config/search';
import {
  llmsTxtPath,
  markdownManifestPath,
  routeOfMarkdownTwin,
  type MarkdownManifest,
  type MarkdownTwinEntry,
} from '../../config/markdown-twins';

export class MissingBuildError extends Error {}

export interface DocsBuild {
  dir: string;
  manifest: MarkdownManifest;
}

/** Reads what the server needs from a build, or says what is missing and how to get it. */
export function openBuild(dir: string): DocsBuild {
  const hint = 'Build the site first (npm run build), or pass --build DIR with a built site.';
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new MissingBuildError(`No built site in ${dir}. ${hint}`);
  const manifestFile = path.join(dir, markdownManifestPath);
  if (!fs.existsSync(manifestFile)) {
    throw new MissingBuildError(
      `${dir} has no ${markdownManifestPath.slice(1)}: it was built without the Markdown pages. ${hint}`,
    );
  }
  if (!fs.existsSync(path.join(dir, searchIndexPath, 'search-manifest.json'))) {
    throw new MissingBuildError(`${dir} has no search index (${searchIndexPath}). ${hint}`);
  }
  return { dir, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as MarkdownManifest };
}

/** A page path in any of the forms a reader has at hand: /quickstart, quickstart, a full URL, /quickstart.md. */
export function routeOfInput(input: string): string {
  let value = input.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      // not a URL after all: read it as a path
    }
  }
  value = value.replace(/[?#].*$/, '');
  if (!value.startsWith('/')) value = `/${value}`;
  value = value.replace(/\/+$/, '') || '/';
  if (value.endsWith('.md')) return routeOfMarkdownTwin(value);
  if (value.endsWith('.html')) return value.replace(/(\/index)?\.html$/, '') || '/';
  return value;
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** The path's segments, with `{param}` and `:param` read as placeholders. */
const segmentsOf = (apiPath: string) =>
  apiPath
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\{.+\}$|^:.+$/.test(segment) ? null : decodeURIComponent(segment)));

/** Finds an operation by operationId (any case, or its page's kebab-case name) or `METHOD /path`. */
export function findOperation(operations: readonly MarkdownTwinEntry[], input: string): MarkdownTwinEntry | null {
  const value = input.trim();
  const byMethod = /^([a-z]+)\s+(\S+)$/i.exec(value);
  if (byMethod && methods.includes((byMethod[1] ?? '').toUpperCase())) {
    const method = (byMethod[1] ?? '').toUpperCase();
    let apiPath = byMethod[2] ?? '';
    if (/^https?:\/\//i.test(apiPath)) apiPath = new URL(apiPath).pathname;
    const wanted = segmentsOf(apiPath);
    let best: { entry: MarkdownTwinEntry; literal: number } | null = null;
    for (const entry of operations) {
      if (entry.operation?.method !== method) continue;
      const template = segmentsOf(entry.operation.path);
      if (template.length !== wanted.length) continue;
      // A placeholder on either side matches any segment; the template with the most literal
      // matches wins (/projects/default beats /projects/{projectId} for `GET /projects/default`).
      let literal = 0;
      const matches = template.every((segment, index) => {
        const other = wanted[index];
        if (segment === null || other === null) return true;
        if (segment === other) literal++;
        return segment === other;
      });
      if (matches && (!best || literal > best.literal)) best = { entry, literal };
    }
    return best?.entry ?? null;
  }
  const lower = value.toLowerCase();
  return (
    operations.find((entry) => entry.operation?.id.toLowerCase() === lower) ??
    operations.find((entry) => entry.route.split('/').pop() === lower) ??
    null
  );
}

function error(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export interface SearchResult {
  title: string;
  section: string;
  url: string;
  /** The page's route, for get_page. */
  path: string;
  snippet: string;
}

export function createDocsServer(build: DocsBuild, version: string): McpServer {
  const { manifest } = build;
  const siteUrl = manifest.site.url;
  const byRoute = new Map(manifest.pages.map((page) => [page.route, page]));
  const operations = manifest.pages.filter((page) => page.kind === 'api-operation');
  const indexDir = path.join(build.dir, searchIndexPath);
  const engine = new EmbeddedSearchEngine(
    async (fileName) =>
      JSON.parse(await fs.promises.readFile(path.join(indexDir, path.basename(fileName)), 'utf8')) as unknown,
  );
  const readTwin = (page: MarkdownTwinEntry) => fs.readFileSync(path.join(build.dir, page.markdown), 'utf8');

  const server = new McpServer(
    { name: 'unleash-docs', version },
    {
      instructions:
        `The Unleash documentation (${siteUrl}) as Markdown. Search it with search_docs, then read a page with ` +
        'get_page (the path from a search result). For the Unleash API, get_api_operation takes an operationId ' +
        '(createFeature) or a method and path (POST /api/admin/projects/{projectId}/features).',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Unleash docs',
      description:
        "Searches the Unleash documentation (guides, reference, SDKs, API operations) with the site's own search engine. " +
        'Returns the best matching sections, best first, each with its title, URL, the page path for get_page and a snippet.',
      inputSchema: {
        query: z.string().max(500).describe('What to look for, in a few words, e.g. "gradual rollout stickiness".'),
        limit: z.number().int().min(1).max(20).optional().describe('How many results to return (1 to 20, default 8).'),
      },
      outputSchema: {
        query: z.string(),
        results: z.array(
          z.object({ title: z.string(), section: z.string(), url: z.string(), path: z.string(), snippet: z.string() }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, limit }) => {
      const text = query.trim();
      if (!text) return error('The query is empty: send a few words to search for, e.g. "segments".');
      const response = await engine.search({
        query: text,
        hitsPerPage: limit ?? 8,
        page: 0,
        // One hit per section (URL), as the site's search box and the command-line search ask.
        distinct: true,
        attributesToSnippet: ['content:30'],
        highlightPreTag: '',
        highlightPostTag: '',
      });
      const results: SearchResult[] = response.hits.map((hit) => {
        const url = new URL(hit.url ?? '/', `${siteUrl}/`);
        const levels = Object.values(hit.hierarchy ?? {}).filter((level): level is string => Boolean(level));
        return {
          title: hit.hierarchy?.lvl1 ?? levels[0] ?? url.pathname,
          section: levels.slice(2).join(' › '),
          url: `${siteUrl}${url.pathname}${url.hash}`,
          path: url.pathname,
          // A heading or page title has no text of its own: its page's description stands in.
          snippet:
            unescapeHtml(hit._snippetResult?.content?.value ?? hit.content ?? '').trim() ||
            (byRoute.get(url.pathname)?.description ?? ''),
        };
      });
      const lines =
        results.length === 0
          ? [
              `No results for "${text}". Try other or fewer words, or read the list of pages at ${siteUrl}${llmsTxtPath}.`,
            ]
          : results.map(
              (result, index) =>
                `${index + 1}. ${result.title}${result.section ? ` › ${result.section}` : ''}\n` +
                `   ${result.url}\n   get_page: ${result.path}` +
                (result.snippet ? `\n   ${result.snippet}` : ''),
            );
      return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: { query: text, results } };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'Returns a page of the Unleash documentation as Markdown. Pass its path (/reference/segments), ' +
        'its URL, or the path of a search_docs result.',
      inputSchema: {
        path: z
          .string()
          .min(1)
          .max(2000)
          .describe('The page path or URL, e.g. /quickstart or https://docs.getunleash.io/quickstart.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path: input }) => {
      const route = routeOfInput(input);
      const page = byRoute.get(route);
      if (!page) {
        const closest = closestPages(
          route,
          manifest.pages.map((entry) => ({ path: entry.route, title: entry.title })),
          5,
        );
        return error(
          `No page at ${route}.` +
            (closest.length > 0
              ? ` Closest pages: ${closest.map((entry) => `${entry.path} (${entry.title})`).join(', ')}.`
              : '') +
            ' Use search_docs to find a page.',
        );
      }
      return { content: [{ type: 'text', text: readTwin(page) }] };
    },
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Read an Unleash API operation',
      description:
        'Returns one operation of the Unleash API as Markdown: method and path, permission, parameters, request body, ' +
        'responses and a curl sample. Pass its operationId (createFeature) or its method and path ' +
        '(POST /api/admin/projects/{projectId}/features; real values such as /projects/default work too).',
      inputSchema: {
        operation: z
          .string()
          .min(1)
          .max(500)
          .describe(
            'An operationId such as createFeature, or a method and path such as "GET /api/admin/projects/{projectId}".',
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ operation: input }) => {
      const found = findOperation(operations, input);
      if (!found) {
        const wanted = input.trim().toLowerCase();
        const closest = [...operations]
          .map((entry) => {
            const id = entry.operation?.id ?? '';
            const signature = `${entry.operation?.method} ${entry.operation?.path}`;
            return {
              entry,
              score: Math.min(distance(wanted, id.toLowerCase()), distance(wanted, signature.toLowerCase())),
            };
          })
          .sort((a, b) => a.score - b.score)
          .slice(0, 5)
          .map(({ entry }) => `${entry.operation?.id} (${entry.operation?.method} ${entry.operation?.path})`);
        return error(
          `No API operation matches "${input.trim()}". Send an operationId or a method and path; ` +
            `the closest are: ${closest.join(', ')}. search_docs finds operations by what they do.`,
        );
      }
      return { content: [{ type: 'text', text: readTwin(found) }] };
    },
  );

  return server;
}
