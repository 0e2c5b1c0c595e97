import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import React, { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as pkg from 'prism-react-renderer';
import { grammarComponentsOf, pageGrammarOf, pageGrammars, prism, type PageGrammar } from '../../config/prism';
import { languageTabs } from '../../config/api-reference';
import { grammarChunkOf } from '../../plugins/bundle-size';
import { eagerHighlighterModule, themeGrammarsModule } from '../../plugins/prism-languages';
import * as site from '../../plugins/prism-languages/prism-react-renderer';

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
  'javascript',
  'ts',
  'html',
  'xml',
  'sql',
];

const grammars = Object.keys(pageGrammars) as PageGrammar[];
/** How the API pages' components import a grammar. */
const grammarModule = (grammar: PageGrammar): string => `@site/plugins/prism-languages/languages/${grammar}`;
const moduleFile = (grammar: PageGrammar) => path.join(root, `${grammarModule(grammar).replace('@site/', '')}.ts`);

/** prismjs's core's own names (plain text), which need no grammar. */
const coreNames = ['plain', 'plaintext', 'text', 'txt'];

test('every language the docs use, and every one prism-react-renderer had, is a page grammar', () => {
  assert.deepEqual(
    required.filter((language) => !pageGrammarOf(language)),
    [],
  );
  const packageNames = Object.keys(pkg.Prism.languages).filter(
    (name) => typeof pkg.Prism.languages[name] === 'object' && !coreNames.includes(name),
  );
  assert.deepEqual(
    packageNames.filter((name) => !pageGrammarOf(name)),
    [],
  );
  const names = Object.values(pageGrammars).flat();
  assert.equal(new Set(names).size, names.length, 'a fence name in one grammar only');
  assert.deepEqual(prism.additionalLanguages, [], 'no grammar on every page');
});

test("each grammar's module loads its components, in order, and gets a chunk of its own", () => {
  const modules = fs
    .readdirSync(path.dirname(moduleFile('bash')))
    .filter((file) => file !== 'register.ts')
    .map((file) => file.replace(/\.ts$/, ''));
  assert.deepEqual(modules.sort(), [...grammars].sort(), 'a module per page grammar');
  // The server bundle renders every page in one process, with every grammar loaded up front.
  const server = fs.readFileSync(path.join(path.dirname(moduleFile('bash')), '..', 'server.ts'), 'utf8');
  const serverGrammars = [...server.matchAll(/^import '\.\/languages\/([\w-]+)';$/gm)].map((match) => match[1]);
  assert.deepEqual(serverGrammars.sort(), [...grammars].sort(), 'server.ts imports every page grammar');
  for (const grammar of grammars) {
    const source = fs.readFileSync(moduleFile(grammar), 'utf8');
    const loaded = [...source.matchAll(/require\('prismjs\/components\/prism-([\w-]+)'\)/g)].map((match) => match[1]);
    assert.deepEqual(loaded, grammarComponentsOf(grammar), grammar);
    for (const component of loaded) {
      assert.ok(require.resolve(`prismjs/components/prism-${component}`), component);
      assert.equal(grammarChunkOf(require.resolve(`prismjs/components/prism-${component}`)), grammar, component);
    }
    assert.equal(grammarChunkOf(moduleFile(grammar)), grammar);
  }
  assert.equal(
    grammarChunkOf(require.resolve('prismjs/components/prism-core')),
    undefined,
    'the core is the highlighter',
  );
});

/** The shapes of grammars, from a process of its own (a Prism with no grammar yet): prism-grammar-shapes.ts. */
async function shapes(...args: string[]): Promise<Record<string, string | null>> {
  const helper = path.join(import.meta.dirname, 'prism-grammar-shapes.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', helper, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, string | null>;
}

/** Loaded after some of `web` here, before it in prism-react-renderer (see their modules); no page uses them. */
const knownDifferent = ['actionscript', 'coffeescript', 'flow', 'n4js'];

test("each grammar, loaded alone or after all the others, is prism-react-renderer's", async () => {
  const [expected, together, ...each] = await Promise.all([
    shapes('package'),
    shapes('site', ...[...grammars].reverse()),
    ...grammars.map((grammar) => shapes('site', grammar)),
  ]);
  const alone: Record<string, string | null> = Object.assign({}, ...each);
  for (const grammar of grammars) {
    for (const name of pageGrammars[grammar]) {
      assert.ok(alone[name], `${name} (${grammar}) registered`);
      assert.equal(together[name], alone[name], `${name} (${grammar}): the same whichever grammars came first`);
      if (!knownDifferent.includes(grammar)) assert.equal(alone[name], expected[name], `${name} (${grammar})`);
    }
  }
});

test("the stand-in's Highlight renders what prism-react-renderer's renders", async () => {
  for (const grammar of grammars) await import(moduleFile(grammar));
  const scope = globalThis as { Prism?: unknown };
  scope.Prism = pkg.Prism;
  // The grammars the site added to the package's Prism, run again for it (the site's ran them for its own).
  for (const component of [
    'bash',
    'diff',
    'java',
    'csharp',
    'dart',
    'ruby',
    'powershell',
    'markup-templating',
    'php',
  ]) {
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a module of the require cache
    delete require.cache[require.resolve(`prismjs/components/prism-${component}`)];
    require(`prismjs/components/prism-${component}`);
  }
  delete scope.Prism;
  const samples: [string, string][] = [
    [
      'tsx',
      'import React from "react";\n\n/** Docs. @param x a value */\nexport const A = ({ x }: { x: number }) => <div className="a">{x}</div>;\n',
    ],
    ['javascript', 'const a = `t ${b}`; // c\r\nconsole.log(a);\n\n\n'],
    ['bash', 'curl -X POST "$URL" \\\n  -H "Authorization: $TOKEN"\n'],
    ['json', '{\n  "a": [1, true, null],\n  "b": "c"\n}'],
    ['html', '<script>let a = 1;</script>\n<style>.a { color: red }</style>\n'],
    ['php', '<?php\n$a = ["b" => 1];\necho $a;'],
    ['yaml', 'a:\n  - b: 1\n'],
    ['text', 'plain\n\ntext'],
    ['unknown', 'x = 1'],
    ['JAVA', 'class A { int b() { return 1; } }'],
  ];
  type RenderInput = Parameters<typeof site.Highlight>[0]['children'] extends (props: infer P) => ReactNode ? P : never;
  const render = ({ className, style, tokens, getLineProps, getTokenProps }: RenderInput): ReactNode =>
    React.createElement(
      'pre',
      { className, style },
      tokens.map((line, i) =>
        React.createElement(
          'div',
          { key: i, ...getLineProps({ line, className: i % 2 ? 'odd' : undefined }) },
          line.map((token, key) => React.createElement('span', { key, ...getTokenProps({ token }) })),
        ),
      ),
    );
  for (const theme of [prism.theme, prism.darkTheme]) {
    for (const [language, code] of samples) {
      const props = { theme, language, code, children: render };
      const expected = renderToStaticMarkup(React.createElement(pkg.Highlight, props as pkg.HighlightProps));
      const actual = renderToStaticMarkup(React.createElement(site.Highlight, props));
      assert.equal(actual, expected, language);
      if (language !== 'text' && language !== 'unknown') assert.match(actual, /class="token /, language);
    }
  }
});

test('a code block in the browser loads the grammar module of its language, one for each page grammar', () => {
  // plugins/prism-languages/lazy-highlighting.ts imports `./languages/${grammar}.ts`.
  const lazy = fs.readFileSync(path.join(root, 'plugins/prism-languages/lazy-highlighting.ts'), 'utf8');
  assert.match(lazy, /import\(`\.\/languages\/\$\{grammar\}\.ts`\)/);
  for (const grammar of Object.keys(pageGrammars) as PageGrammar[]) {
    assert.ok(fs.existsSync(path.join(root, `plugins/prism-languages/languages/${grammar}.ts`)), grammar);
  }
  assert.equal(pageGrammarOf('SH'), 'bash');
  assert.equal(pageGrammarOf('tsx'), 'tsx');
  assert.equal(pageGrammarOf('text'), undefined, 'plain text needs no grammar');
});

test("the server bundle swaps the wrap's empty highlighter module for the highlighter, and nothing else", () => {
  const wrap = fs.readFileSync(path.join(root, 'src/theme/CodeBlock/Content/index.tsx'), 'utf8');
  const imported = /import '(@site\/plugins\/prism-languages\/eager-highlighter)';/.exec(wrap)?.[1];
  assert.ok(imported, 'the wrap imports it');
  assert.ok(eagerHighlighterModule.test(imported));
  assert.ok(eagerHighlighterModule.test(path.join(root, 'plugins/prism-languages/eager-highlighter.ts')));
  assert.ok(!eagerHighlighterModule.test('@site/plugins/prism-languages/highlighter'));
  assert.ok(!eagerHighlighterModule.test(path.join(root, 'plugins/prism-languages/lazy-highlighting.ts')));
});

test('the API pages load the grammars of the request samples and the explorer by language, and import those of the spec descriptions', () => {
  const explorer = fs.readFileSync(path.join(root, 'src/theme/ApiExplorer/index.tsx'), 'utf8');
  // The sample column loads each sample's grammar when its tab shows, and all of them (with JSON
  // bodies and XML answers) before the live explorer: every one must be a page grammar.
  const explorerLanguages = [...languageTabs.map((tab) => tab.highlight), 'json', 'xml'];
  assert.deepEqual(
    explorerLanguages.filter((name) => pageGrammarOf(name) === undefined),
    [],
  );
  assert.match(explorer, /loadHighlighting\(sample\.highlight\)/);
  assert.match(explorer, /\.\.\.samples\.map\(\(sample\) => sample\.highlight\), 'json', 'xml'/);
  assert.doesNotMatch(explorer, /prism-languages\/languages\//, 'no grammar in the JavaScript the page hydrates with');
  const markdown = fs.readFileSync(path.join(root, 'src/theme/Markdown/index.tsx'), 'utf8');
  const spec = fs
    .readdirSync(path.join(root, 'openapi'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(json|ya?ml)$/.test(file))
    .map((file) => fs.readFileSync(path.join(root, 'openapi', file), 'utf8'))
    .join('\n');
  // The spec's own fences, and the languages the descriptions of a spec usually hold.
  const fenceNames = ['bash', 'json', 'yaml', ...[...spec.matchAll(/```(\w+)/g)].map((match) => match[1])];
  const fenced = [...new Set(fenceNames.map((name) => pageGrammarOf(name)))].filter(
    (grammar): grammar is PageGrammar => grammar !== undefined,
  );
  assert.deepEqual(
    fenced.filter((grammar) => !markdown.includes(`import '${grammarModule(grammar)}';`)),
    [],
    'the fences in the spec',
  );
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
});
