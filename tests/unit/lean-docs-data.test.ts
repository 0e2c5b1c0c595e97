/**
 * The operation pages leave the docs data every page loads
 * (plugins/lean-docs); their descriptions reach the tag pages' cards another way
 * (plugins/api-reference: its tag page generator and OperationCardList).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RouteConfig } from '@docusaurus/types';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { collapseSection, withSectionRoutes, withoutDocs, withoutGlobalDocs } from '../../plugins/lean-docs';
import { createOperationPageMD, createTagPage } from '../../plugins/api-reference/markdown';
import { withDescriptions } from '../../plugins/api-reference/theme/OperationCardList/descriptions';

const versionRoute = (): RouteConfig => ({
  path: '/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          label: 'Next',
          docs: {
            quickstart: { id: 'quickstart', title: 'Quickstart', description: 'Start here.', sidebar: 'documentation' },
            'reference/api/unleash/create-feature': {
              id: 'reference/api/unleash/create-feature',
              title: 'Create a feature flag',
              description: 'Adds a flag.',
              sidebar: 'documentation',
            },
          },
        },
      },
      routes: [{ path: '/quickstart', component: '@theme/DocItem', props: { description: 'kept' } }],
    },
  ],
});

test('the version data loses the docs under the prefixes, and only those', () => {
  const input = versionRoute();
  const before = JSON.stringify(input);
  const lean = withoutDocs(input, ['reference/api/unleash/']);
  const version = lean.routes?.[0]?.props?.version as { label: string; docs: Record<string, Record<string, string>> };
  assert.deepEqual(Object.keys(version.docs), ['quickstart']);
  assert.equal(version.docs.quickstart?.description, 'Start here.');
  assert.equal(version.label, 'Next');
  assert.deepEqual(lean.routes?.[0]?.routes, input.routes?.[0]?.routes, 'other routes are untouched');
  assert.equal(JSON.stringify(input), before, 'the input is not changed');
  assert.equal(withoutDocs(input, []), input);
});

test('with omitDescriptions, the docs map keeps ids, titles and sidebars but no descriptions', () => {
  const input = versionRoute();
  const before = JSON.stringify(input);
  const lean = withoutDocs(input, ['reference/api/unleash/'], true);
  const version = lean.routes?.[0]?.props?.version as { docs: Record<string, Record<string, string>> };
  assert.deepEqual(version.docs, { quickstart: { id: 'quickstart', title: 'Quickstart', sidebar: 'documentation' } });
  assert.deepEqual(lean.routes?.[0]?.routes, input.routes?.[0]?.routes, "the pages' own descriptions stay");
  assert.equal(JSON.stringify(input), before, 'the input is not changed');
});

test('the global data loses the docs under the prefixes, and only those', () => {
  const data = {
    path: '/',
    versions: [
      {
        name: 'current',
        mainDocId: 'quickstart',
        docs: [
          { id: 'quickstart', path: '/quickstart', sidebar: 'documentation' },
          { id: 'reference/api/unleash/create-feature', path: '/reference/api/unleash/create-feature' },
        ],
      },
    ],
  };
  const before = JSON.stringify(data);
  assert.deepEqual(withoutGlobalDocs(data, ['reference/api/unleash/']), {
    path: '/',
    versions: [
      {
        name: 'current',
        mainDocId: 'quickstart',
        docs: [{ id: 'quickstart', path: '/quickstart', sidebar: 'documentation' }],
      },
    ],
  });
  assert.equal(JSON.stringify(data), before, 'the input is not changed');
  assert.equal(withoutGlobalDocs(data, []), data);
});

const apiPrefix = '/reference/api/unleash/';
const fullSidebar = (): PropSidebarItem[] => [
  { type: 'link', href: '/quickstart', label: 'Quickstart', docId: 'quickstart' },
  {
    type: 'category',
    label: 'API reference',
    collapsed: true,
    collapsible: true,
    href: '/api-overview',
    items: [
      {
        type: 'category',
        label: 'Unleash API',
        collapsed: true,
        collapsible: true,
        items: [
          {
            type: 'category',
            label: 'Features',
            collapsed: true,
            collapsible: true,
            href: `${apiPrefix}features`,
            description: 'Flags.',
            items: [{ type: 'link', href: `${apiPrefix}create-feature`, label: 'Create', docId: 'x' }],
          },
        ],
      },
    ],
  },
];
const docRoute = (routePath: string): RouteConfig => ({
  path: routePath,
  component: '@theme/ApiDocItem',
  exact: true,
  sidebar: 'documentation',
});
const docsRoot = (): RouteConfig => ({
  path: '/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      priority: -1,
      props: { version: { label: 'Next', docsSidebars: { documentation: fullSidebar() }, docs: {} } },
      routes: [
        {
          path: '/',
          component: '@theme/DocRoot',
          exact: false,
          routes: [docRoute('/quickstart'), docRoute(`${apiPrefix}features`), docRoute(`${apiPrefix}create-feature`)],
        },
        { path: '/tags', component: '@theme/DocTagsListPage', exact: true },
      ],
    },
  ],
});

test('outside the API section, its tag categories are links to the tag pages; everything else stays', () => {
  const collapsed = collapseSection(fullSidebar(), apiPrefix);
  const api = collapsed[1];
  assert.ok(api?.type === 'category');
  const unleash = api.items[0];
  assert.ok(unleash?.type === 'category', 'a category that does not link into the section stays one');
  assert.deepEqual(unleash.items, [
    { type: 'link', label: 'Features', href: `${apiPrefix}features`, description: 'Flags.' },
  ]);
  assert.deepEqual(collapsed[0], fullSidebar()[0]);
  assert.equal(api.href, '/api-overview');
});

test('the API pages get a version route of their own with the full sidebar; the rest keep theirs, collapsed', () => {
  const input = docsRoot();
  const before = JSON.stringify(input);
  const result = withSectionRoutes(input, [apiPrefix]);
  assert.equal(JSON.stringify(input), before, 'the input is not changed');
  const [section, rest] = result.routes ?? [];
  assert.equal(result.routes?.length, 2);
  // The API section: its docs only, under a DocRoot at the section path, with the full sidebars.
  assert.equal(section?.path, '/reference/api/unleash');
  assert.equal(section?.component, '@theme/DocVersionRoot');
  assert.equal(section?.priority, -1);
  assert.deepEqual(section?.props, input.routes?.[0]?.props);
  assert.deepEqual(
    section?.routes?.map((route) => [route.path, route.component, route.routes?.map((doc) => doc.path)]),
    [['/reference/api/unleash', '@theme/DocRoot', [`${apiPrefix}features`, `${apiPrefix}create-feature`]]],
  );
  // The rest: the other docs and routes, and the sidebar with the tag as a link.
  assert.equal(rest?.path, '/');
  assert.deepEqual(
    rest?.routes?.map((route) => [route.path, route.routes?.map((doc) => doc.path)]),
    [
      ['/', ['/quickstart']],
      ['/tags', undefined],
    ],
  );
  const version = rest?.props?.version as { label: string; docsSidebars: Record<string, PropSidebarItem[]> };
  assert.equal(version.label, 'Next');
  assert.deepEqual(version.docsSidebars.documentation, collapseSection(fullSidebar(), apiPrefix));
  assert.equal(withSectionRoutes(input, []), input);
  assert.deepEqual(withSectionRoutes(input, ['/nowhere/']), input, 'a section without docs changes nothing');
});

type OperationPage = Parameters<typeof createOperationPageMD>[0];
type TagPage = Parameters<typeof createTagPage>[0];

const operationPage = (id: string, tag: string, description: string) =>
  ({
    type: 'api',
    id,
    title: id,
    frontMatter: { description },
    api: { method: 'get', path: `/api/admin/${id}`, tags: [tag], responses: { '200': { description: 'OK' } } },
  }) as unknown as OperationPage;
const tagPage = (name: string) =>
  ({ type: 'tag', id: name.toLowerCase(), tag: { name, description: `All about ${name}.` } }) as unknown as TagPage;

test('a tag page lists its operations with the descriptions their pages were given', () => {
  createOperationPageMD(operationPage('get-addons', 'Addons', 'Lists "integrations" {and} <providers> $& too.'));
  createOperationPageMD(operationPage('get-banners', 'Banners', 'Lists banners.'));
  const page = createTagPage(tagPage('Addons'));
  assert.match(page, /^import OperationCardList from '@theme\/OperationCardList';$/m);
  const literal = /<OperationCardList descriptions=\{(.*)\} \/>/.exec(page)?.[1];
  assert.ok(literal, page);
  assert.deepEqual(
    JSON.parse(literal),
    { 'reference/api/unleash/get-addons': 'Lists "integrations" {and} <providers> $& too.' },
    'only its own operations, the text as written, $& included',
  );
  assert.match(page, /All about Addons\./, 'the tag description comes first');
});

test('a tag page generated before its operations stops the generation with a clear error', () => {
  assert.throws(() => createTagPage(tagPage('Nothing yet')), /tag "Nothing yet": no operation page was generated/);
});

test('the card items get the descriptions of their docs; an item’s own description wins', () => {
  const items: PropSidebarItem[] = [
    { type: 'link', href: '/a', label: 'A', docId: 'a' },
    { type: 'link', href: '/b', label: 'B', docId: 'b', description: 'own' },
    { type: 'link', href: 'https://example.com', label: 'External' },
  ];
  const result = withDescriptions(items, { a: 'from the page', b: 'ignored' });
  assert.equal(result[0]?.type === 'link' ? result[0].description : null, 'from the page');
  assert.equal(result[1]?.type === 'link' ? result[1].description : null, 'own');
  assert.equal(result[2], items[2]);
});
