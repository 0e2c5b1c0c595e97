/**
 * Syntax checks for code samples in languages whose compilers are not installed here (SDK
 * pages: Python, Go, Java, Kotlin, Swift, Ruby, PHP, C#, Rust, Dart): tree-sitter's parsers,
 * from npm (`web-tree-sitter` with the prebuilt grammars of `tree-sitter-wasms`). A sample that
 * the language's grammar cannot parse fails the content linter. tree-sitter is error-tolerant, so
 * "parses" means "no ERROR or MISSING node": a structural check, not a type check.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Language, Parser, type Node } from 'web-tree-sitter';

const require = createRequire(import.meta.url);

/** Fence language (lower case) -> grammar file in tree-sitter-wasms. */
export const grammarOfFence: Record<string, string> = {
  python: 'python',
  py: 'python',
  go: 'go',
  java: 'java',
  kotlin: 'kotlin',
  kt: 'kotlin',
  swift: 'swift',
  ruby: 'ruby',
  rb: 'ruby',
  php: 'php',
  csharp: 'c_sharp',
  cs: 'c_sharp',
  rust: 'rust',
  rs: 'rust',
  dart: 'dart',
};

export interface SyntaxProblem {
  /** 1-based line within the sample. */
  line: number;
  message: string;
}

export type SyntaxChecker = (code: string) => SyntaxProblem | null;

function firstProblem(node: Node): Node | null {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return null;
  for (const child of node.children) {
    if (!child) continue;
    const found = firstProblem(child);
    if (found) return found;
  }
  return node;
}

let checkers: Promise<Map<string, SyntaxChecker>> | undefined;

/** One checker per fence language, loaded once per process. */
export function loadSyntaxCheckers(): Promise<Map<string, SyntaxChecker>> {
  checkers ??= (async () => {
    await Parser.init();
    const grammarsDir = path.join(path.dirname(require.resolve('tree-sitter-wasms/package.json')), 'out');
    const byGrammar = new Map<string, SyntaxChecker>();
    for (const grammar of new Set(Object.values(grammarOfFence))) {
      const language = await Language.load(path.join(grammarsDir, `tree-sitter-${grammar}.wasm`));
      const parser = new Parser();
      parser.setLanguage(language);
      byGrammar.set(grammar, (code) => {
        const tree = parser.parse(code);
        const problem = tree ? firstProblem(tree.rootNode) : null;
        tree?.delete();
        if (!problem) return null;
        const text = problem.text.split('\n')[0]?.slice(0, 40) ?? '';
        return {
          line: problem.startPosition.row + 1,
          message:
            problem.isMissing && problem.type !== 'ERROR'
              ? `missing ${problem.type}`
              : `cannot parse ${JSON.stringify(text)}`,
        };
      });
    }
    return new Map(
      Object.entries(grammarOfFence).flatMap(([fence, grammar]) => {
        const checker = byGrammar.get(grammar);
        return checker ? [[fence, checker] as const] : [];
      }),
    );
  })();
  return checkers;
}
