import { themes, type PrismTheme } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/preset-classic';

/** A theme with some token colours swapped, keyed by their original value. */
function recolor(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color && colors[entry.style.color];
      return color ? { ...entry, style: { ...entry.style, color } } : entry;
    }),
  };
}

/**
 * GitHub's light theme with its pale tokens darkened (same hue) to a WCAG AA
 * contrast of at least 4.5:1 on the code background, also on a highlighted
 * line (--docusaurus-highlighted-code-line-bg).
 */
const lightTheme = recolor(themes.github, {
  '#999988': '#626257', // comment
  '#e3116c': '#bc0e5a', // string
  '#36acaa': '#216b69', // number, variable, constant, property
  '#00a4db': '#00698c', // at-rule, attr-name
  '#d73a49': '#b2303d', // function, deleted, tag
});

/** Dracula with its comment colour lightened to 4.5:1 on the code background. */
const darkTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#8692b9', // comment
});

/**
 * Grammars the docs' code samples use beyond those prism-react-renderer already bundles (json,
 * yaml, tsx, go, python, kotlin, rust, swift, ...). Listing a bundled language here would ship its
 * grammar twice.
 *
 * Each is a page grammar, with the code-fence names it highlights: a page loads the ones its code
 * blocks use. plugins/prism-languages/remark.ts adds to each docs page an import of
 * plugins/prism-languages/languages/<grammar>.ts per grammar it needs; components that highlight
 * code themselves import theirs (the API explorer: the request-sample languages). None is in the
 * JavaScript every page loads (`additionalLanguages` is empty): plugins/prism-languages keeps the
 * theme's global grammar module, and with it prism-react-renderer, out of `main.js`. bash, which
 * most pages use (166 of 204), was global until then; php too, because the theme's global module
 * held its helper grammar (markup-templating), which a page's chunk could then not run in the
 * server render ("Prism is not defined"); without that module, php.ts loads the helper itself.
 */
export const pageGrammars = {
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

export const prism = {
  theme: lightTheme,
  darkTheme,
  additionalLanguages: [],
} satisfies ThemeConfig['prism'];
