import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { EnvError, readThirdPartyEnv } from '../../config/env';
import { thirdPartyOrigins } from '../../config/third-parties';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  netlifyHeaders,
  netlifyRedirects,
  nginxHeaders,
  nginxRedirects,
  securityHeaders,
} from '../../plugins/hosting/policy';

const sha = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;

describe('hosting policy', () => {
  it('hashes the inline scripts a browser runs, not data blocks or external files', () => {
    const html =
      '<html><head><script>a()</script><script type=application/ld+json>{"x":1}</script>' +
      '<script src=/assets/js/main.js defer></script><script type="module">b()</script></head></html>';
    assert.deepEqual(inlineScriptHashes([html, html]), [sha('a()'), sha('b()')].sort());
  });

  it('hashes a script as the browser reads it: raw text, entities and tags included', () => {
    const code = 'if (a &amp;&amp; b) x("<div>&lt;</div>");';
    const html = `<body><p>&amp;</p><script>${code}</script><script>\n</script></body>`;
    assert.deepEqual(inlineScriptHashes([html]), [sha(code), sha('\n')].sort());
  });

  it('never allows unsafe-inline or unsafe-eval for scripts, and only configured third parties', () => {
    const csp = contentSecurityPolicy([sha('a()')]);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    assert.equal(scriptSrc, `script-src 'self' ${sha('a()')}`);
    assert.doesNotMatch(scriptSrc, /unsafe/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /frame-src 'none'/);
    const withWidget = contentSecurityPolicy(
      [],
      thirdPartyOrigins(
        readThirdPartyEnv({ ASK_AI_SCRIPT_URL: 'https://widget.example.ai/w.js', ASK_AI_WEBSITE_ID: 'x' }),
      ),
    );
    assert.match(withWidget, /script-src 'self' https:\/\/widget\.example\.ai;/);
    assert.match(withWidget, /frame-src https:\/\/widget\.example\.ai/);
  });

  it('sends the security headers a first-rate site sends', () => {
    const headers = securityHeaders('default-src x');
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      assert.ok(headers[name], name);
    }
  });

  it('writes the same headers and redirects for nginx and for Netlify / Cloudflare Pages', () => {
    const headers = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "script-src 'self'" };
    assert.match(netlifyHeaders(headers), /^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    assert.match(netlifyHeaders(headers), /\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    assert.match(nginxHeaders(headers), /add_header Content-Security-Policy "script-src 'self'" always;/);
    const redirects = [{ from: '/advanced/audit_log', to: '/reference/events' }];
    const external = [
      { from: '/unleash-client-python/:path*', to: 'https://gh.example.io/unleash-client-python/:path*' },
    ];
    assert.equal(
      netlifyRedirects(redirects, external),
      '/advanced/audit_log /reference/events 301\n/unleash-client-python/* https://gh.example.io/unleash-client-python/:splat 301\n/docs/* /:splat 301\n',
    );
    const nginx = nginxRedirects(redirects, external);
    assert.match(nginx, /location = "\/advanced\/audit_log" \{ return 301 \/reference\/events; \}/);
    assert.match(
      nginx,
      /rewrite \^\/unleash-client-python\/\(\.\*\)\$ https:\/\/gh\.example\.io\/unleash-client-python\/\$1 permanent;/,
    );
    assert.match(nginx, /location \^~ \/docs\/ \{ rewrite \^\/docs\/\(\.\*\)\$ \/\$1 permanent; \}/);
  });
});

describe('third-party configuration', () => {
  it('is off by default', () => {
    assert.deepEqual(readThirdPartyEnv({}), { askAi: null, analytics: null });
  });

  it('rejects half a configuration with the variable named', () => {
    assert.throws(
      () => readThirdPartyEnv({ ASK_AI_WEBSITE_ID: 'x' }),
      (error: Error) => error instanceof EnvError && /ASK_AI_WEBSITE_ID/.test(error.message),
    );
    assert.throws(() => readThirdPartyEnv({ ANALYTICS_PROVIDER: 'plausible' }), /ANALYTICS_ID must be set/);
    assert.throws(
      () => readThirdPartyEnv({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_ID: 'x' }),
      /plausible or google-analytics/,
    );
    assert.throws(
      () => readThirdPartyEnv({ ASK_AI_SCRIPT_URL: 'http://widget.example.ai/w.js', ASK_AI_WEBSITE_ID: 'x' }),
      /must use https/,
    );
  });

  it('defaults to the provider scripts', () => {
    assert.equal(
      readThirdPartyEnv({ ANALYTICS_PROVIDER: 'google-analytics', ANALYTICS_ID: 'G-TEST123' }).analytics?.scriptUrl,
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    assert.equal(
      readThirdPartyEnv({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'docs.getunleash.io' }).analytics?.scriptUrl,
      'https://plausible.io/js/script.manual.js',
    );
  });
});
