import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closestPages } from '../../src/components/NotFoundSuggestions/closestPages';

const pages = [
  { path: '/quickstart', title: 'Quickstart' },
  { path: '/reference/segments', title: 'Segments' },
  { path: '/reference/sdks/node', title: 'Node.js SDK' },
  { path: '/reference/sdks/python', title: 'Python SDK' },
  { path: '/reference/feature-toggles', title: 'Feature flags' },
  { path: '/reference/sdks/ruby', title: 'Ruby SDK' },
  { path: '/reference/sdks/rust', title: 'Rust SDK' },
];

const suggested = (missingPath: string, limit?: number) =>
  closestPages(missingPath, pages, limit).map((page) => page.path);

test('suggests the page behind a typo', () => {
  assert.equal(closestPages('/quikstart', pages)[0]?.path, '/quickstart');
  assert.equal(closestPages('/reference/segmets', pages)[0]?.path, '/reference/segments');
});

test('suggests a page from the words of an old path', () => {
  assert.equal(closestPages('/sdks/python', pages)[0]?.path, '/reference/sdks/python');
});

test('suggests nothing for a path unlike any page', () => {
  assert.deepEqual(closestPages('/zzzzzzzzzz/qqqq', pages), []);
  assert.deepEqual(closestPages('/', pages), []);
});

test('returns at most the limit, best first', () => {
  // Two pages are close to each of these typos; the closer one comes first, whatever the list order.
  assert.deepEqual(suggested('/reference/sdks/rub'), ['/reference/sdks/ruby', '/reference/sdks/rust']);
  assert.deepEqual(suggested('/reference/sdks/rus'), ['/reference/sdks/rust', '/reference/sdks/ruby']);
  // A limit keeps the best ones.
  assert.deepEqual(suggested('/reference/sdks/rub', 1), ['/reference/sdks/ruby']);
  assert.deepEqual(suggested('/reference/sdks/rus', 1), ['/reference/sdks/rust']);
});
