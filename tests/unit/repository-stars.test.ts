import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchStars, withCountLabels } from '../../plugins/repository-stars';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

test('uses the count GitHub returns', async () => {
  const result = await fetchStars('Unleash/unleash', {
    fallback: 1,
    fetchImpl: () => json({ stargazers_count: 12345 }),
  });
  assert.deepEqual(result, { repository: 'Unleash/unleash', stars: 12345, source: 'github' });
});

test('falls back to the last known count when the network fails', async () => {
  const result = await fetchStars('Unleash/unleash', {
    fallback: 999,
    fetchImpl: () => Promise.reject(new TypeError('fetch failed')),
  });
  assert.deepEqual(result, { repository: 'Unleash/unleash', stars: 999, source: 'last-known' });
});

test('falls back on an error status or a body without a count', async () => {
  const limited = await fetchStars('Unleash/unleash', {
    fallback: 7,
    fetchImpl: () => json({ message: 'rate limit' }, 403),
  });
  assert.equal(limited.source, 'last-known');
  const odd = await fetchStars('Unleash/unleash', { fallback: 7, fetchImpl: () => json({ stargazers_count: '12k' }) });
  assert.equal(odd.stars, 7);
});

test('gives up after the timeout instead of hanging the build', async () => {
  const started = Date.now();
  const result = await fetchStars('Unleash/unleash', {
    fallback: 5,
    timeoutMs: 100,
    // A server that accepts the request and never answers.
    fetchImpl: (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  });
  assert.equal(result.source, 'last-known');
  assert.ok(Date.now() - started < 2000);
});

test('the count is formatted at build time, compact for the navbar and exact for the tooltip', () => {
  const labels = withCountLabels({ repository: 'Unleash/unleash', stars: 13123, source: 'last-known' });
  assert.equal(labels.compactCount, '13.1K');
  assert.equal(labels.exactCount, '13,123');
  assert.equal(withCountLabels({ repository: 'Unleash/unleash', stars: 950, source: 'github' }).compactCount, '950');
});
