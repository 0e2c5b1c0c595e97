/**
 * Writes the hosting files into the build (postBuild, after every page
 * exists): _headers and _redirects for Netlify / Cloudflare Pages, and
 * _nginx/security-headers.conf and _nginx/redirects.conf that
 * deploy/nginx.conf includes. The CSP's script hashes come from the built
 * HTML, so the files always match the pages they ship with.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { htmlFileOfRoute } from '../../scripts/lib/site-routes';
import { externalRedirects, legacyRedirects } from '../../config/redirects';
import type { ThirdPartyEnv } from '../../config/env';
import { thirdPartyOrigins } from '../../config/third-parties';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  netlifyHeaders,
  netlifyRedirects,
  nginxHeaders,
  nginxRedirects,
  securityHeaders,
} from './policy';

/**
 * The HTML of the site's own routes. Redirect pages are left out: hosts
 * answer those paths with a 301 before any page is served, and they are
 * written by another plugin while this one runs.
 */
async function routePages(outDir: string, routesPaths: string[]): Promise<string[]> {
  const pages: string[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    try {
      pages.push(await fs.readFile(path.join(outDir, htmlFileOfRoute(route)), 'utf8'));
    } catch {
      // a route without its own file
    }
  }
  return pages;
}

export default function hostingPlugin(context: LoadContext): Plugin {
  return {
    name: 'hosting',
    async postBuild({ outDir, routesPaths }) {
      const pages = await routePages(outDir, routesPaths);
      const hashes = inlineScriptHashes(pages);
      // The build read the environment once (config/env.ts); its third parties come with the site config.
      const { customFields = {} } = context.siteConfig;
      const thirdParties = thirdPartyOrigins(customFields.thirdParties as ThirdPartyEnv, customFields);
      const headers = securityHeaders(contentSecurityPolicy(hashes, thirdParties));
      const external = externalRedirects.map(({ from, to }) => ({ from, to }));
      await fs.mkdir(path.join(outDir, '_nginx'), { recursive: true });
      await Promise.all([
        fs.writeFile(path.join(outDir, '_headers'), netlifyHeaders(headers)),
        fs.writeFile(path.join(outDir, '_redirects'), netlifyRedirects(legacyRedirects, external)),
        fs.writeFile(path.join(outDir, '_nginx', 'security-headers.conf'), nginxHeaders(headers)),
        fs.writeFile(path.join(outDir, '_nginx', 'redirects.conf'), nginxRedirects(legacyRedirects, external)),
      ]);
      console.log(
        `[hosting] ${hashes.length} inline script hashes, ${legacyRedirects.length} redirects; wrote _headers, _redirects and _nginx/`,
      );
    },
  };
}
