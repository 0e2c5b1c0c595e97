import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closestPages } from '../../src/components/NotFoundSuggestions/closestPages';

const pages = [
  { path: '/quickstart', title: 'Quickstart' },
  { path: '/reference/segments', title: 'Segments' },
  { path: '/reference/sdks/node', title: 'Node.js SDK' },
  { path: '/reference/sdks/python', title: 'Python SDK' },
  { path: '/reference/feature-toggles', title: 'Feature flags' },
];

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
  assert.ok(closestPages('/reference/sdks/nod', pages, 2).length <= 2);
});
