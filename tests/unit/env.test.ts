import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EnvError, readAlgoliaPushEnv, readSiteEnv } from '../../config/env';

test('defaults need no environment at all', () => {
  assert.deepEqual(readSiteEnv({}), {
    siteUrl: 'https://docs.getunleash.io',
    includeTestFixtures: false,
    offline: false,
    algolia: null,
  });
});

test('hosted search needs all three Algolia variables', () => {
  const full = { ALGOLIA_APP_ID: 'ABCDEF1234', ALGOLIA_API_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'unleash-docs' };
  assert.deepEqual(readSiteEnv(full).algolia, {
    appId: 'ABCDEF1234',
    apiKey: 'search-only-key',
    indexName: 'unleash-docs',
  });
  assert.throws(
    () => readSiteEnv({ ALGOLIA_APP_ID: 'ABCDEF1234' }),
    /ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME must be set too/,
  );
  assert.throws(
    () => readSiteEnv({ ...full, ALGOLIA_APP_ID: 'not an id!' }),
    /ALGOLIA_APP_ID must be an Algolia application id/,
  );
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

test('pushing the index needs the admin key, which the site build never reads', () => {
  const env = { ALGOLIA_APP_ID: 'ABCDEF1234', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ADMIN_API_KEY: 'admin-key' };
  assert.equal(readAlgoliaPushEnv(env).adminApiKey, 'admin-key');
  assert.throws(
    () => readAlgoliaPushEnv({ ALGOLIA_APP_ID: 'ABCDEF1234', ALGOLIA_INDEX_NAME: 'docs' }),
    /ALGOLIA_ADMIN_API_KEY/,
  );
  // Without a search-only ALGOLIA_API_KEY the site build refuses hosted mode instead of shipping the admin key.
  assert.throws(() => readSiteEnv(env), /ALGOLIA_API_KEY must be set too/);
});
