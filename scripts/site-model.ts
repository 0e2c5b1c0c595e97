/**
 * Reads a built site (build/) into a model the site checks work on: every
 * HTML page with its route, element ids, internal links, sidebar and
 * placeholder marker. Parsing uses cheerio; nothing here renders pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { routeOfHtmlFile } from './lib/site-routes';

export interface BuiltPage {
  route: string;
  file: string;
  title: string;
  ids: Set<string>;
  /** Links to this site: href as written, plus the resolved route and hash. */
  links: { href: string; route: string; hash: string }[];
  /** 'documentation', 'academy', 'other' (a sidebar we do not know) or null. */
  sidebar: 'documentation' | 'academy' | 'other' | null;
  isPlaceholder: boolean;
  /** Meta refresh target of a client-side redirect page, if this is one. */
  redirectTo: string | null;
  lang: string | undefined;
  meta: Map<string, string>;
}

/** Resolves an href found on `fromRoute` to a site route and hash, or null for other hosts. */
export function resolveInternal(
  href: string,
  fromRoute: string,
  origin: string,
): { route: string; hash: string } | null {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, `${origin}${fromRoute}`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const route = decodeURIComponent(url.pathname).replace(/\/$/, '') || '/';
  return { route, hash: decodeURIComponent(url.hash.replace(/^#/, '')) };
}

function sidebarOf($: cheerio.CheerioAPI): BuiltPage['sidebar'] {
  const sidebar = $('.theme-doc-sidebar-container nav, aside .theme-doc-sidebar-menu').first();
  if (sidebar.length === 0) return null;
  const labels = sidebar
    .find('.menu__link')
    .map((_, el) => $(el).text().trim())
    .get();
  if (labels.includes('Get started')) return 'documentation';
  if (labels.includes('Unleash Academy')) return 'academy';
  return 'other';
}

export function parsePage(html: string, route: string, file: string, origin: string): BuiltPage {
  const $ = cheerio.load(html);
  const ids = new Set<string>();
  $('[id]').each((_, el) => {
    ids.add($(el).attr('id') ?? '');
  });
  $('a[name]').each((_, el) => {
    ids.add($(el).attr('name') ?? '');
  });
  const links: BuiltPage['links'] = [];
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    const resolved = resolveInternal(href, route, origin);
    if (resolved) links.push({ href, ...resolved });
  });
  const refresh = $('meta[http-equiv="refresh"]').attr('content');
  const redirectTo = refresh ? (refresh.split(/url=/i)[1]?.trim() ?? null) : null;
  const meta = new Map<string, string>();
  $('meta').each((_, el) => {
    const key = $(el).attr('property') ?? $(el).attr('name');
    const content = $(el).attr('content');
    if (key && content !== undefined) meta.set(key, content);
  });
  return {
    route,
    file,
    title: $('title').first().text(),
    ids,
    links,
    sidebar: sidebarOf($),
    isPlaceholder: $('[data-placeholder="true"]').length > 0,
    redirectTo,
    lang: $('html').attr('lang'),
    meta,
  };
}

export function loadBuiltSite(buildDir: string, origin: string): Map<string, BuiltPage> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run the build first`);
  }
  const pages = new Map<string, BuiltPage>();
  const files = fs.readdirSync(buildDir, { recursive: true }) as string[];
  for (const file of files) {
    if (!file.endsWith('.html') || file === '404.html' || file.startsWith('assets')) continue;
    const route = routeOfHtmlFile(file);
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    pages.set(route, parsePage(html, route, file, origin));
  }
  return pages;
}

export interface LinkProblem {
  from: string;
  href: string;
  problem: 'missing page' | 'missing anchor';
}

/** Every internal link must reach a page, and its #hash an element id there. */
export function findBrokenLinks(pages: Map<string, BuiltPage>, staticFiles: Set<string> = new Set()): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const page of pages.values()) {
    for (const link of page.links) {
      const target = pages.get(link.route);
      if (!target) {
        if (!staticFiles.has(link.route)) problems.push({ from: page.route, href: link.href, problem: 'missing page' });
        continue;
      }
      if (link.hash && !target.ids.has(link.hash)) {
        problems.push({ from: page.route, href: link.href, problem: 'missing anchor' });
      }
    }
  }
  return problems;
}

/** Files under build/ other than pages (images, sitemap), as routes. */
export function listStaticFiles(buildDir: string): Set<string> {
  const files = fs.readdirSync(buildDir, { recursive: true }) as string[];
  return new Set(
    files
      .filter((file) => !file.endsWith('.html') && fs.statSync(path.join(buildDir, file)).isFile())
      .map((file) => `/${file.split(path.sep).join('/')}`),
  );
}
