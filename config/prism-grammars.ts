/**
 * The Prism grammars, none of them in the JavaScript every page loads: a page loads the ones its
 * code blocks use. The site highlights with prismjs's core alone: plugins/prism-languages stands in
 * for prism-react-renderer in both bundles, a package that holds Prism with ~30 grammars in one
 * module (26 KB gzip, on every page with code). Every grammar it held is here, with the ones the
 * docs added (bash, java, php, ...).
 *
 * Each is a page grammar, with the code-fence names it highlights (pageGrammars) and the prismjs
 * components it loads, in order (grammarComponentsOf, config/prism.ts). The server loads every
 * grammar (plugins/prism-languages/server.ts). In the browser, a docs page's code blocks keep the
 * server's highlighting through hydration, and a code block that has to highlight itself (after a
 * client-side navigation, or in the other colour mode) loads the highlighter and the grammar of its
 * language then (plugins/prism-languages/lazy-highlighting.ts); components that highlight code
 * themselves import theirs (the API pages: request samples, responses, spec descriptions). Each
 * grammar gets a chunk of its own (`prism-<grammar>`, plugins/bundle-size), so a reader downloads it
 * once. None is in `additionalLanguages`:
 * plugins/prism-languages keeps the theme's global grammar module out of `main.js`.
 *
 * Some prismjs components change other grammars as they load: javascript adds `<script>` to markup
 * and narrows clike's class names; css adds `<style>` to markup, css-extras refines css;
 * javadoclike and jsdoc add doc comments to javascript (and to java and php if those came first);
 * js-templates gives javascript's template strings the languages loaded so far (css, html,
 * markdown, graphql, sql), js-extras more tokens. `web` loads all of those together, in
 * prism-react-renderer's order, and every grammar that extends or embeds them imports `web` first:
 * a grammar is then the same whichever other grammars a page loads, in whatever order, and the same
 * as prism-react-renderer's (tests/unit/prism.test.ts), but for four that no page uses, which it
 * loaded before some of `web` (actionscript, coffeescript, flow, n4js; see their modules).
 */
export const pageGrammars = {
  web: [
    'markup',
    'html',
    'mathml',
    'svg',
    'xml',
    'ssml',
    'atom',
    'rss',
    'regex',
    'clike',
    'javascript',
    'js',
    'javadoclike',
    'css',
    'markdown',
    'md',
    'graphql',
    'typescript',
    'ts',
    'jsdoc',
  ],
  jsx: ['jsx'],
  tsx: ['tsx'],
  flow: ['flow'],
  n4js: ['n4js', 'n4jsd'],
  actionscript: ['actionscript'],
  coffeescript: ['coffeescript', 'coffee'],
  yaml: ['yaml', 'yml'],
  sql: ['sql'],
  json: ['json', 'webmanifest'],
  python: ['python', 'py'],
  swift: ['swift'],
  rust: ['rust'],
  go: ['go'],
  kotlin: ['kotlin', 'kt', 'kts'],
  c: ['c'],
  objectivec: ['objectivec', 'objc'],
  cpp: ['cpp'],
  reason: ['reason'],
  bash: ['bash', 'sh', 'shell'],
  diff: ['diff'],
  java: ['java'],
  csharp: ['csharp', 'cs', 'dotnet'],
  dart: ['dart'],
  ruby: ['ruby', 'rb'],
  powershell: ['powershell'],
  php: ['php'],
} as const satisfies Record<string, readonly string[]>;

export type PageGrammar = keyof typeof pageGrammars;

/** The grammar of pageGrammars that highlights a code-fence language, if any (names are case-insensitive). */
export function pageGrammarOf(language: string): PageGrammar | undefined {
  const name = language.toLowerCase();
  return (Object.keys(pageGrammars) as PageGrammar[]).find((grammar) =>
    (pageGrammars[grammar] as readonly string[]).includes(name),
  );
}
