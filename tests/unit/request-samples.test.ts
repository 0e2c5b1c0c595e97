/**
 * The request samples written into the operation pages at build time
 * (scripts/openapi/request-samples.ts via generate.ts addRequestSamples).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { languageTabs, type RequestSample } from '../../config/api-reference';
import { addRequestSamples } from '../../scripts/openapi/generate';

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
const encoded = zlib.deflateSync(JSON.stringify(operation)).toString('base64');
const page = `---\nid: create-feature\ntitle: "Create a feature flag"\napi: ${encoded}\nsidebar_class_name: "post api-method"\n---\n\nBody text.\n`;

function samplesOf(text: string): RequestSample[] {
  const line = /^request_samples: (.*)$/m.exec(text)?.[1] ?? '';
  return JSON.parse(zlib.inflateSync(Buffer.from(line, 'base64')).toString('utf8')) as RequestSample[];
}

test('an operation page gets one sample per language tab, from the explorer starting state', () => {
  const result = addRequestSamples(page, 'create-feature.api.mdx');
  assert.ok(result.startsWith('---\nid: create-feature'), 'the front matter stays in place');
  assert.ok(result.endsWith('Body text.\n'));
  const samples = samplesOf(result);
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

test('pages without an operation are left as they are', () => {
  const tagPage = '---\nid: features\ntitle: "Features"\n---\n\nA tag page.\n';
  assert.equal(addRequestSamples(tagPage, 'features.tag.mdx'), tagPage);
});

test('a front matter `api` that does not decode is an error naming the page', () => {
  const broken = page.replace(encoded, 'bm90LXpsaWI=');
  assert.throws(() => addRequestSamples(broken, 'broken.api.mdx'), /broken\.api\.mdx: the plugin's api front matter/);
});
