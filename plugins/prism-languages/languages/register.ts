/**
 * Prism's language files (prismjs/components) extend the Prism they find in the global scope; the
 * highlighter is prism-react-renderer's own Prism. As the theme does for `additionalLanguages`,
 * this puts that Prism there while the files run, then puts back what was there before.
 */
import { Prism } from 'prism-react-renderer';

export function registerGrammars(load: () => void): void {
  const scope = globalThis as { Prism?: typeof Prism };
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    load();
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}
