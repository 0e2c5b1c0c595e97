/**
 * The content linter: checks every docs page for what markdownlint cannot see.
 *
 *   npm run lint:content [-- FILE...]
 *
 * Rules (each a function below, each unit-tested in tests/unit/content-lint.test.ts).
 * A fence's language and an image's alt text are markdownlint's (MD040, MD045), which
 * reads MDX as Markdown: it misses a fence right under a JSX tag with no blank line
 * between them, and an <img> with a {expression} attribute.
 *   front-matter          title present; description present and 50-160 characters
 *   json-syntax           json blocks parse
 *   yaml-syntax           yaml blocks parse
 *   script-syntax         javascript/typescript/jsx/tsx blocks have no syntax error
 *   shell-syntax          bash/sh/shell blocks pass `bash -n`
 *   sample-syntax         Python, Go, Java, Kotlin, Swift, Ruby, PHP, C#, Rust and Dart blocks parse
 *                         with tree-sitter (scripts/lib/code-syntax.ts)
 *   heading-levels        no skipped heading level (the title is the page's h1)
 *   placeholder-leftover  no "being written" placeholder on a page that left the placeholder list
 *   availability          every reference page shows <Availability> before its first heading
 *
 * A code block that is deliberately partial (an excerpt, a template with
 * `...`) opts out of the syntax rules with the word `partial` in its fence
 * meta (```js partial); the report counts these opt-outs.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';
import { placeholderRoutes } from '../config/placeholders';
import { metaFlag, readMdx, type CodeBlock, type MdxDocument } from './lib/mdx-document';
import { docsDir, docsFiles, routeOfDocsFile } from './lib/site-routes';
import { loadSyntaxCheckers, type SyntaxChecker } from './lib/code-syntax';

export interface LintProblem {
  file: string;
  line: number;
  rule: string;
  message: string;
}

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
export const PARTIAL_MARKER = 'partial';

type Rule = (doc: MdxDocument) => Omit<LintProblem, 'file'>[];

export const checkFrontMatter: Rule = (doc) => {
  const problems: Omit<LintProblem, 'file'>[] = [];
  if (doc.frontMatterError) {
    return [{ line: 1, rule: 'front-matter', message: `front matter is not valid YAML: ${doc.frontMatterError}` }];
  }
  const { title, description } = doc.frontMatter;
  if (typeof title !== 'string' || !title.trim()) {
    problems.push({ line: 1, rule: 'front-matter', message: 'no title in the front matter' });
  }
  if (typeof description !== 'string' || !description.trim()) {
    problems.push({ line: 1, rule: 'front-matter', message: 'no description in the front matter' });
  } else if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) {
    problems.push({
      line: 1,
      rule: 'front-matter',
      message: `the description has ${description.length} characters; search results and social cards want ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}`,
    });
  }
  return problems;
};

const isPartial = (block: CodeBlock) => metaFlag(block.meta, PARTIAL_MARKER);

function syntaxRule(rule: string, langs: string[], check: (code: string, lang: string) => string | null): Rule {
  return (doc) =>
    doc.codeBlocks
      .filter((block) => block.lang && langs.includes(block.lang.toLowerCase()) && !isPartial(block))
      .flatMap((block) => {
        const error = check(block.value, (block.lang as string).toLowerCase());
        return error ? [{ line: block.line, rule, message: `${block.lang} block: ${error}` }] : [];
      });
}

export const checkJsonSyntax = syntaxRule('json-syntax', ['json'], (code) => {
  try {
    JSON.parse(code);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
});

export const checkYamlSyntax = syntaxRule('yaml-syntax', ['yaml', 'yml'], (code) => {
  // Several documents separated by --- are valid YAML (Kubernetes manifests, for example).
  const error = parseAllDocuments(code).flatMap((document) => ('errors' in document ? document.errors : []))[0];
  return error ? error.message.split('\n')[0] : null;
});

const scriptKinds: Record<string, ts.ScriptKind> = {
  javascript: ts.ScriptKind.JSX,
  js: ts.ScriptKind.JSX,
  jsx: ts.ScriptKind.JSX,
  mjs: ts.ScriptKind.JS,
  typescript: ts.ScriptKind.TS,
  ts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

export const checkScriptSyntax = syntaxRule('script-syntax', Object.keys(scriptKinds), (code, lang) => {
  const extension = scriptKinds[lang] === ts.ScriptKind.TS ? 'ts' : 'tsx';
  const source = ts.createSourceFile(
    `block.${extension}`,
    code,
    ts.ScriptTarget.Latest,
    false,
    scriptKinds[lang],
  ) as ts.SourceFile & { parseDiagnostics?: ts.Diagnostic[] };
  const diagnostic = source.parseDiagnostics?.[0];
  if (!diagnostic) return null;
  const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  return `line ${line + 1} of the block: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
});

export const checkShellSyntax = syntaxRule('shell-syntax', ['bash', 'sh', 'shell'], (code) => {
  const result = spawnSync('bash', ['-n'], { input: code, encoding: 'utf8' });
  if (result.error) return `bash could not run: ${result.error.message}`;
  return result.status === 0 ? null : result.stderr.trim().replace(/^bash: /, '');
});

/**
 * Samples in the SDK languages parse with tree-sitter's grammar of their language
 * (scripts/lib/code-syntax.ts). The parsers load asynchronously, so the rule is made from them.
 */
export function checkSampleSyntax(checkers: ReadonlyMap<string, SyntaxChecker>): Rule {
  return syntaxRule('sample-syntax', [...checkers.keys()], (code, lang) => {
    const problem = checkers.get(lang)?.(code);
    return problem ? `line ${problem.line} of the block: ${problem.message}` : null;
  });
}

export const checkHeadingLevels: Rule = (doc) => {
  const problems: Omit<LintProblem, 'file'>[] = [];
  let previous = 1; // the title renders as the page's h1
  for (const heading of doc.headings) {
    if (heading.depth === 1) {
      problems.push({
        line: heading.line,
        rule: 'heading-levels',
        message: `"${heading.text}" is a second h1; the title is the h1, start at ##`,
      });
    } else if (heading.depth > previous + 1) {
      problems.push({
        line: heading.line,
        rule: 'heading-levels',
        message: `"${heading.text}" jumps from h${previous} to h${heading.depth}`,
      });
    }
    previous = heading.depth;
  }
  return problems;
};

export function checkPlaceholderLeftover(placeholders: readonly string[]): Rule {
  return (doc) => {
    const route = routeOfDocsFile(doc.file, doc.frontMatter);
    if (placeholders.includes(route)) return [];
    const marker = doc.jsxElements.find((element) => element.name === 'PagePlaceholder');
    const phrase = /being written/i.test(String(doc.frontMatter.description ?? ''));
    if (!marker && !phrase) return [];
    return [
      {
        line: marker?.line ?? 1,
        rule: 'placeholder-leftover',
        message: `${route} is no longer on the placeholder list (config/placeholders.ts) but still has placeholder ${marker ? 'markup' : 'text'}`,
      },
    ];
  };
}

/**
 * Every reference page (not the generated API pages, SDK or Edge guides, nor a placeholder)
 * states the plans and first version of what it documents, one way: an <Availability> before
 * its first heading.
 */
export const checkAvailability: Rule = (doc) => {
  const relative = path.relative(docsDir, doc.file).replace(/\\/g, '/');
  if (!/^reference\//.test(relative) || /^reference\/(api|sdks|unleash-edge)\//.test(relative)) return [];
  if (doc.jsxElements.some((element) => element.name === 'PagePlaceholder')) return [];
  const component = doc.jsxElements.find((element) => element.name === 'Availability');
  const firstHeading = doc.headings[0];
  if (!component) {
    return [
      {
        line: 1,
        rule: 'availability',
        message: 'a reference page states its plans (and first version) with <Availability plans={[...]} /> at the top',
      },
    ];
  }
  if (firstHeading && component.line > firstHeading.line) {
    return [
      { line: component.line, rule: 'availability', message: '<Availability> must come before the first heading' },
    ];
  }
  return [];
};

export const rules: Rule[] = [
  checkFrontMatter,
  checkJsonSyntax,
  checkYamlSyntax,
  checkScriptSyntax,
  checkShellSyntax,
  checkHeadingLevels,
  checkPlaceholderLeftover(placeholderRoutes),
  checkAvailability,
];

export interface LintReport {
  pages: number;
  codeBlocks: number;
  partialBlocks: { file: string; line: number }[];
  problems: LintProblem[];
}

export function lintDocuments(docs: MdxDocument[], activeRules: Rule[] = rules): LintReport {
  const report: LintReport = { pages: docs.length, codeBlocks: 0, partialBlocks: [], problems: [] };
  for (const doc of docs) {
    report.codeBlocks += doc.codeBlocks.length;
    for (const block of doc.codeBlocks.filter(isPartial))
      report.partialBlocks.push({ file: doc.file, line: block.line });
    for (const rule of activeRules) {
      for (const problem of rule(doc)) report.problems.push({ file: doc.file, ...problem });
    }
  }
  return report;
}

async function main() {
  let fileArgs: string[];
  try {
    fileArgs = parseArgs({ allowPositionals: true }).positionals.map((file) => path.resolve(file));
  } catch (error) {
    console.error(`${(error as Error).message}\nusage: npm run lint:content [-- FILE...]`);
    process.exit(2);
  }
  const files = fileArgs.length > 0 ? fileArgs : docsFiles();
  const docs: MdxDocument[] = [];
  const problems: LintProblem[] = [];
  for (const file of files) {
    try {
      docs.push(readMdx(file));
    } catch (error) {
      problems.push({ file, line: 0, rule: 'mdx-syntax', message: (error as Error).message });
    }
  }
  const report = lintDocuments(docs, [...rules, checkSampleSyntax(await loadSyntaxCheckers())]);
  report.problems.unshift(...problems);
  for (const problem of report.problems) {
    console.log(
      `${path.relative(path.dirname(docsDir), problem.file)}:${problem.line}  ${problem.rule}  ${problem.message}`,
    );
  }
  console.log(
    `content-lint: ${report.pages} pages, ${report.codeBlocks} code blocks ` +
      `(${report.partialBlocks.length} marked partial), ${report.problems.length} problem(s)`,
  );
  process.exitCode = report.problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
