/**
 * The site's HTML shell (config/ssr-template.ts), rendered by Docusaurus's own template compiler:
 * it is Docusaurus's shell except for how the entry scripts load, and keeps Docusaurus's deferred
 * scripts on a page that carries the base-URL check. And the loader that adds the preloaded
 * scripts (plugins/entry-scripts), run against those pages' links.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { entryScriptAttribute, ssrTemplate } from '../../config/ssr-template';
import entryScriptsPlugin, { entryScriptLoader } from '../../plugins/entry-scripts';

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

describe('HTML shell (config/ssr-template.ts)', () => {
  it("is Docusaurus's shell on a page with the base-URL check: deferred entry scripts, no loader", async () => {
    const ours = await render(ssrTemplate, homePage);
    const docusaurus = await render(docusaurusTemplate, homePage);
    assert.equal(withoutLayout(ours), withoutLayout(docusaurus));
  });

  it('preloads the entry scripts at low priority, marked for the loader, instead of loading them', async () => {
    const html = await render(ssrTemplate, docPage);
    assert.doesNotMatch(html, /<script src=/, 'no script element loads the entry scripts');
    const preloads = [
      ...html.matchAll(
        new RegExp(
          `<link rel="preload" href="([^"]+)" as="script" fetchpriority="low" ${entryScriptAttribute} />`,
          'g',
        ),
      ),
    ];
    assert.deepEqual(
      preloads.map((m) => m[1]),
      ['/assets/js/runtime~main.1a2b.js', '/assets/js/main.3c4d.js'],
    );
    assert.ok(html.indexOf('</head>') > (preloads[1].index ?? Infinity), 'the preloads are in the head');
  });

  it("differs from Docusaurus's shell only in how the entry scripts load", async () => {
    const ours = withoutLayout(await render(ssrTemplate, docPage));
    const docusaurus = withoutLayout(await render(docusaurusTemplate, docPage));
    const withoutEntryScripts = (html: string) =>
      html
        .replace(/<link rel="preload"[^>]*as="script"[^>]*\/>/g, '')
        .replace(/<script src="[^"]*" defer><\/script>/g, '');
    assert.equal(withoutEntryScripts(ours), withoutEntryScripts(docusaurus));
  });
});

/** Runs the loader against a document with these links, in a browser as far as it needs one. */
function runLoader(links: string[], visibilityState: 'visible' | 'hidden') {
  const added: string[] = [];
  let onPaint:
    ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | null = null;
  const timers: Array<() => void> = [];
  const document = {
    visibilityState,
    querySelectorAll: (selector: string) => {
      assert.equal(selector, `link[${entryScriptAttribute}]`);
      return links.map((href) => ({ href }));
    },
    createElement: () => ({ src: '', async: true }),
    body: {
      appendChild: (script: { src: string; async: boolean }) => added.push(`${script.src} async=${script.async}`),
    },
    addEventListener: () => undefined,
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe() {}
  }
  new Function('document', 'window', 'PerformanceObserver', 'setTimeout', 'requestAnimationFrame', entryScriptLoader)(
    document,
    { PerformanceObserver },
    PerformanceObserver,
    (run: () => void) => timers.push(run),
    () => assert.fail('paint timing is supported'),
  );
  const paint = (names: string[]) =>
    onPaint?.({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => undefined });
  return { added, timers, paint };
}

describe('entry script loader (plugins/entry-scripts)', () => {
  const links = ['https://docs.example/assets/js/runtime~main.1a2b.js', 'https://docs.example/assets/js/main.3c4d.js'];

  it('is an inline script at the end of every page body', () => {
    const tags = entryScriptsPlugin().injectHtmlTags?.({ content: undefined });
    assert.deepEqual(tags, { postBodyTags: [{ tagName: 'script', innerHTML: entryScriptLoader }] });
  });

  it('adds the preloaded scripts, in order, in a task after the first contentful paint', () => {
    const page = runLoader(links, 'visible');
    assert.deepEqual(page.added, []);
    page.paint(['first-paint']);
    assert.deepEqual(page.added, [], 'a paint without content is not enough');
    page.paint(['first-contentful-paint']);
    assert.deepEqual(page.added, [], 'not in the observer callback');
    page.timers.forEach((run) => run());
    assert.deepEqual(page.added, [`${links[0]} async=false`, `${links[1]} async=false`]);
  });

  it('adds them at once in a hidden page, and does nothing without marked links', () => {
    assert.deepEqual(runLoader(links, 'hidden').added, [`${links[0]} async=false`, `${links[1]} async=false`]);
    const home = runLoader([], 'visible');
    home.paint(['first-contentful-paint']);
    home.timers.forEach((run) => run());
    assert.deepEqual(home.added, []);
  });
});
