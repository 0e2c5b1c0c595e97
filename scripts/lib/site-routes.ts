/**
 * The one mapping between the site's routes and its files, used by the content linter, the spec
 * assembler, the search index, the hosting files and the built-site model. Routes come from the
 * docs themselves (a page is its MDX file), never from a hand-kept list:
 * - a docs file's route, as the docs plugin gives it (routeBasePath '/', `slug` honoured);
 * - the HTML file a route is built to, and back (trailingSlash: false).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const docsDir = path.join(projectRoot, 'docs');

/** The route Docusaurus gives a docs file (routeBasePath '/'), honouring `slug`. */
export function routeOfDocsFile(file: string, frontMatter: Record<string, unknown>): string {
  const relative = path.relative(docsDir, file).replace(/\\/g, '/');
  const withoutExtension = relative.replace(/\.mdx?$/, '');
  const directory = path.posix.dirname(withoutExtension);
  const slug = frontMatter.slug;
  if (typeof slug === 'string') {
    return slug.startsWith('/') ? slug : `/${directory === '.' ? '' : `${directory}/`}${slug}`;
  }
  const route = `/${withoutExtension.replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** Where docusaurus-plugin-openapi-docs writes the generated API pages (not hand-written). */
const generatedApiDocsDir = path.join(docsDir, 'reference', 'api', 'unleash');

/** The hand-written pages: every .md/.mdx file under docs/ but partials (`_x.mdx`) and generated API pages. */
export function docsFiles(dir = docsDir): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => /\.mdx?$/.test(name) && !name.split(path.sep).some((part) => part.startsWith('_')))
    .map((name) => path.join(dir, name))
    .filter((file) => !file.startsWith(generatedApiDocsDir + path.sep))
    .sort();
}

/** The front matter of a docs file, read without parsing the MDX body. */
export function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return {};
  const data: unknown = parseYaml(match[1] ?? '');
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** The routes of the hand-written pages, from their files. */
export function docsRoutes(): string[] {
  return docsFiles()
    .map((file) => routeOfDocsFile(file, frontMatterOf(fs.readFileSync(file, 'utf8'))))
    .sort();
}

/** The HTML file a route is built to, relative to the build directory. */
export function htmlFileOfRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}

/** The route a built HTML file serves (relative to the build directory). */
export function routeOfHtmlFile(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'/index.html'.length)}`;
  return `/${posix.replace(/\.html$/, '')}`;
}

/** The routes of every HTML page in a build (redirect pages and the 404 page included). */
export function builtRoutes(buildDir: string): string[] {
  return (fs.readdirSync(buildDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map(routeOfHtmlFile)
    .sort();
}
