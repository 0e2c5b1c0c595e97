import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Prism } from 'prism-react-renderer';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { pageGrammarOf, pageGrammars, prism, type PageGrammar } from '../../config/prism';
import { languageTabs } from '../../config/api-reference';
import remarkPrismLanguages, { grammarModule, grammarsOf } from '../../plugins/prism-languages/remark';
import { themeGrammarsModule } from '../../plugins/prism-languages';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');

// The languages the docs' code samples are written in.
const required = [
  'bash',
  'diff',
  'json',
  'yaml',
  'tsx',
  'go',
  'python',
  'java',
  'kotlin',
  'csharp',
  'dart',
  'php',
  'ruby',
  'rust',
  'swift',
  'powershell',
];

const grammars = Object.keys(pageGrammars) as PageGrammar[];

test('every language the docs use has a Prism grammar, shipped once', () => {
  const everyPage = new Set<string>(prism.additionalLanguages);
  const missing = required.filter(
    (language) => !Prism.languages[language] && !everyPage.has(language) && !pageGrammarOf(language),
  );
  assert.deepEqual(missing, []);
  const twice = [...everyPage, ...grammars].filter((grammar) => Prism.languages[grammar]);
  assert.deepEqual(twice, [], 'already bundled by prism-react-renderer');
  assert.deepEqual(
    grammars.filter((grammar) => everyPage.has(grammar)),
    [],
    'a page grammar is not on every page too',
  );
  for (const grammar of [...everyPage, ...grammars]) {
    assert.ok(require.resolve(`prismjs/components/prism-${grammar}`), grammar);
  }
  for (const grammar of grammars) {
    const module = path.join(root, `${grammarModule(grammar).replace('@site/', '')}.ts`);
    assert.match(fs.readFileSync(module, 'utf8'), new RegExp(`require\\('prismjs/components/prism-${grammar}'\\)`));
  }
});

test('the grammar modules register each grammar and its fence names with the highlighter', async () => {
  for (const grammar of grammars) await import(`../../${grammarModule(grammar).replace('@site/', '')}.ts`);
  for (const [grammar, names] of Object.entries(pageGrammars)) {
    for (const name of names) assert.ok(Prism.languages[name], `${name} (${grammar})`);
  }
});

const parse = (mdx: string): Root => unified().use(remarkParse).use(remarkMdx).parse(mdx);

test('a page imports the grammars its code blocks use, each once, and no other', () => {
  const tree = parse(
    [
      '```bash runnable',
      'echo',
      '```',
      '```cs',
      'var x = 1;',
      '```',
      '```json',
      '{}',
      '```',
      '<CodeBlock language="java">{`class A {}`}</CodeBlock>',
      '```RB title="x.rb"',
      'puts 1',
      '```',
    ].join('\n\n'),
  );
  assert.deepEqual(grammarsOf(tree), ['bash', 'csharp', 'java', 'ruby']);
  remarkPrismLanguages()(tree);
  const imports = tree.children
    .filter((node) => (node.type as string) === 'mdxjsEsm')
    .map((node) => (node as unknown as { value: string }).value);
  assert.deepEqual(imports, [
    'import "@site/plugins/prism-languages/highlighter";',
    'import "@site/plugins/prism-languages/languages/bash";',
    'import "@site/plugins/prism-languages/languages/csharp";',
    'import "@site/plugins/prism-languages/languages/java";',
    'import "@site/plugins/prism-languages/languages/ruby";',
  ]);
  const json = parse('```json\n{}\n```\n\nText.');
  remarkPrismLanguages()(json);
  assert.equal(json.children.length, 3, 'a page whose code needs no page grammar gets the highlighter only');
  const prose = parse('Text with `inline code`.');
  remarkPrismLanguages()(prose);
  assert.equal(prose.children.length, 1, 'a page without code blocks gets no import');
});

test('the API explorer loads the grammars of the request-sample languages', () => {
  const explorer = fs.readFileSync(path.join(root, 'src/theme/ApiExplorer/index.tsx'), 'utf8');
  const needed = [...new Set(languageTabs.map((tab) => pageGrammarOf(tab.highlight)))].filter(
    (grammar): grammar is PageGrammar => grammar !== undefined,
  );
  assert.ok(needed.length > 0);
  const missing = needed.filter((grammar) => !explorer.includes(`import '${grammarModule(grammar)}';`));
  assert.deepEqual(missing, []);
});

test("the theme's global grammar module is what plugins/prism-languages replaces, and nothing else", () => {
  const theme = path.dirname(require.resolve('@docusaurus/theme-classic'));
  assert.equal(path.basename(theme), 'lib');
  assert.ok(fs.existsSync(path.join(theme, 'prism-include-languages.js')));
  assert.match(path.join(theme, 'prism-include-languages'), themeGrammarsModule, 'as client-modules.js requires it');
  assert.doesNotMatch(
    path.join(theme, 'theme', 'prism-include-languages'),
    themeGrammarsModule,
    'the swizzlable component',
  );
  assert.deepEqual(prism.additionalLanguages, [], 'no grammar on every page');
});
