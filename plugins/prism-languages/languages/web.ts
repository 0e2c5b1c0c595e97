/**
 * The grammars that change one another as they load (config/prism.ts), in prism-react-renderer's
 * order: markup (html, xml, svg, ...), regex, clike, javascript with its doc comments (javadoclike,
 * jsdoc), extras (js-extras) and embedded languages in template strings (js-templates), css with
 * css-extras, markdown, graphql and typescript. Loaded by the pages whose code blocks use one of
 * them, and before every grammar that extends or embeds them. yaml (in markdown's front matter) and
 * sql (in js-templates) change nothing: they come from their own modules, first.
 */
import './yaml';
import './sql';
import { registerGrammars } from './register';

registerGrammars(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-markup');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-regex');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-clike');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-javascript');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-javadoclike');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-css');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-css-extras');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-markdown');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-graphql');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-js-templates');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-typescript');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-jsdoc');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-js-extras');
});
