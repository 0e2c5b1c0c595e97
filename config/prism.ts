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
 * Languages the docs' code samples use beyond those prism-react-renderer
 * already bundles (json, yaml, tsx, go, python, kotlin, rust, swift, ...).
 * Listing a bundled language here would ship its grammar twice.
 */
export const prism = {
  theme: lightTheme,
  darkTheme,
  additionalLanguages: ['bash', 'diff', 'java', 'csharp', 'dart', 'php', 'ruby', 'powershell'],
} satisfies ThemeConfig['prism'];
