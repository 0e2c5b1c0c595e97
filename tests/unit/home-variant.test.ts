import { test } from 'node:test';
import assert from 'node:assert/strict';
import murmur from 'murmurhash';
import { assignHomeVariant } from '../../src/components/HomeVariants/assignHomeVariant';

/** The parts of window that assignHomeVariant touches, in memory. */
function fakeWindow(search = '', stored: Record<string, string> = {}, storageThrows = false) {
  const storage = new Map(Object.entries(stored));
  const attributes = new Map<string, string>();
  const win = {
    location: { search },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (storageThrows) throw new Error('SecurityError');
        storage.set(key, value);
      },
    },
    crypto: { randomUUID: () => `id-${Math.random()}` },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  };
  return { win: win as unknown as Window, storage, attributes };
}

const hash = (key: string) => murmur.v3(key);
const unleashBucket = (id: string, group: string) => (murmur.v3(`${group}:${id}`) % 100) + 1;

test('buckets match Unleash normalizedValue for the client-specification samples', () => {
  assert.equal(unleashBucket('123', 'gr1'), 73);
  assert.equal(unleashBucket('999', 'groupX'), 25);
});

test('a stored visitor id always gets the same variant, set on <html>', () => {
  const id = 'user-1'; // home-page:user-1 falls in bucket 34
  assert.equal(unleashBucket(id, 'home-page'), 34);
  for (let i = 0; i < 3; i++) {
    const { win, attributes } = fakeWindow('', { 'unleash-docs.visitor-id': id });
    assert.equal(assignHomeVariant(hash, win), 'a');
    assert.equal(attributes.get('data-home-variant'), 'a');
  }
});

test('buckets 51-100 get variant b', () => {
  const id = [...Array(200).keys()].map(String).find((candidate) => unleashBucket(candidate, 'home-page') > 50);
  assert.ok(id);
  const { win } = fakeWindow('', { 'unleash-docs.visitor-id': id });
  assert.equal(assignHomeVariant(hash, win), 'b');
});

test('a new visitor gets an id that is kept for the next visit', () => {
  const { win, storage } = fakeWindow();
  const first = assignHomeVariant(hash, win);
  const id = storage.get('unleash-docs.visitor-id');
  assert.ok(id && id.length > 3);
  assert.equal(assignHomeVariant(hash, win), first);
  assert.equal(storage.get('unleash-docs.visitor-id'), id);
});

test('the query parameter overrides the bucket for previews', () => {
  const { win } = fakeWindow('?home-variant=b', { 'unleash-docs.visitor-id': 'user-1' });
  assert.equal(assignHomeVariant(hash, win), 'b');
  const other = fakeWindow('?home-variant=a').win;
  assert.equal(assignHomeVariant(hash, other), 'a');
  const bogus = fakeWindow('?home-variant=<script>', { 'unleash-docs.visitor-id': 'user-1' }).win;
  assert.equal(assignHomeVariant(hash, bogus), 'a', 'an unknown value falls back to the bucket');
});

test('blocked storage shows the default variant instead of throwing', () => {
  const { win, attributes } = fakeWindow('', {}, true);
  assert.equal(assignHomeVariant(hash, win), 'a');
  assert.equal(attributes.get('data-home-variant'), 'a');
});

test('visitors split roughly evenly between the variants', () => {
  let b = 0;
  const visitors = 4000;
  for (let i = 0; i < visitors; i++) {
    const { win } = fakeWindow('', { 'unleash-docs.visitor-id': `visitor-${i}` });
    if (assignHomeVariant(hash, win) === 'b') b++;
  }
  const share = b / visitors;
  assert.ok(share > 0.46 && share < 0.54, `variant b share ${share}`);
});

test('the function survives serialisation into the inline script', () => {
  // The page inlines assignHomeVariant.toString(); it must not depend on its module scope.
  const revived = new Function(`return (${assignHomeVariant.toString()})`)() as typeof assignHomeVariant;
  const { win } = fakeWindow('', { 'unleash-docs.visitor-id': 'user-1' });
  assert.equal(revived(hash, win), 'a');
});
