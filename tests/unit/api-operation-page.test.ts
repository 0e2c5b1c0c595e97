/** The operation page generator: the plugin's page plus what a caller needs (plugins/api-reference/markdown.ts). */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createOperationPageMD, operationFactsElement } from '../../plugins/api-reference/markdown';

type Page = Parameters<typeof createOperationPageMD>[0];

function page(extensions: Record<string, unknown>): Page {
  return {
    type: 'api',
    id: 'update-feature',
    title: 'Update a feature flag',
    description: '',
    infoId: '',
    unversionedId: 'update-feature',
    frontMatter: {},
    api: {
      method: 'put',
      path: '/api/admin/projects/{projectId}/features/{featureName}',
      description: 'Changes the flag.',
      responses: { '200': { description: 'The flag.' } },
      ...extensions,
    },
  } as unknown as Page;
}

it('puts the permission right under the method and path', () => {
  const markdown = createOperationPageMD(page({ 'x-unleash-permissions': ['UPDATE_FEATURE'] }));
  assert.match(markdown, /^import OperationFacts from "@theme\/OperationFacts";/);
  const endpoint = markdown.indexOf('<MethodEndpoint');
  const facts = markdown.indexOf('<OperationFacts permissions={["UPDATE_FEATURE"]} />');
  const description = markdown.indexOf('Changes the flag.');
  assert.ok(endpoint >= 0 && endpoint < facts && facts < description, markdown);
});

it('marks operations of the commercial plans, and states an empty permission list', () => {
  assert.equal(
    operationFactsElement({ 'x-unleash-plans': ['enterprise'] }),
    '<OperationFacts plans={["enterprise"]} />\n\n',
  );
  assert.equal(operationFactsElement({ 'x-unleash-permissions': [] }), '<OperationFacts permissions={[]} />\n\n');
});

it("leaves the plugin's page alone when the spec states nothing", () => {
  const markdown = createOperationPageMD(page({}));
  assert.doesNotMatch(markdown, /OperationFacts/);
});

it("brings the API theme's stylesheet, which is not on every page", async () => {
  for (const extensions of [{}, { 'x-unleash-permissions': ['UPDATE_FEATURE'] }]) {
    assert.match(createOperationPageMD(page(extensions)), /^import "@theme\/ApiReferenceStyles";$/m);
  }
  const { default: openApiTheme } = await import('../../plugins/api-reference/openapi-theme');
  const theme = openApiTheme();
  assert.equal(theme.getClientModules, undefined, 'the theme adds no stylesheet to every page');
  assert.ok(theme.getThemePath?.(), 'its components stay');
});
