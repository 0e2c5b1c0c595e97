/**
 * The site's HTML shell (config/ssr-template.ts), rendered by Docusaurus's own template compiler:
 * it is Docusaurus's shell except for how the entry scripts run, and keeps Docusaurus's deferred
 * scripts on a page that carries the base-URL check.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { ssrTemplate } from '../../config/ssr-template';

const entryScripts = ['assets/js/runtime~main.1a2b.js', 'assets/js/main.3c4d.js'];

function pageData(metaAttributes: string[]) {
  return {
    appHtml: '<main><h1>Segments</h1><p>Reusable constraints.</p></main>',
    baseUrl: '/',
    htmlAttributes: 'lang="en" dir="ltr"',
    bodyAttributes: 'class="navigation-with-keyboard"',
    headTags: '<link rel="icon" href="/img/favicon.ico">',
    preBodyTags: '<svg display="none"></svg>',
    postBodyTags: '',
    metaAttributes,
    scripts: entryScripts,
    stylesheets: ['assets/css/styles.5e6f.css'],
    noIndex: false,
    version: '3.10.2',
  };
}

const docPage = pageData(['<title>Segments</title>', '<meta name="description" content="Segments">']);
const homePage = pageData([
  '<title>Unleash Documentation</title>',
  '<script>document.addEventListener("DOMContentLoaded",function(){void 0===window.docusaurus&&insertBanner()});' +
    'function insertBanner(){var n=document.createElement("div");n.id="__docusaurus-base-url-issue-banner-container"}</script>',
]);

async function render(template: string, data: ReturnType<typeof pageData>): Promise<string> {
  return (await compileSSGTemplate(template))(data);
}

/** Markup without the whitespace between tags, which the build's HTML minifier drops anyway. */
function withoutLayout(html: string): string {
  return html.replace(/>\s+</g, '><').trim();
}

/** The inline loader of a page: its source, the script URLs it is given. */
function loaderOf(html: string): { source: string; sources: string[] } | null {
  const match = /<script>(\(function \(sources\)[\s\S]*?)<\/script>/.exec(html);
  if (!match) return null;
  const source = match[1];
  const list = /\}\)\((\[.*?\])\);$/.exec(source);
  assert.ok(list, 'the loader is called with the list of scripts');
  return { source, sources: JSON.parse(list[1]) as string[] };
}

describe('HTML shell (config/ssr-template.ts)', () => {
  it("is Docusaurus's shell on a page with the base-URL check: deferred entry scripts, no loader", async () => {
    const ours = await render(ssrTemplate, homePage);
    const docusaurus = await render(docusaurusTemplate, homePage);
    assert.equal(withoutLayout(ours), withoutLayout(docusaurus));
    assert.equal(loaderOf(ours), null);
  });

  it('preloads the entry scripts at low priority and adds them from an inline loader, in order', async () => {
    const html = await render(ssrTemplate, docPage);
    assert.doesNotMatch(html, /<script src=/, 'no script element loads the entry scripts');
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low" \/>/g)];
    assert.deepEqual(
      preloads.map((m) => m[1]),
      ['/assets/js/runtime~main.1a2b.js', '/assets/js/main.3c4d.js'],
    );
    assert.ok(html.indexOf('</head>') > preloads[1].index, 'the preloads are in the head');
    const loader = loaderOf(html);
    assert.ok(loader, 'the page has the loader');
    assert.deepEqual(loader.sources, ['/assets/js/runtime~main.1a2b.js', '/assets/js/main.3c4d.js']);
    assert.ok(html.indexOf(loader.source) > html.indexOf('<div id="__docusaurus">'), 'the loader follows the page');
    assert.doesNotThrow(() => new Function(loader.source), 'the loader is valid JavaScript');
  });

  it("differs from Docusaurus's shell only in how the entry scripts load", async () => {
    const ours = withoutLayout(await render(ssrTemplate, docPage));
    const docusaurus = withoutLayout(await render(docusaurusTemplate, docPage));
    const withoutEntryScripts = (html: string) =>
      html
        .replace(/<link rel="preload"[^>]*as="script"[^>]*\/>/g, '')
        .replace(/<script src="[^"]*" defer><\/script>/g, '')
        .replace(/<script>\(function \(sources\)[\s\S]*?<\/script>/, '');
    assert.equal(withoutEntryScripts(ours), withoutEntryScripts(docusaurus));
  });
});
