/**
 * The build's Markdown twins (plugins/markdown-twins): every doc page has one at `<route>.md`
 * and its `<head>` points to it; llms.txt lists them in the llmstxt.org format, llms-full.txt
 * holds every hand-written page in sidebar order, and the sitemap names both.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import * as cheerio from 'cheerio';
import { readSiteEnv } from '../../config/env';
import { apiReferenceRoutes } from '../../config/api-reference';
import { markdownTwinPath, type MarkdownManifest } from '../../config/markdown-twins';
import { docsRoutes, htmlFileOfRoute } from '../../scripts/lib/site-routes';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(root, 'build');
const origin = readSiteEnv({}).siteUrl;
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const manifest = JSON.parse(read('markdown-index.json')) as MarkdownManifest;
const apiRoutes = apiReferenceRoutes(root);
const handWritten = docsRoutes();

/** Markdown outside code (fenced blocks and inline code). */
const prose = (markdown: string) =>
  markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)[^`\n][\s\S]*?\1/g, '');

test('every doc page, hand-written and generated, has its Markdown twin', () => {
  const routes = [...handWritten, ...apiRoutes.operations, ...apiRoutes.tags];
  assert.ok(routes.length > 550);
  const missing = routes.filter((route) => !fs.existsSync(path.join(buildDir, markdownTwinPath(route))));
  assert.deepEqual(missing, []);
  assert.deepEqual(
    manifest.pages.map((page) => page.route).sort(),
    [...routes].sort(),
    'the manifest lists exactly those',
  );
});

test('every twin is clean Markdown that starts with its page title', () => {
  const problems: string[] = [];
  for (const page of manifest.pages) {
    const markdown = read(page.markdown);
    if (!markdown.startsWith(`# ${page.title}\n`))
      problems.push(`${page.markdown}: does not start with "# ${page.title}"`);
    const leftover = /^(import|export) |^:::|<\/?[A-Z][A-Za-z]*[\s/>]|\{\/\*/m.exec(prose(markdown));
    if (leftover) problems.push(`${page.markdown}: MDX left over: ${leftover[0]}`);
  }
  assert.deepEqual(problems, []);
});

test("an operation's twin gives its method, path, parameters, body, responses and a curl sample", () => {
  const markdown = read('reference/api/unleash/create-feature.md');
  assert.match(markdown, /^# Create a feature flag\n\n`POST \/api\/admin\/projects\/\{projectId\}\/features`\n/);
  assert.match(markdown, /`CREATE_FEATURE`/);
  assert.match(
    markdown,
    /### Parameters\n\n\| Name \| In \| Type \| Required \| Description \|\n[^\n]+\n\| `projectId` \| path \| string \| yes \|/,
  );
  assert.match(markdown, /### Body \(required\)[\s\S]*\| `name` \| string \| yes \|/);
  assert.match(markdown, /## Responses\n\n### 201\n/);
  assert.equal(markdown.match(/```bash\ncurl /g)?.length, 1, 'one curl sample');
  const entry = manifest.pages.find((page) => page.route === '/reference/api/unleash/create-feature');
  assert.deepEqual(entry?.operation, {
    id: 'createFeature',
    method: 'POST',
    path: '/api/admin/projects/{projectId}/features',
  });
});

test("a hand-written twin keeps the page's meaning: tabs, admonitions, availability, images", () => {
  const quickstart = read('quickstart.md');
  assert.match(quickstart, /^> Start Unleash /m, 'the description under the title');
  assert.match(quickstart, /^#### Docker Compose$/m, 'a tab as a labelled section');
  assert.match(quickstart, /^> \*\*Warning:\*\* /m, 'an admonition as a quote');
  assert.match(quickstart, /^_Image: Diagram of /m, 'a diagram as its alt text');
  assert.match(read('reference/segments.md'), /^\*\*Availability:\*\* Open Source, Pro, Enterprise, version /m);
  assert.match(
    read('reference/sdks.md'),
    /^\| \[Node\.js SDK\]\(https:\/\/docs\.getunleash\.io\/reference\/sdks\/node\) \| `unleash-client` \(npm\) \|/m,
  );
});

test('each doc page links to its twin in its <head>', () => {
  const problems: string[] = [];
  for (const page of manifest.pages) {
    const $ = cheerio.load(read(htmlFileOfRoute(page.route)));
    const href = $('head link[rel="alternate"][type="text/markdown"]').attr('href');
    if (href !== page.markdown) problems.push(`${page.route}: ${href}`);
  }
  assert.deepEqual(problems, []);
});

test('llms.txt: title, summary and sections of links to every listed twin, with descriptions', () => {
  const text = read('llms.txt');
  const lines = text.split('\n');
  assert.equal(lines[0], '# Unleash Documentation');
  assert.match(lines[2] ?? '', /^> \S/);
  const sections = lines.filter((line) => line.startsWith('## '));
  assert.deepEqual(sections.slice(0, 2), ['## Get started', '## Understanding Unleash']);
  assert.ok(sections.includes('## API reference'));
  // Only headings, list items, the summary and the one paragraph: the format's parts.
  const links = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/gm)];
  const other = lines.filter((line) => line && !/^(# |> |## |- \[)/.test(line));
  assert.equal(other.length, 1, `one paragraph of notes: ${other.join('\n')}`);
  const targets = links.map((match) => match[2] ?? '');
  const broken = targets.filter(
    (url) => !url.startsWith(`${origin}/`) || !fs.existsSync(path.join(buildDir, url.slice(origin.length))),
  );
  assert.deepEqual(broken, []);
  for (const route of ['/quickstart', '/reference/segments', '/reference/api/unleash/create-feature']) {
    assert.ok(targets.includes(`${origin}${markdownTwinPath(route)}`), route);
  }
  assert.match(text, /^- \[Create a feature flag\]\(\S+\): `POST \/api\/admin\/projects\/\{projectId\}\/features`\. /m);
  const undescribed = links.filter((match) => !match[3]).map((match) => match[1]);
  assert.ok(
    undescribed.length < links.length / 20,
    `${undescribed.length} of ${links.length} links lack a description`,
  );
});

test('llms-full.txt holds every hand-written page, in sidebar order, each with its address', () => {
  const text = read('llms-full.txt');
  const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map((match) => (match[1] ?? '').slice(origin.length) || '/');
  const expected = manifest.pages.filter((page) => page.kind === 'page').map((page) => page.route);
  assert.deepEqual(sources, expected);
  assert.deepEqual([...sources].sort(), [...handWritten].sort(), 'exactly the hand-written pages');
  assert.equal(sources[0], '/quickstart', 'the sidebar starts with the quickstart');
  assert.ok(!text.includes('Source: https://docs.getunleash.io/reference/api/unleash/'), 'no generated API page');
  assert.ok(text.includes(read('reference/segments.md').split('\n').slice(2).join('\n')), 'the twins as they are');
});

test('the sitemap names llms.txt and llms-full.txt', () => {
  const sitemap = read('sitemap.xml');
  assert.ok(sitemap.includes(`<loc>${origin}/llms.txt</loc>`));
  assert.ok(sitemap.includes(`<loc>${origin}/llms-full.txt</loc>`));
});
