/**
 * Prism's language files (prismjs/components) extend the Prism they find in the global scope; the
 * highlighter is the site's own Prism (../prism.ts). As the theme does for `additionalLanguages`,
 * this puts that Prism there while the files run, then puts back what was there before.
 */
import { Prism, type PrismLib } from '../prism';

export function registerGrammars(load: () => void): void {
  const scope = globalThis as { Prism?: PrismLib };
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    load();
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}
