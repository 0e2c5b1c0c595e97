/**
 * What a host must send with the built site: security headers with a
 * Content-Security-Policy computed from the build (every inline script
 * allowed by its hash, third parties only when configured), caching rules,
 * and the legacy redirects. Pure functions, so the same policy is written for
 * nginx (deploy/nginx.conf includes the generated files) and for
 * Netlify/Cloudflare Pages (_headers, _redirects), and tested without a build.
 */
import crypto from 'node:crypto';
import { Parser } from 'htmlparser2';
import type { Redirect } from '../../config/redirects';
import { noThirdParties, type ThirdParties } from '../../config/third-parties';
import { llmsFullTxtPath, llmsTxtPath, markdownContentType, plainTextContentType } from '../../config/markdown-twins';

const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * sha256 sources ('sha256-...') of every inline script a browser would run, deduplicated and sorted.
 * A streaming parse (htmlparser2's tokenizer, no document tree): the build hashes some 1,400 pages,
 * and building a DOM of each took a third of the build's postBuild time.
 */
export function inlineScriptHashes(htmlPages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  let inInlineScript = false;
  let code = '';
  const handler: ConstructorParameters<typeof Parser>[0] = {
    onopentag(name, attributes) {
      if (name !== 'script' || 'src' in attributes) return;
      const type = (attributes.type ?? '').trim().toLowerCase();
      // JSON-LD and other data blocks never run.
      inInlineScript = EXECUTABLE_SCRIPT_TYPES.has(type);
      code = '';
    },
    ontext(text) {
      if (inInlineScript) code += text;
    },
    onclosetag(name) {
      if (name !== 'script' || !inInlineScript) return;
      hashes.add(`'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`);
      inInlineScript = false;
    },
  };
  for (const html of htmlPages) {
    inInlineScript = false;
    const parser = new Parser(handler, { decodeEntities: true });
    parser.write(html);
    parser.end();
  }
  return [...hashes].sort();
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * The Content-Security-Policy. Scripts: the site's own files and its inline
 * scripts by hash, never 'unsafe-inline' or 'unsafe-eval'. connect-src allows
 * any https origin (and loopback) because the API explorer sends requests to
 * the reader's own Unleash, wherever it runs.
 */
export function contentSecurityPolicy(scriptHashes: string[], thirdParties: ThirdParties = noThirdParties): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...scriptHashes, ...thirdParties.scriptOrigins])],
    // Docusaurus and the syntax highlighter set style attributes; styles cannot run code.
    ['style-src', unique(["'self'", "'unsafe-inline'", ...thirdParties.scriptOrigins])],
    ['img-src', unique(["'self'", 'data:', ...thirdParties.imageOrigins])],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*', ...thirdParties.connectOrigins]),
    ],
    ['frame-src', thirdParties.frameOrigins.length > 0 ? unique(thirdParties.frameOrigins) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The headers every response carries. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Hashed build assets never change under the same name; HTML must always be revalidated. */
export const cacheRules = {
  hashedAssets: 'public, max-age=31536000, immutable',
  html: 'no-cache',
} as const;

/**
 * The pages' Markdown twins (plugins/markdown-twins) and the llms.txt indexes: their media types
 * with the charset, and revalidated like the HTML they copy.
 */
export const markdownFiles = [
  { pattern: '/*.md', contentType: markdownContentType },
  { pattern: llmsTxtPath, contentType: plainTextContentType },
  { pattern: llmsFullTxtPath, contentType: plainTextContentType },
] as const;

/** Netlify / Cloudflare Pages `_headers`. */
export function netlifyHeaders(headers: Record<string, string>): string {
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''];
  lines.push('/assets/*', `  Cache-Control: ${cacheRules.hashedAssets}`, '');
  lines.push('/*.html', `  Cache-Control: ${cacheRules.html}`, '');
  for (const { pattern, contentType } of markdownFiles) {
    lines.push(pattern, `  Content-Type: ${contentType}`, `  Cache-Control: ${cacheRules.html}`, '');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Netlify / Cloudflare Pages `_redirects`: one 301 per line, the /docs/ prefix as a splat.
 * Plain `301`, the syntax both hosts accept: Cloudflare Pages rejects Netlify's forcing `301!`
 * (only 200, 301, 302, 303, 307 and 308 are valid there), and applies the rules before its
 * files, as tests/hosting/cloudflare-pages.test.ts checks with Cloudflare's own runtime. On
 * Netlify a rule whose path also has a client redirect page (plugin-client-redirects) is
 * shadowed by that page, which sends the reader on at once; append `!` to each status there to
 * answer those paths with a 301 too.
 */
export function netlifyRedirects(redirects: readonly Redirect[], external: readonly Redirect[]): string {
  const lines = [
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    ...external.map(({ from, to }) => `${from.replace(':path*', '*')} ${to.replace(':path*', ':splat')} 301`),
    '/docs/* /:splat 301',
  ];
  return `${lines.join('\n')}\n`;
}

function nginxQuote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** nginx `add_header` lines (included in every location that sets its own headers). */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`)
    .join('\n')}\n`;
}

/** nginx exact-match locations for each redirect, plus the /docs/ prefix and external patterns. */
export function nginxRedirects(redirects: readonly Redirect[], external: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `location = ${nginxQuote(from)} { return 301 ${to}; }`);
  for (const { from, to } of external) {
    const prefix = from.replace('/:path*', '');
    const target = to.replace('/:path*', '');
    lines.push(`location ^~ ${prefix}/ { rewrite ^${prefix}/(.*)$ ${target}/$1 permanent; }`);
    lines.push(`location = ${prefix} { return 301 ${target}; }`);
  }
  lines.push('location ^~ /docs/ { rewrite ^/docs/(.*)$ /$1 permanent; }');
  lines.push('location = /docs { return 301 /; }');
  return `${lines.join('\n')}\n`;
}
