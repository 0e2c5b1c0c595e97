/**
 * What the browser bundles hold, for the API operation pages above all, and (5.) how the server
 * bundle is split.
 *
 * 1. Keeps the API explorer's code out of the chunk every page loads.
 *    Docusaurus puts a module into the shared `common` chunk when more than
 *    half of all routes use it. The ~350 generated API operation pages are
 *    more than half the site, so everything they share (the explorer, its
 *    Redux store, the request-sample generators) would land in `common` and
 *    reach readers of every hand-written page. Requiring more routes than all
 *    the generated pages together (operations, tags, and the ApiItem chunk
 *    itself, with a margin) keeps modules used only by them in their own
 *    chunks, while modules that hand-written pages share as well still
 *    qualify.
 * 2. Keeps the API theme's CSS (about 27 KB gzip) out of the one stylesheet
 *    every page loads: Docusaurus gathers all CSS into a single `styles`
 *    chunk; the theme's own CSS (its stylesheet, which the operation pages
 *    import since plugins/api-reference/openapi-theme.ts drops it from the
 *    global client modules, and the CSS modules of its API components; not
 *    those of its Tabs and TabItem, which every page uses), with the
 *    project's contrast fixes for it, goes to one `api-styles` stylesheet instead, which the pages that use the theme load
 *    after the site's. One file, so the order of the rules stays fixed.
 *    Docusaurus links only the entry stylesheet in a page's HTML (a route's
 *    own CSS arrives with its JavaScript), so postBuild links `api-styles`
 *    in the HTML of the operation pages: they render styled before any
 *    script has run, with no layout shift when it arrives.
 * 3. Keeps the code highlighter (plugins/prism-languages, with prismjs's core)
 *    in a chunk of its own, which only the pages with code load, and each Prism
 *    grammar (config/prism.ts) in one of its own, `prism-<grammar>`, which the
 *    pages whose code uses it load: a reader downloads each once, not with
 *    every page.
 * 4. Gives the API theme the parts of two libraries it uses, not the whole:
 *    - `pako`: the theme and src/theme/ApiExplorer only inflate (the pages'
 *      `api` and `request_samples` front matter), so they get pako's own
 *      inflate-only build;
 *    - `crypto-js`: the theme hashes with SHA-1 only (shims/crypto-js-sha1.ts).
 *    Aliases rather than wraps: the imports sit inside the theme's modules.
 * 5. Splits the server bundle's route chunks the way Rspack does by default (Docusaurus turns it
 *    off there), so the chunks the SSG workers load share what they import (below).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Module } from 'webpack';
import { apiReferenceRoutes } from '../../config/api-reference';
import { grammarComponentsOf, pageGrammars, type PageGrammar } from '../../config/prism';

/** The page grammar a module belongs to: a plugins/prism-languages/languages module or a prismjs component it loads. */
export function grammarChunkOf(resource: string): PageGrammar | undefined {
  const own = /[\\/]plugins[\\/]prism-languages[\\/]languages[\\/]([\w-]+)\.ts$/.exec(resource)?.[1];
  const grammars = Object.keys(pageGrammars) as PageGrammar[];
  if (own) return grammars.find((grammar) => grammar === own);
  const component = /[\\/]prismjs[\\/]components[\\/]prism-([\w-]+)\.js$/.exec(resource)?.[1];
  if (!component) return undefined;
  return grammars.find((grammar) => grammarComponentsOf(grammar).includes(component));
}

/** The HTML with a stylesheet link added right after its first one (the site's stylesheet). */
export function withStylesheet(html: string, href: string): string {
  const first = /<link rel=["']?stylesheet["']?[^>]*>/.exec(html);
  if (!first) throw new Error('bundle-size: a page without a stylesheet link');
  if (html.includes(`href=${href}`) || html.includes(`href="${href}"`)) return html;
  const at = first.index + first[0].length;
  return `${html.slice(0, at)}<link rel=stylesheet href=${href}>${html.slice(at)}`;
}

export default function bundleSizePlugin(context: LoadContext): Plugin {
  const { operations, tags } = apiReferenceRoutes(path.resolve(context.siteDir));
  const generatedPages = operations.length + tags.length;
  return {
    name: 'bundle-size',
    postBuild({ outDir }) {
      // Synchronous: postBuild hooks run concurrently, and other plugins read these pages.
      const pages = operations
        .map((route) => path.join(outDir, `${route.replace(/^\//, '')}.html`))
        .filter((file) => fs.existsSync(file));
      if (pages.length === 0) return; // a build without the generated pages (npm run bench's baseline)
      const cssDir = path.join(outDir, 'assets', 'css');
      const file = fs.readdirSync(cssDir).find((name) => /^api-styles\.[0-9a-f]+\.css$/.test(name));
      if (!file) throw new Error(`bundle-size: no api-styles stylesheet in ${cssDir}`);
      const href = `${context.baseUrl}assets/css/${file}`;
      for (const page of pages) fs.writeFileSync(page, withStylesheet(fs.readFileSync(page, 'utf8'), href));
    },
    configureWebpack(_config, isServer) {
      const resolve = {
        alias: {
          // One file for `import` and `require` alike, so the bundles never hold two copies.
          pako$: require.resolve('pako/browser/inflate'),
          'crypto-js$': path.join(__dirname, 'shims', 'crypto-js-sha1.ts'),
        },
      };
      if (isServer) {
        return {
          resolve,
          // Docusaurus turns chunk splitting off for the server bundle, so every route's chunk held
          // its own copy of everything it imports: each API operation page about 1 MB (the API
          // theme and its libraries), 343 MB of server chunks in all. An SSG worker thread keeps
          // the source of every chunk it loads, so each grew by about 700 MB while rendering the
          // pages, and the build's memory peaked there. Rspack's default async splitting shares
          // what two routes import.
          optimization: { splitChunks: { chunks: 'async' as const } },
        };
      }
      return {
        resolve,
        // Chunk files named by id, not by name: with `[name]` in the file name, the runtime that
        // every page loads maps the id of each of its ~620 named chunks to the chunk's name, about
        // 4 KB gzip, for file names nobody reads. Docusaurus's own chunk lookup (`__webpack_require__.gca`)
        // maps names to ids and needs no file names.
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        optimization: {
          splitChunks: {
            cacheGroups: {
              common: { name: 'common', minChunks: generatedPages + 20, priority: 40 },
              // The code highlighter (plugins/prism-languages with prismjs's core, and the theme's
              // code block content) in a chunk of its own, for the pages with code only: in
              // `common`, which nearly every page loads, it would reach the pages without code too.
              highlighter: {
                name: 'highlighter',
                test: /[\\/]prismjs[\\/]components[\\/]prism-core\.js$|[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.js$|[\\/]plugins[\\/]prism-languages[\\/](?:highlighter|prism-react-renderer|prism|languages[\\/]register)\.ts$/,
                chunks: 'all',
                enforce: true,
                priority: 50,
              },
              // Each grammar in a chunk of its own (config/prism.ts): a page's chunk would hold a
              // copy of each grammar it uses, downloaded again with every page.
              prismGrammars: {
                test: (module: Module) => grammarChunkOf(module.nameForCondition() ?? '') !== undefined,
                name: (module: Module) => `prism-${grammarChunkOf(module.nameForCondition() ?? '')}`,
                chunks: 'all',
                enforce: true,
                priority: 50,
              },
              // Above Docusaurus's one `styles` group, which would put this into the stylesheet of every page.
              apiStyles: {
                name: 'api-styles',
                type: 'css/mini-extract',
                // Not its Tabs and TabItem: they stand in for the classic theme's on every page.
                // And the project's contrast fixes for it (plugins/api-reference/theme/ApiReferenceStyles).
                test: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](?!Tabs[\\/]|TabItem[\\/])|[\\/]plugins[\\/]api-reference[\\/]theme[\\/]ApiReferenceStyles[\\/]/,
                chunks: 'all',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
