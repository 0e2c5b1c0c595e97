/**
 * The request samples written into the operation pages at generation time
 * (plugins/api-reference/request-samples.ts, through its operation page generator).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { languageTabs, type RequestSample } from '../../config/api-reference';
import { createOperationPageMD } from '../../plugins/api-reference/markdown';
import { requestSamples } from '../../plugins/api-reference/request-samples';

const operation = {
  method: 'post',
  path: '/api/admin/projects/{projectId}/features',
  parameters: [{ name: 'projectId', in: 'path', required: true, schema: { type: 'string', example: 'default' } }],
  requestBody: {
    content: {
      'application/json': {
        schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', example: 'checkout' } } },
      },
    },
  },
  responses: { '201': { content: { 'application/json': {} } } },
  servers: [{ url: '{unleashUrl}', variables: { unleashUrl: { default: '<your-unleash-url>' } } }],
  security: [{ Authorization: [] }],
  securitySchemes: { Authorization: { type: 'apiKey', in: 'header', name: 'Authorization' } },
  postman: {
    name: 'Create a feature flag',
    url: {
      path: ['api', 'admin', 'projects', ':projectId', 'features'],
      host: ['{{baseUrl}}'],
      query: [],
      variable: [{ key: 'projectId', value: '' }],
    },
    header: [
      { key: 'Content-Type', value: 'application/json' },
      { key: 'Accept', value: 'application/json' },
    ],
    method: 'POST',
    body: { mode: 'raw', raw: '', options: { raw: { language: 'json' } } },
  },
};
type OperationPage = Parameters<typeof createOperationPageMD>[0];

test('an operation page gets one sample per language tab, from the explorer starting state', () => {
  const page = {
    type: 'api',
    id: 'create-feature',
    title: 'Create a feature flag',
    frontMatter: { description: 'Adds a flag.' },
    api: { ...operation, path: '/api/admin/projects/{projectId}/features', tags: ['Features'] },
  } as unknown as OperationPage;
  createOperationPageMD(page);
  // The page template writes this front matter field; it holds the samples as the plugin holds `api`.
  const stored = (page.frontMatter as { request_samples?: string }).request_samples ?? '';
  const samples = JSON.parse(zlib.inflateSync(Buffer.from(stored, 'base64')).toString('utf8')) as RequestSample[];
  assert.deepEqual(
    samples.map((s) => s.language),
    languageTabs.map((t) => t.language),
  );
  const curl = samples[0]?.code ?? '';
  assert.match(curl, /^curl -L '<your-unleash-url>\/api\/admin\/projects\/default\/features'/, curl);
  assert.match(curl, /-H 'Authorization: <Authorization>'/);
  assert.match(curl, /"name": "checkout"/, 'the body is sampled from the schema');
  assert.match(samples.find((s) => s.language === 'python')?.code ?? '', /conn\.request\("POST"/);
  assert.ok(samples.every((s) => s.code.trim().length > 0 && s.highlight && s.logoClass));
});

test('an operation without a request (no postman definition) gets no samples', () => {
  assert.deepEqual(requestSamples({ method: 'get' }, languageTabs), []);
});
