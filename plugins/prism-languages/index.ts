/**
 * Keeps prism-react-renderer (26 KB gzip: Prism and the grammars it bundles) out of `main.js`.
 *
 * @docusaurus/theme-classic registers `themeConfig.prism.additionalLanguages` through a client
 * module, which imports prism-react-renderer's Prism: every page then loads the highlighter in
 * `main.js`, also the pages without a code block (the home page, the search page, the API tag
 * pages). The theme offers no option to leave that module out, so this plugin replaces it, in
 * the browser and server bundles alike, with an empty one (./no-global-grammars.ts), and
 * config/prism.ts lists no `additionalLanguages`: the grammars the highlighter does not bundle
 * (bash and php too) are page grammars, imported by the pages and components that use them
 * (./remark.ts, ./languages). prism-react-renderer then travels with the theme's CodeBlock,
 * which only pages with code load.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The theme's client module, as Docusaurus's generated client-modules.js requires it (no extension). */
export const themeGrammarsModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(themeGrammarsModule, path.join(__dirname, 'no-global-grammars.ts')),
        ],
      };
    },
  };
}
