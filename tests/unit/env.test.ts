import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EnvError, readSiteEnv } from '../../config/env';

test('defaults need no environment at all', () => {
  assert.deepEqual(readSiteEnv({}), {
    siteUrl: 'https://docs.getunleash.io',
    includeTestFixtures: false,
    offline: false,
  });
});

test('SITE_URL is normalised to an origin', () => {
  assert.equal(readSiteEnv({ SITE_URL: 'https://docs.example.com/' }).siteUrl, 'https://docs.example.com');
});

test('a SITE_URL that is not a URL names the variable', () => {
  assert.throws(
    () => readSiteEnv({ SITE_URL: 'docs.example.com' }),
    (error: unknown) => {
      assert.ok(error instanceof EnvError);
      assert.match(error.message, /SITE_URL must be an absolute URL/);
      return true;
    },
  );
});

test('a SITE_URL with a path or another scheme is refused', () => {
  assert.throws(() => readSiteEnv({ SITE_URL: 'https://example.com/docs' }), /without a path/);
  assert.throws(() => readSiteEnv({ SITE_URL: 'ftp://example.com' }), /http or https/);
});

test('flags accept 1/0/true/false and refuse anything else', () => {
  assert.equal(readSiteEnv({ SITE_TEST_FIXTURES: '1' }).includeTestFixtures, true);
  assert.equal(readSiteEnv({ SITE_OFFLINE: 'true' }).offline, true);
  assert.equal(readSiteEnv({ SITE_OFFLINE: '0' }).offline, false);
  assert.throws(() => readSiteEnv({ SITE_OFFLINE: 'yes' }), /SITE_OFFLINE must be 1, 0, true or false/);
});
