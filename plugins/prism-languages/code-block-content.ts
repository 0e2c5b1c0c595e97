/**
 * Where the theme's code block content (its Highlight, with ./prism-react-renderer.ts) is registered
 * once the highlighter has loaded: ./highlighter.ts, which the server bundle loads with the
 * CodeBlock/Content wrap, the browser on demand (./lazy-highlighting.ts), and the API pages'
 * components that highlight code with their own imports. The wrap renders what is registered. No
 * import of the highlighter here, nor of the grammar table: this module is in every docs page's
 * JavaScript, ./lazy-highlighting.ts in a chunk of its own.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock/Content';

interface Highlighter {
  Content: ComponentType<Props>;
  /** Whether the highlighter's Prism has a grammar for the code-fence language (loaded so far). */
  hasGrammar: (language: string) => boolean;
}

let registered: Highlighter | null = null;
/** Code-fence languages whose highlighting ./lazy-highlighting.ts has loaded (with or without a grammar). */
const loadedLanguages = new Set<string>();

export function registerCodeBlockContent(highlighter: Highlighter): void {
  registered = highlighter;
}

export function registeredCodeBlockContent(): ComponentType<Props> | null {
  return registered?.Content ?? null;
}

export function markHighlightingLoaded(language: string): void {
  loadedLanguages.add(language);
}

/**
 * Whether a code block in `language` can be highlighted now: the highlighter is registered, and
 * its grammar is in (or the language has none, which a load has found out).
 */
export function highlightingReady(language: string | undefined): boolean {
  if (registered === null) return false;
  const name = language ?? '';
  return loadedLanguages.has(name) || registered.hasGrammar(name);
}
