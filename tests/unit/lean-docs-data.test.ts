/**
 * The operation pages leave the docs data every page loads
 * (plugins/lean-docs); their descriptions reach the tag pages' cards another way
 * (scripts/openapi/generate.ts, src/components/OperationCardList).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RouteConfig } from '@docusaurus/types';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { withoutDocs } from '../../plugins/lean-docs';
import {
  addOperationDescriptions,
  frontMatterDescription,
  operationsByTagPage,
  SpecError,
} from '../../scripts/openapi/generate';
import { withDescriptions } from '../../src/components/OperationCardList/descriptions';

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

const tagPage = `---
id: addons
title: "Addons"
---

Manage integrations.

\`\`\`mdx-code-block
import DocCardList from '@theme/DocCardList';
import {useCurrentSidebarCategory} from '@docusaurus/theme-common';

<DocCardList items={useCurrentSidebarCategory().items}/>
\`\`\`
`;

test('a tag page gets its operations’ descriptions as a JS object the card list reads', () => {
  const descriptions = { 'reference/api/unleash/get-addons': 'Lists "integrations" {and} <providers> $& too.' };
  const page = addOperationDescriptions(tagPage, 'addons.tag.mdx', descriptions);
  assert.doesNotMatch(page, /DocCardList/);
  assert.match(page, /^import OperationCardList from '@site\/src\/components\/OperationCardList';$/m);
  const literal = /<OperationCardList descriptions=\{(.*)\}\/>/.exec(page)?.[1];
  assert.ok(literal, page);
  assert.deepEqual(JSON.parse(literal), descriptions, 'the text arrives as written, $& included');
  assert.ok(page.startsWith('---\nid: addons\n'), 'the front matter stays');
});

test('a tag page without the plugin’s card list stops the generation with a clear error', () => {
  assert.throws(
    () => addOperationDescriptions('---\nid: x\n---\n\nNo cards.\n', 'x.tag.mdx', {}),
    (error: unknown) => error instanceof SpecError && /x\.tag\.mdx: the card list .* was not found/.test(error.message),
  );
});

test('front matter descriptions are read as YAML', () => {
  assert.equal(
    frontMatterDescription(
      '---\nid: a\ndescription: "Adds a flag: only `name` is required."\n---\n\nBody',
      'a.api.mdx',
    ),
    'Adds a flag: only `name` is required.',
  );
  assert.equal(frontMatterDescription('---\nid: a\n---\n', 'a.api.mdx'), undefined);
  assert.equal(frontMatterDescription('No front matter', 'a.api.mdx'), undefined);
  assert.throws(() => frontMatterDescription('---\ndescription: "open\n---\n', 'bad.api.mdx'), SpecError);
});

test('the generated sidebar gives each tag page its operations, in order', () => {
  const map = operationsByTagPage([
    {
      type: 'category',
      link: { type: 'doc', id: 'reference/api/unleash/addons' },
      items: [
        { type: 'doc', id: 'reference/api/unleash/get-addons' },
        { type: 'doc', id: 'reference/api/unleash/create-addon' },
      ],
    },
    { type: 'doc', id: 'reference/api/unleash/unleash-api' },
    { type: 'category', items: [{ type: 'doc', id: 'reference/api/unleash/orphan' }] },
  ]);
  assert.deepEqual(
    [...map],
    [['reference/api/unleash/addons', ['reference/api/unleash/get-addons', 'reference/api/unleash/create-addon']]],
  );
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
