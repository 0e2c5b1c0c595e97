/**
 * Checks over the production build in build/: what a reader would meet if the
 * files were deployed as they are.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { requiredRoutes } from './required-routes';
import { docsRoutes } from '../../scripts/lib/site-routes';
import kebabCase from 'lodash/kebabCase';
import { apiReferenceDocIdPrefix, apiReferenceRoutes } from '../../config/api-reference';
import { documentedUnleashVersion } from '../../config/unleash-version';
import { assembleSpec, HTTP_METHODS, openApiSourceDir } from '../../scripts/openapi/assemble';
import { redirectGroups } from '../../config/redirects';
import { placeholderRoutes } from '../../config/placeholders';
import { readSiteEnv } from '../../config/env';
import { findBrokenLinks, listStaticFiles, loadBuiltSite } from '../../scripts/site-model';

const buildDir = path.resolve(import.meta.dirname, '../../build');
const origin = readSiteEnv({}).siteUrl;
const pages = loadBuiltSite(buildDir, origin);
const testOnlyRoutes = ['/__tests__/crash'];
const apiRoutes = apiReferenceRoutes(path.resolve(import.meta.dirname, '../..'));
/** The routes the site must serve, plus the API reference: a page per operation and per tag, all in the docs sidebar. */
const expectedRoutes = [
  ...requiredRoutes,
  ...[...apiRoutes.operations, ...apiRoutes.tags].map((route) => ({ path: route, sidebar: 'documentation' as const })),
];

const listProblems = (problems: string[]): string => `${problems.length} problem(s):\n  ${problems.join('\n  ')}`;

test('every route of the site is built', () => {
  const missing = expectedRoutes.filter((route) => !pages.has(route.path));
  assert.deepEqual(missing, [], listProblems(missing.map((route) => route.path)));
});

test('every page comes from a docs file or the API spec, and every docs file becomes a page', () => {
  const fromSources = new Set([...docsRoutes(), ...apiRoutes.operations, ...apiRoutes.tags]);
  // Pages of the site itself (src/pages and the search theme), not docs.
  const sitePages = ['/search', ...testOnlyRoutes];
  const unknown = [...pages.values()]
    .filter((page) => !page.redirectTo && !fromSources.has(page.route) && !sitePages.includes(page.route))
    .map((page) => page.route);
  assert.deepEqual(unknown, [], listProblems(unknown));
  const unbuilt = [...fromSources].filter((route) => !pages.has(route));
  assert.deepEqual(unbuilt, [], listProblems(unbuilt));
  assert.ok(fromSources.size > 550, `only ${fromSources.size} routes from the sources`);
});

test('the API reference has a page per operation of the project spec and per tag', () => {
  assert.ok(apiRoutes.operations.length >= 344, `only ${apiRoutes.operations.length} operations listed`);
  assert.equal(apiRoutes.tags.length, 35);
  const missing = [...apiRoutes.operations, ...apiRoutes.tags].filter((route) => !pages.has(route));
  assert.deepEqual(missing, [], listProblems(missing));
});

test("the browser's route table lists every operation page in its compact table, without a route component each", () => {
  // plugins/api-reference/client-routes.ts: Docusaurus's `ComponentCreator(path, hash)` calls stay for
  // the tag pages only; each operation page is a row of the table, and its MDX is in the lazy context.
  const jsDir = path.join(buildDir, 'assets', 'js');
  const mainFile = fs.readdirSync(jsDir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  assert.ok(mainFile, `no main.js in ${jsDir}`);
  const main = fs.readFileSync(path.join(jsDir, mainFile), 'utf8');
  const prefix = `/${apiReferenceDocIdPrefix}`;
  const componentCalls = [...main.matchAll(/\("(\/[^"]+)","[0-9a-f]{3,4}"\)/g)]
    .map((call) => call[1])
    .filter((route) => route.startsWith(prefix));
  assert.deepEqual([...new Set(componentCalls)].sort(), [...apiRoutes.tags].sort());
  const unquoted = main.replaceAll('\\"', '"'); // the table is a JSON string in the bundle
  const unlisted = apiRoutes.operations.filter((route) => {
    const file = `${route.slice(prefix.length)}.api.mdx`;
    return !unquoted.includes(`"${route}","${file}"`) || !main.includes(`"./${file}"`);
  });
  assert.deepEqual(unlisted, [], listProblems(unlisted));
  const registryEntry = /"@site\/[^"]*\.api\.mdx"/.exec(main);
  assert.equal(registryEntry, null, `a registry entry of an operation page is left in main.js: ${registryEntry?.[0]}`);
});

test('the build serves every legacy path as a redirect to its page, and every page under /docs/', () => {
  const wrong: string[] = [];
  for (const group of redirectGroups) {
    for (const from of group.from) {
      const page = pages.get(from);
      if (page?.redirectTo !== group.to)
        wrong.push(`${from}: ${page ? `redirects to ${page.redirectTo}` : 'missing'}, expected ${group.to}`);
    }
    if (!pages.has(group.to) || pages.get(group.to)?.redirectTo) wrong.push(`${group.to}: not a page`);
  }
  for (const route of docsRoutes().filter((route) => route !== '/')) {
    if (pages.get(`/docs${route}`)?.redirectTo !== route) wrong.push(`/docs${route}: does not lead to ${route}`);
  }
  assert.deepEqual(wrong, [], listProblems(wrong));
});

test('the redirect table has unique sources, real destinations and no chains', () => {
  const sources = redirectGroups.flatMap((group) => group.from);
  const duplicates = sources.filter((source, index) => sources.indexOf(source) !== index);
  const known = new Set(expectedRoutes.map((route) => route.path));
  const problems = [
    ...duplicates.map((source) => `${source}: listed twice`),
    ...redirectGroups.filter((group) => !known.has(group.to)).map((group) => `${group.to}: not a route`),
    ...sources.filter((source) => known.has(source)).map((source) => `${source}: shadows a page`),
    ...redirectGroups
      .filter((group) => sources.includes(group.to))
      .map((group) => `${group.to}: is also a source (chain)`),
  ];
  assert.ok(sources.length >= 200, `${sources.length} sources`);
  assert.deepEqual(problems, [], listProblems(problems));
});

test('each page shows its sidebar, or none', () => {
  const wrong = expectedRoutes
    .filter((route) => pages.has(route.path))
    .filter((route) => pages.get(route.path)?.sidebar !== route.sidebar)
    .map((route) => `${route.path}: expected ${route.sidebar}, found ${pages.get(route.path)?.sidebar}`);
  assert.deepEqual(wrong, [], listProblems(wrong));
});

test('every internal link and anchor resolves', () => {
  const problems = findBrokenLinks(pages, listStaticFiles(buildDir)).map(
    (p) => `${p.from} -> ${p.href} (${p.problem})`,
  );
  assert.deepEqual(problems, [], listProblems(problems));
});

test('placeholder notices appear exactly on the listed pages', () => {
  const listed = new Set(placeholderRoutes);
  const unlisted = [...pages.values()].filter((page) => page.isPlaceholder && !listed.has(page.route));
  const finished = placeholderRoutes.filter((route) => pages.has(route) && !pages.get(route)?.isPlaceholder);
  assert.deepEqual(
    [
      ...unlisted.map((page) => `${page.route}: shows the notice but is not in config/placeholders.ts`),
      ...finished.map((route) => `${route}: listed as a placeholder but has no notice; remove it from the list`),
    ],
    [],
  );
  console.log(`placeholders still to write: ${placeholderRoutes.length} of ${expectedRoutes.length} routes`);
});

test('every page declares English, a title, a description and the social card', () => {
  const problems: string[] = [];
  for (const page of pages.values()) {
    if (page.redirectTo) continue;
    if (page.lang !== 'en') problems.push(`${page.route}: lang=${page.lang}`);
    if (!page.title.trim()) problems.push(`${page.route}: no <title>`);
    if (!page.meta.get('description')) problems.push(`${page.route}: no meta description`);
    if (page.meta.get('og:image') !== `${origin}/img/social-card.png`)
      problems.push(`${page.route}: og:image ${page.meta.get('og:image')}`);
    if (page.meta.get('twitter:card') !== 'summary_large_image') problems.push(`${page.route}: twitter:card`);
    if (page.meta.get('og:image:width') !== '1200' || page.meta.get('og:image:height') !== '630') {
      problems.push(`${page.route}: og:image size`);
    }
  }
  assert.deepEqual(problems, [], listProblems(problems));
});

test('the social card is a 1200x630 PNG', () => {
  const png = fs.readFileSync(path.join(buildDir, 'img/social-card.png'));
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.equal(png.readUInt32BE(16), 1200);
  assert.equal(png.readUInt32BE(20), 630);
});

test('the sitemap lists every page weekly, at priority 0.5, with lastmod', () => {
  const $ = cheerio.load(fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'), { xml: true });
  const entries = $('url')
    .map((_, el) => ({
      loc: $(el).find('loc').text(),
      changefreq: $(el).find('changefreq').text(),
      priority: $(el).find('priority').text(),
      lastmod: $(el).find('lastmod').text(),
    }))
    .get();
  const locs = new Set(entries.map((entry) => entry.loc));
  const missing = expectedRoutes
    .filter((route) => route.path !== '/search')
    .map((route) => `${origin}${route.path === '/' ? '/' : route.path}`)
    .filter((loc) => !locs.has(loc));
  assert.deepEqual(missing, [], listProblems(missing));
  const bad = entries.filter(
    (entry) => entry.changefreq !== 'weekly' || entry.priority !== '0.5' || !/^\d{4}-\d{2}-\d{2}/.test(entry.lastmod),
  );
  assert.deepEqual(bad, []);
  assert.ok(![...locs].some((loc) => loc.includes('/__tests__/')), 'test fixtures must stay out of the sitemap');
});

test('the docs version and locale are declared for search and alternates', () => {
  const quickstart = fs.readFileSync(path.join(buildDir, 'quickstart.html'), 'utf8');
  const $ = cheerio.load(quickstart);
  assert.equal($('meta[name="docusaurus_locale"]').attr('content'), 'en');
  assert.equal($('meta[name="docusaurus_version"]').attr('content'), 'current');
  assert.equal($('link[rel="canonical"]').attr('href'), `${origin}/quickstart`);
  assert.equal($('link[rel="alternate"][hreflang="en"]').attr('href'), `${origin}/quickstart`);
});

test(`every page says it documents Unleash ${documentedUnleashVersion}, unless it documents something else`, () => {
  let docPages = 0;
  const silent = [...pages.values()]
    .filter((page) => !page.redirectTo && !testOnlyRoutes.includes(page.route))
    .filter((page) => {
      const $ = cheerio.load(fs.readFileSync(path.join(buildDir, page.file), 'utf8'));
      // A docs page (hand-written or generated); the home and search pages are not.
      if ($('.theme-doc-markdown').length === 0) return false;
      docPages++;
      return !$('[data-documents]').first().text().includes('This page documents');
    })
    .map((page) => page.route);
  assert.ok(docPages > 500, `only ${docPages} docs pages found`);
  assert.deepEqual(silent, [], listProblems(silent));
  const quickstart = pages.get('/quickstart');
  assert.ok(quickstart);
  const $ = cheerio.load(fs.readFileSync(path.join(buildDir, quickstart.file), 'utf8'));
  assert.equal($('[data-documents]').attr('data-documents'), `Unleash ${documentedUnleashVersion}`);
});

test('every operation page shows the permission it needs, or the plans that serve it', () => {
  const { spec } = assembleSpec(openApiSourceDir);
  const problems = Object.values(spec.paths).flatMap((item) =>
    HTTP_METHODS.flatMap((method) => {
      const op = item[method];
      if (!op) return [];
      const route = `/${apiReferenceDocIdPrefix}${kebabCase(op.operationId)}`;
      const page = pages.get(route);
      if (!page) return [`${route}: not built`];
      const $ = cheerio.load(fs.readFileSync(path.join(buildDir, page.file), 'utf8'));
      const facts = $('[data-operation-facts]');
      const permissions = op['x-unleash-permissions'] as string[] | undefined;
      const plans = op['x-unleash-plans'] as string[] | undefined;
      if (permissions) {
        const shown = facts
          .find('code')
          .map((_, el) => $(el).text())
          .get();
        if (shown.join() !== permissions.join()) return [`${route}: shows permissions [${shown.join(', ')}]`];
        if (permissions.length === 0 && !facts.text().includes('none beyond authentication')) {
          return [`${route}: does not say it needs no permission`];
        }
      }
      if (plans && facts.find('[data-availability]').attr('data-availability') !== plans.join(' ')) {
        return [`${route}: does not show its plans ${plans.join(', ')}`];
      }
      if (op['x-unleash-removed-in'] && !$('.theme-admonition').text().includes(`${op['x-unleash-removed-in']}`)) {
        return [`${route}: does not say which release removed it`];
      }
      return [];
    }),
  );
  assert.deepEqual(problems, [], listProblems(problems));
});
