/**
 * What the browser bundles hold, for the API operation pages above all.
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
 * 2. Gives the API theme the parts of two libraries it uses, not the whole:
 *    - `pako`: the theme and src/theme/ApiExplorer only inflate (the pages'
 *      `api` and `request_samples` front matter), so they get pako's own
 *      inflate-only build;
 *    - `crypto-js`: the theme hashes with SHA-1 only (shims/crypto-js-sha1.ts).
 *    Aliases rather than wraps: the imports sit inside the theme's modules.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiReferenceRoutes } from '../../config/api-reference';

export default function bundleSizePlugin(context: LoadContext): Plugin {
  const { operations, tags } = apiReferenceRoutes(path.resolve(context.siteDir));
  const generatedPages = operations.length + tags.length;
  return {
    name: 'bundle-size',
    configureWebpack(_config, isServer) {
      const resolve = {
        alias: {
          // One file for `import` and `require` alike, so the bundles never hold two copies.
          pako$: require.resolve('pako/browser/inflate'),
          'crypto-js$': path.join(__dirname, 'shims', 'crypto-js-sha1.ts'),
        },
      };
      if (isServer) return { resolve };
      return {
        resolve,
        optimization: {
          splitChunks: { cacheGroups: { common: { name: 'common', minChunks: generatedPages + 20, priority: 40 } } },
        },
      };
    },
  };
}
