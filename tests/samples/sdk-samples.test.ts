/**
 * The docs' JavaScript and TypeScript samples type-check against the real SDK
 * packages at the releases the pages document (tools/sdk-samples), one test per
 * page; and the check itself catches misuse, on a fixture page.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import {
  collectSamples,
  typecheckSamples,
  type PageSamples,
  type SampleDiagnostic,
} from '../../scripts/lib/sample-typecheck';

const pages = collectSamples();
let diagnostics: SampleDiagnostic[] = [];

describe('SDK samples type-check', () => {
  before(() => {
    diagnostics = typecheckSamples(pages);
  });

  test('the SDK pages have samples to check', () => {
    const sdkPages = pages.filter((p) => p.page.startsWith(path.join('docs', 'reference', 'sdks')));
    const count = (list: PageSamples[]) => list.reduce((sum, p) => sum + p.samples.length, 0);
    const partial = pages.reduce((sum, p) => sum + p.partial, 0);
    console.log(`${count(pages)} samples on ${pages.length} pages checked, ${partial} marked partial`);
    assert.ok(count(sdkPages) >= 30, `only ${count(sdkPages)} samples on SDK pages`);
  });

  for (const page of pages.filter((p) => p.samples.length > 0)) {
    test(`${page.page}: ${page.samples.length} sample(s)`, () => {
      const own = diagnostics.filter((d) => d.page === page.page);
      assert.deepEqual(
        own.map((d) => `${d.page}:${d.line} ${d.message}`),
        [],
        'a sample does not type-check against the SDK release the page documents',
      );
    });
  }
});

describe('the sample check catches misuse', () => {
  test('an unknown option and an unknown method, on their lines; a partial block is skipped', () => {
    const fixture = path.join('tests', 'fixtures', 'samples', 'wrong-sdk-usage.mdx');
    const fixturePages = collectSamples([fixture]);
    assert.equal(fixturePages[0]?.samples.length, 2);
    assert.equal(fixturePages[0]?.partial, 1);
    const found = typecheckSamples(fixturePages);
    const lines = found.map((d) => `${d.line} ${d.message.slice(0, 6)}`).sort();
    assert.deepEqual(lines, ['14 TS2561', '24 TS2551'], JSON.stringify(found, null, 2));
  });
});
