/**
 * Keeps the API explorer's code out of the chunk every page loads.
 * Docusaurus puts a module into the shared `common` chunk when more than half
 * of all routes use it. The ~350 generated API operation pages are more than
 * half the site, so everything they share (the explorer, its Redux store, the
 * request-sample generators) would land in `common` and reach readers of
 * every hand-written page. Requiring more routes than all the generated pages
 * together (operations, tags, and the ApiItem chunk itself, with a margin)
 * keeps modules used only by them in their own chunks, while modules that
 * hand-written pages share as well still qualify.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiReferenceRoutes } from '../../config/api-reference';

export default function bundleSplitPlugin(context: LoadContext): Plugin {
  const { operations, tags } = apiReferenceRoutes(path.resolve(context.siteDir));
  const generatedPages = operations.length + tags.length;
  return {
    name: 'bundle-split',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: { cacheGroups: { common: { name: 'common', minChunks: generatedPages + 20, priority: 40 } } },
        },
      };
    },
  };
}
