/**
 * Keeps the code highlighter out of `main.js`, and each page's JavaScript down to the grammars its
 * code uses.
 *
 * 1. prism-react-renderer, with which the theme's code blocks highlight, is one module holding
 *    Prism, ~30 grammars and 20 themes (26 KB gzip), loaded whole by every page with code. This
 *    plugin aliases it, in the browser and server bundles, to ./prism-react-renderer.ts: its React
 *    part on prismjs's core (./prism.ts), with every grammar a page grammar (config/prism.ts,
 *    ./languages); the server bundle loads all of them up front (./server.ts).
 * 2. @docusaurus/theme-classic registers `themeConfig.prism.additionalLanguages` through a client
 *    module, which imports prism-react-renderer's Prism: every page would then load the
 *    highlighter in `main.js`, also the pages without a code block (the home page, the search
 *    page, the API tag pages). The theme offers no option to leave that module out, so this
 *    plugin replaces it, in the browser and server bundles alike, with an empty one
 *    (./no-global-grammars.ts), and config/prism.ts lists no `additionalLanguages`.
 * 3. In the browser, the highlighter and a grammar load when a code block has to highlight itself
 *    (./lazy-highlighting.ts): docs pages keep the server's highlighted code through hydration.
 *    Components that highlight code as they render (the API pages') import theirs (./languages).
 *    On the server, the CodeBlock/Content wrap's import of ./eager-highlighter.ts becomes
 *    ./highlighter.ts, with every grammar (./server.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** What stands in for prism-react-renderer: ./prism-react-renderer.ts, with every grammar on the server (./server.ts). */
export const highlighterModule = (isServer: boolean): string =>
  path.join(__dirname, isServer ? 'server.ts' : 'prism-react-renderer.ts');

/** The theme's client module, as Docusaurus's generated client-modules.js requires it (no extension). */
export const themeGrammarsModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * The module the CodeBlock/Content wrap imports for the highlighter, as it imports it: ./highlighter.ts
 * takes its place in the server bundle (every page is highlighted as it renders); in the browser it
 * stays empty (./lazy-highlighting.ts loads the highlighter when a code block needs it).
 */
export const eagerHighlighterModule = /[\\/]plugins[\\/]prism-languages[\\/]eager-highlighter(\.ts)?$/;

export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack(_config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        resolve: { alias: { 'prism-react-renderer$': highlighterModule(isServer) } },
        plugins: [
          new NormalModuleReplacementPlugin(themeGrammarsModule, path.join(__dirname, 'no-global-grammars.ts')),
          ...(isServer
            ? [new NormalModuleReplacementPlugin(eagerHighlighterModule, path.join(__dirname, 'highlighter.ts'))]
            : []),
        ],
      };
    },
  };
}
