import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  checkAvailability,
  checkFrontMatter,
  checkHeadingLevels,
  checkJsonSyntax,
  checkPlaceholderLeftover,
  checkScriptSyntax,
  checkSampleSyntax,
  checkShellSyntax,
  checkYamlSyntax,
  lintDocuments,
} from '../../scripts/content-lint';
import { routeOfDocsFile } from '../../scripts/lib/site-routes';
import { parseMdx } from '../../scripts/lib/mdx-document';
import { loadSyntaxCheckers } from '../../scripts/lib/code-syntax';

const goodDescription = 'A description long enough for search results and social cards to use.';
const page = (body: string, frontMatter = `title: A page\ndescription: ${goodDescription}`) =>
  parseMdx(`---\n${frontMatter}\n---\n\n${body}\n`, path.resolve('docs/guides/a-page.mdx'));
const fence = (lang: string, code: string, meta = '') => '```' + `${lang}${meta ? ` ${meta}` : ''}\n${code}\n` + '```';
const rulesHit = (problems: { rule: string }[]) => problems.map((problem) => problem.rule);

describe('content linter', () => {
  it('front-matter: wants a title and a 50-160 character description', () => {
    assert.deepEqual(checkFrontMatter(page('Text.')), []);
    assert.deepEqual(rulesHit(checkFrontMatter(page('Text.', 'description: x'))), ['front-matter', 'front-matter']);
    const tooLong = checkFrontMatter(page('Text.', `title: T\ndescription: ${'word '.repeat(40)}`));
    assert.match(tooLong[0].message, /has 199 characters/);
  });

  it('json-syntax: flags JSON that does not parse', () => {
    assert.deepEqual(checkJsonSyntax(page(fence('json', '{"name": "checkout"}'))), []);
    assert.deepEqual(rulesHit(checkJsonSyntax(page(fence('json', '{"name": "checkout",}')))), ['json-syntax']);
  });

  it('yaml-syntax: flags YAML that does not parse, accepts several documents', () => {
    assert.deepEqual(checkYamlSyntax(page(fence('yaml', 'a: 1\n---\nb: 2'))), []);
    assert.deepEqual(rulesHit(checkYamlSyntax(page(fence('yaml', 'a: [1, 2\nb: 3')))), ['yaml-syntax']);
  });

  it('script-syntax: flags JavaScript and TypeScript with syntax errors, accepts JSX and types', () => {
    assert.deepEqual(
      checkScriptSyntax(page(fence('tsx', 'const a: number = 1;\nexport const B = () => <p>{a}</p>;'))),
      [],
    );
    assert.deepEqual(checkScriptSyntax(page(fence('javascript', 'const el = <div />;'))), []);
    const broken = checkScriptSyntax(page(fence('javascript', 'const x = {;')));
    assert.deepEqual(rulesHit(broken), ['script-syntax']);
    assert.match(broken[0].message, /line 1 of the block/);
  });

  it('shell-syntax: flags what bash -n rejects', () => {
    assert.deepEqual(checkShellSyntax(page(fence('bash', 'if true; then echo ok; fi'))), []);
    assert.deepEqual(rulesHit(checkShellSyntax(page(fence('bash', 'if true; then echo ok')))), ['shell-syntax']);
  });

  it('partial blocks opt out of syntax checks and are counted', () => {
    const doc = page(fence('javascript', 'unleash.isEnabled(', 'partial'));
    assert.deepEqual(checkScriptSyntax(doc), []);
    assert.equal(lintDocuments([doc]).partialBlocks.length, 1);
  });

  it('heading-levels: flags a skipped level and a second h1', () => {
    assert.deepEqual(checkHeadingLevels(page('## A\n\n### B\n\n## C')), []);
    assert.deepEqual(rulesHit(checkHeadingLevels(page('## A\n\n#### B'))), ['heading-levels']);
    assert.deepEqual(rulesHit(checkHeadingLevels(page('# Again'))), ['heading-levels']);
  });

  it('placeholder-leftover: flags placeholder markup on a page that left the list', () => {
    const doc = page('<PagePlaceholder closest="/quickstart" closestTitle="Quickstart" />');
    assert.deepEqual(checkPlaceholderLeftover(['/guides/a-page'])(doc), []);
    assert.deepEqual(rulesHit(checkPlaceholderLeftover([])(doc)), ['placeholder-leftover']);
  });

  it('availability: every reference page shows <Availability> first', () => {
    const reference = (body: string) =>
      parseMdx(
        `---\ntitle: T\ndescription: ${goodDescription}\n---\n\n${body}\n`,
        path.resolve('docs/reference/x.mdx'),
      );
    assert.deepEqual(
      checkAvailability(reference('<Availability plans={["enterprise"]} />\n\n## Use\n\nEnterprise only.')),
      [],
    );
    assert.deepEqual(rulesHit(checkAvailability(reference('## Use\n\nAn Enterprise feature.'))), ['availability']);
    assert.deepEqual(rulesHit(checkAvailability(reference('## Use\n\nIn every plan.'))), ['availability']);
    assert.deepEqual(checkAvailability(reference('<PagePlaceholder closest="/quickstart" closestTitle="Q" />')), []);
    assert.deepEqual(rulesHit(checkAvailability(reference('## Use\n\n<Availability plans={["pro"]} />'))), [
      'availability',
    ]);
    assert.deepEqual(checkAvailability(page('An Enterprise feature outside the reference.')), []);
  });

  it('reads headings with a Docusaurus {#custom-id}', () => {
    const doc = page('## Get a flag {#get-a-flag}\n\nText.');
    assert.deepEqual(
      doc.headings.map((heading) => heading.text),
      ['Get a flag'],
    );
  });

  it('routes follow Docusaurus: index files and slugs', () => {
    assert.equal(routeOfDocsFile(path.resolve('docs/reference/index.mdx'), {}), '/reference');
    assert.equal(routeOfDocsFile(path.resolve('docs/x/y.mdx'), { slug: '/z' }), '/z');
  });

  it('sample-syntax: SDK samples in other languages parse with tree-sitter; partial ones are left alone', async () => {
    const rule = checkSampleSyntax(await loadSyntaxCheckers());
    const fence = '```';
    const good = page(
      `${fence}python\nclient = UnleashClient(url="http://localhost:4242/api", app_name="app")\n${fence}\n\n` +
        `${fence}go\npackage main\n\nfunc main() {\n\tunleash.Initialize()\n}\n${fence}\n\n` +
        `${fence}java\nclass App { void run() { unleash.isEnabled("flag"); } }\n${fence}\n`,
    );
    assert.deepEqual(rule(good), []);
    const broken = page(
      `${fence}go\npackage main\nfunc main( {\n}\n${fence}\n\n${fence}rust\nfn main() { let x = ; }\n${fence}\n`,
    );
    assert.deepEqual(rulesHit(rule(broken)), ['sample-syntax', 'sample-syntax']);
    assert.deepEqual(rule(page(`${fence}go partial\nfunc main( {\n${fence}\n`)), []);
  });
});
