/**
 * The smaller stand-ins plugins/bundle-size gives the API theme behave as the
 * libraries they replace, for what the theme calls.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import zlib from 'node:zlib';
import CryptoJS from '../../plugins/bundle-size/shims/crypto-js-sha1';
import { withStylesheet } from '../../plugins/bundle-size';

const require = createRequire(import.meta.url);

test('the crypto-js stand-in hashes as SHA-1 in hex, as CryptoJS.SHA1(text).toString() does', () => {
  for (const text of ['', 'Authorization', 'ApiKey,Bearer', 'ünïcödé ✓']) {
    assert.equal(CryptoJS.SHA1(text).toString(), crypto.createHash('sha1').update(text, 'utf8').digest('hex'));
  }
});

test("pako's inflate-only build reads what the generator deflates and gzips", () => {
  const inflateOnly = require('pako/browser/inflate') as {
    inflate: (data: Uint8Array) => Uint8Array;
    ungzip: (data: Uint8Array) => Uint8Array;
  };
  const text = JSON.stringify({ operation: 'create-feature', samples: ['curl -L', 'ünïcödé'] });
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  assert.equal(decode(inflateOnly.inflate(zlib.deflateSync(text, { level: 9 }))), text);
  assert.equal(decode(inflateOnly.ungzip(zlib.gzipSync(text))), text);
});

test("an operation page links the API theme's stylesheet right after the site's, once", () => {
  const page = '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/a.js></script></head>';
  const linked = withStylesheet(page, '/assets/css/api-styles.2.css');
  assert.equal(
    linked,
    '<head><link rel=stylesheet href=/assets/css/styles.1.css /><link rel=stylesheet href=/assets/css/api-styles.2.css><script src=/a.js></script></head>',
  );
  assert.equal(withStylesheet(linked, '/assets/css/api-styles.2.css'), linked);
  assert.throws(() => withStylesheet('<head></head>', '/x.css'), /without a stylesheet/);
});
