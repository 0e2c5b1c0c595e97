/**
 * config/sdks.ts is the one source of the SDK overview's tables: it covers every
 * SDK page, agrees with the release each page says it documents, and gives
 * every SDK every capability.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { capabilityIds, sdks } from '../../config/sdks';
import { readMdx } from '../../scripts/lib/mdx-document';
import { supportText } from '../../src/components/SdkMatrix/support-text';

const sdkPagesDir = path.resolve(import.meta.dirname, '../../docs/reference/sdks');
const pageIds = fs
  .readdirSync(sdkPagesDir)
  .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
  .map((f) => f.replace(/\.mdx$/, ''))
  .sort();

test('every SDK page has an entry, and every entry a page', () => {
  assert.deepEqual(sdks.map((sdk) => sdk.id).sort(), pageIds);
});

test("each entry's release is the one its page documents", () => {
  for (const sdk of sdks) {
    const documents = readMdx(path.join(sdkPagesDir, `${sdk.id}.mdx`)).frontMatter.documents;
    assert.equal(documents, `${sdk.package} ${sdk.documented}`, sdk.id);
  }
});

test('each entry states every capability, sensible intervals and its outage behaviour', () => {
  for (const sdk of sdks) {
    assert.deepEqual(Object.keys(sdk.capabilities).sort(), [...capabilityIds].sort(), sdk.id);
    for (const id of capabilityIds) {
      const support = sdk.capabilities[id];
      if ('since' in support) assert.match(support.since, /^\d+\.\d+\.\d+/, `${sdk.id} ${id}`);
      if ('evaluatedByUnleash' in support) assert.equal(sdk.kind, 'frontend', `${sdk.id} ${id}`);
    }
    assert.ok(sdk.refreshIntervalSeconds > 0 && sdk.metricsIntervalSeconds > 0, sdk.id);
    assert.ok(sdk.whenUnleashIsDown.length > 40, `${sdk.id}: say what happens when Unleash is down`);
    assert.match(sdk.repository, /^https:\/\/github\.com\/Unleash\/[\w.-]+$/, sdk.id);
  }
});

test('the matrix cells read as a reader expects', () => {
  assert.deepEqual(supportText({ since: '3.12.0' }), { mark: 'yes', text: '3.12.0+' });
  assert.deepEqual(supportText({ evaluatedByUnleash: true }), { mark: 'server', text: 'By Unleash' });
  assert.deepEqual(supportText({ no: true }), { mark: 'no', text: 'No' });
});
