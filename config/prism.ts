import { themes } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/preset-classic';

/** Languages beyond Prism's defaults that the docs' code samples use. */
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: [
    'bash',
    'diff',
    'json',
    'yaml',
    'go',
    'java',
    'kotlin',
    'csharp',
    'dart',
    'php',
    'ruby',
    'rust',
    'swift',
    'powershell',
  ],
} satisfies ThemeConfig['prism'];
