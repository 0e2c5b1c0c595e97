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

// The grammars and their code-fence names live in ./prism-grammars.ts, which the browser's
// CodeBlock/Content wrap reads too (this module imports prism-react-renderer's themes).
import { pageGrammars, type PageGrammar } from './prism-grammars';

export { pageGrammars, pageGrammarOf, type PageGrammar } from './prism-grammars';

/**
 * The page grammars whose module loads more than the prismjs component of their own name
 * (prismjs/components/prism-<grammar>), in order, after the page grammars it imports (`web` before
 * the grammars that build on it).
 */
const groupedComponents = {
  web: [
    'markup',
    'regex',
    'clike',
    'javascript',
    'javadoclike',
    'css',
    'css-extras',
    'markdown',
    'graphql',
    'js-templates',
    'typescript',
    'jsdoc',
    'js-extras',
  ],
  php: ['markup-templating', 'php'],
} as const satisfies Partial<Record<keyof typeof pageGrammars, readonly string[]>>;

/** The prismjs components a page grammar's module loads, in order: its own, or its group's (groupedComponents). */
export function grammarComponentsOf(grammar: PageGrammar): readonly string[] {
  return (groupedComponents as Partial<Record<PageGrammar, readonly string[]>>)[grammar] ?? [grammar];
}

export const prism = {
  theme: lightTheme,
  darkTheme,
  additionalLanguages: [],
} satisfies ThemeConfig['prism'];
