import { test } from 'node:test';
import assert from 'node:assert/strict';
import { recordsFromPage } from '../../scripts/search-records';

const page = `<!doctype html><html lang="en"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body>
<nav class="theme-doc-sidebar-menu"><a class="menu__link menu__link--sublist menu__link--active" href="/reference">Reference</a></nav>
<article><div class="markdown">
<header><h1>Segments</h1></header>
<p>A segment is a reusable set of <code>constraints</code>.</p>
<h2 id="create-a-segment">Create a segment<a class="hash-link" href="#create-a-segment">\u200b</a></h2>
<ul><li>Open the admin UI &lt;script&gt;alert(1)&lt;/script&gt;</li><li><p>Nested paragraph item</p></li></ul>
<pre><code>curl http://localhost:4242</code></pre>
<h3 id="limits">Limits</h3>
<p>Up to 250 values.</p>
<h2 id="next">Next steps</h2>
<p>Read more.</p>
</div></article></body></html>`;

const origin = 'https://docs.example.com';
const records = recordsFromPage(page, '/reference/segments', origin);

test('one record for the title, each heading and each block of text, in page order', () => {
  assert.deepEqual(
    records.map((record) => [record.type, record.url.replace(origin, '')]),
    [
      ['lvl1', '/reference/segments'],
      ['content', '/reference/segments'],
      ['lvl2', '/reference/segments#create-a-segment'],
      ['content', '/reference/segments#create-a-segment'],
      ['content', '/reference/segments#create-a-segment'],
      ['lvl3', '/reference/segments#limits'],
      ['content', '/reference/segments#limits'],
      ['lvl2', '/reference/segments#next'],
      ['content', '/reference/segments#next'],
    ],
  );
});

test('the hierarchy follows the headings and resets deeper levels', () => {
  const limits = records.find((record) => record.content === 'Up to 250 values.');
  assert.deepEqual(limits?.hierarchy, {
    lvl0: 'Reference',
    lvl1: 'Segments',
    lvl2: 'Create a segment',
    lvl3: 'Limits',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  const next = records.find((record) => record.content === 'Read more.');
  assert.equal(next?.hierarchy.lvl3, null);
});

test('text is plain: no anchors, code blocks or markup', () => {
  const heading = records.find((record) => record.type === 'lvl2');
  assert.equal(heading?.hierarchy.lvl2, 'Create a segment');
  assert.ok(!records.some((record) => record.content?.includes('curl')));
  const item = records.find((record) => record.content?.startsWith('Open the admin UI'));
  assert.equal(item?.content, 'Open the admin UI <script>alert(1)</script>', 'kept as text, escaped on output');
});

test('records carry the facets and weights DocSearch expects', () => {
  for (const record of records) {
    assert.equal(record.language, 'en');
    assert.equal(record.docusaurus_tag, 'docs-default-current');
  }
  assert.equal(new Set(records.map((record) => record.objectID)).size, records.length);
  const [title, paragraph] = records;
  assert.ok(title && paragraph && title.weight.level > paragraph.weight.level);
});

test('a page without an article (the 404 page, a redirect) gives no records', () => {
  assert.deepEqual(recordsFromPage('<html><body><main><h1>Page not found</h1></main></body></html>', '/x', origin), []);
});
