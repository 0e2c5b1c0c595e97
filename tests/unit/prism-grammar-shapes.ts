/**
 * Helper of prism.test.ts, run in a process of its own so that each run starts from a Prism
 * without grammars: prints, as JSON, the shape of every grammar a set of page grammars registers.
 * `node --import tsx tests/unit/prism-grammar-shapes.ts package` gives prism-react-renderer's,
 * with the grammars the site added before (bash, java, php, ...), loaded as the site loaded them;
 * `... site <grammar>...` the site's, loading those page grammars' modules in that order.
 */
import { pageGrammars, type PageGrammar } from '../../config/prism';

type Languages = Record<string, unknown>;

/** A grammar as JSON: key order kept, patterns as text, an object met again as `#<n>`. */
export function grammarShape(grammar: unknown): string {
  const seen = new Map<object, number>();
  const walk = (value: unknown): unknown => {
    if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
    if (typeof value === 'function') return 'function';
    if (value === null || typeof value !== 'object') return value;
    const id = seen.get(value);
    if (id !== undefined) return `#${id}`;
    seen.set(value, seen.size);
    if (Array.isArray(value)) return value.map(walk);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
  };
  return JSON.stringify(walk(grammar));
}

/** The grammars the site loaded on top of prism-react-renderer's, in the order of their modules. */
const addedBefore = ['bash', 'diff', 'java', 'csharp', 'dart', 'ruby', 'powershell', 'markup-templating', 'php'];

async function main(): Promise<void> {
  const [mode, ...requested] = process.argv.slice(2);
  const grammars = requested as PageGrammar[];
  let languages: Languages;
  if (mode === 'package') {
    const { Prism } = await import('prism-react-renderer');
    const scope = globalThis as { Prism?: unknown };
    scope.Prism = Prism;
    for (const component of addedBefore) await import(`prismjs/components/prism-${component}.js`);
    delete scope.Prism;
    languages = Prism.languages as unknown as Languages;
  } else {
    const { Prism } = await import('../../plugins/prism-languages/prism');
    for (const grammar of grammars) await import(`../../plugins/prism-languages/languages/${grammar}.ts`);
    languages = Prism.languages as unknown as Languages;
  }
  const names = mode === 'package' ? Object.values(pageGrammars).flat() : grammars.flatMap((g) => pageGrammars[g]);
  const shapes: Record<string, string | null> = {};
  for (const name of names) shapes[name] = languages[name] ? grammarShape(languages[name]) : null;
  process.stdout.write(JSON.stringify(shapes));
}

if (process.argv[1]?.endsWith('prism-grammar-shapes.ts')) void main();
