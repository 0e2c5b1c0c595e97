/**
 * The browser's highlighting, loaded when a code block first has to highlight itself: the
 * highlighter (./highlighter.ts, which registers the theme's code block content) and the grammar
 * of the block's language (./languages/<grammar>.ts, config/prism-grammars.ts). A docs page's code
 * blocks keep the server's highlighted lines while React hydrates (src/theme/CodeBlock/Content),
 * so a reader who opens a page and reads it downloads neither, nor this module with its grammar
 * table; a block highlights itself after a client-side navigation to its page and when the colour
 * mode changes its colours. Each module is loaded once, and each grammar is a chunk of its own
 * (plugins/bundle-size).
 */
import { pageGrammarOf } from '../../config/prism-grammars';
import { markHighlightingLoaded } from './code-block-content';

const loading = new Map<string, Promise<void>>();

/** Loads the highlighter and the grammar of `language`, once; resolves when both are in. */
export function loadHighlighting(language: string): Promise<void> {
  let pending = loading.get(language);
  if (pending === undefined) {
    const grammar = pageGrammarOf(language);
    pending = Promise.all([
      import('./highlighter'),
      grammar === undefined ? undefined : import(`./languages/${grammar}.ts`),
    ]).then(() => markHighlightingLoaded(language));
    // A failed download (offline) may be tried again by the next block that needs it.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
