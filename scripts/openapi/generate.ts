/**
 * `npm run openapi:generate` (run by `npm run build` and `npm start`):
 * 1. writes openapi/openapi.json, assembled from the project's sources in
 *    openapi/, or, when OPENAPI_SPEC_URL is set, downloaded from a live
 *    Unleash (`https://<your-unleash>/docs/openapi.json`) and checked;
 * 2. regenerates the operation pages in docs/reference/api/unleash/ with
 *    docusaurus-plugin-openapi-docs (`docusaurus gen-api-docs`);
 * 3. adds each operation page's request samples to its front matter
 *    (request-samples.ts), rendered here instead of in the reader's browser;
 * 4. gives each tag page the descriptions of its operations for its cards
 *    (src/components/OperationCardList), since plugins/lean-docs keeps them
 *    out of the docs data every page loads.
 * Any problem stops it with a message that says what to fix and exit code 1,
 * before the pages of the last good run are touched.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import YAML from 'yaml';
import { apiReferenceDocIdPrefix, apiReferenceOutputDir, languageTabs } from '../../config/api-reference';
import { EnvError, readOpenApiSpecUrl } from '../../config/env';
import { assembleSpec, assembledSpecPath, HTTP_METHODS, openApiSourceDir, type OpenApiDocument } from './assemble';
import { requestSamples, type ApiPageItem } from './request-samples';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FETCH_TIMEOUT_MS = 30_000;

export class SpecError extends Error {}

/** The checks a downloaded spec must pass before pages are generated from it. */
export function validateDownloadedSpec(body: string, source: string): OpenApiDocument {
  let spec: unknown;
  try {
    spec = JSON.parse(body);
  } catch {
    throw new SpecError(`${source} did not return JSON (it starts with ${JSON.stringify(body.slice(0, 60))})`);
  }
  const doc = spec as Partial<OpenApiDocument>;
  if (typeof doc !== 'object' || doc === null || typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) {
    throw new SpecError(`${source} is not an OpenAPI 3 document (no "openapi": "3.x" field)`);
  }
  if (typeof doc.paths !== 'object' || doc.paths === null) throw new SpecError(`${source} has no "paths"`);
  let operations = 0;
  for (const [route, pathItem] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = pathItem?.[method];
      if (!op) continue;
      operations++;
      if (typeof op.operationId !== 'string' || !op.operationId) {
        throw new SpecError(`${source}: ${method.toUpperCase()} ${route} has no operationId, so it cannot get a page`);
      }
    }
  }
  if (operations === 0) throw new SpecError(`${source} describes no operations`);
  return doc as OpenApiDocument;
}

export async function downloadSpec(url: string): Promise<OpenApiDocument> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new SpecError(`could not reach OPENAPI_SPEC_URL ${url}: ${cause}`);
  }
  if (!response.ok) throw new SpecError(`OPENAPI_SPEC_URL ${url} answered ${response.status} ${response.statusText}`);
  return validateDownloadedSpec(await response.text(), `OPENAPI_SPEC_URL ${url}`);
}

/**
 * Adds `request_samples` (scripts/openapi/request-samples.ts) to the front
 * matter of a generated operation page, next to the plugin's `api` (the
 * operation, zlib-compressed and base64-encoded). Other pages are unchanged.
 */
export function addRequestSamples(page: string, name: string): string {
  const apiLine = /^api: ([A-Za-z0-9+/=]+)$/m.exec(page);
  if (!apiLine?.[1] || !page.startsWith('---\n')) return page;
  let item: ApiPageItem;
  try {
    item = JSON.parse(zlib.inflateSync(Buffer.from(apiLine[1], 'base64')).toString('utf8')) as ApiPageItem;
  } catch (error) {
    throw new SpecError(`${name}: the plugin's api front matter does not decode: ${(error as Error).message}`);
  }
  const samples = requestSamples(item, languageTabs);
  if (samples.length === 0) return page;
  // Encoded as the plugin encodes `api` (zlib, base64): code samples hold every character YAML cares about.
  const line = `request_samples: ${zlib.deflateSync(JSON.stringify(samples), { level: 9 }).toString('base64')}`;
  return page.replace(apiLine[0], `${apiLine[0]}\n${line}`);
}

/** The `description` in a generated page's front matter, if it has one. */
export function frontMatterDescription(page: string, name: string): string | undefined {
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(page);
  if (!match?.[1]) return undefined;
  let data: unknown;
  try {
    data = YAML.parse(match[1]);
  } catch (error) {
    throw new SpecError(`${name}: the front matter is not YAML: ${(error as Error).message}`);
  }
  const description = (data as { description?: unknown } | null)?.description;
  return typeof description === 'string' && description.trim() !== '' ? description : undefined;
}

/** The card list the plugin writes on a tag page (its default tag template). */
const pluginCardList =
  /import DocCardList from '@theme\/DocCardList';\nimport \{useCurrentSidebarCategory\} from '@docusaurus\/theme-common';\n\n<DocCardList items=\{useCurrentSidebarCategory\(\)\.items\}\/>/;

/**
 * Replaces the plugin's card list on a tag page with OperationCardList and
 * the descriptions of the operations listed under the tag. The descriptions
 * go in as a JSON object literal, which MDX reads as a JS expression.
 */
export function addOperationDescriptions(page: string, name: string, descriptions: Record<string, string>): string {
  if (!pluginCardList.test(page)) {
    throw new SpecError(
      `${name}: the card list of docusaurus-plugin-openapi-docs' tag page was not found; ` +
        'update addOperationDescriptions in scripts/openapi/generate.ts to its new template',
    );
  }
  const cards =
    "import OperationCardList from '@site/src/components/OperationCardList';\n\n" +
    `<OperationCardList descriptions={${JSON.stringify(descriptions)}}/>`;
  return page.replace(pluginCardList, () => cards);
}

/** The part of the plugin's generated sidebar (sidebar.ts) read here. */
export interface GeneratedSidebarItem {
  type?: string;
  id?: string;
  link?: { type?: string; id?: string };
  items?: GeneratedSidebarItem[];
}

/** Doc ids of the operations under each tag page, from the sidebar the plugin wrote. */
export function operationsByTagPage(items: readonly GeneratedSidebarItem[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const item of items) {
    if (item.type !== 'category' || item.link?.type !== 'doc' || !item.link.id) continue;
    result.set(
      item.link.id,
      (item.items ?? []).flatMap((child) => (child.type === 'doc' && child.id ? [child.id] : [])),
    );
  }
  return result;
}

function runDocusaurus(args: string[]) {
  const result = spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'docusaurus'), args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new SpecError(`docusaurus ${args.join(' ')} failed (exit ${result.status})`);
}

async function main() {
  const started = Date.now();
  const specUrl = readOpenApiSpecUrl();
  let spec: OpenApiDocument;
  if (specUrl) {
    spec = await downloadSpec(specUrl);
    console.log(`openapi: using the spec of ${specUrl} (${spec.info?.version ?? 'no version'})`);
  } else {
    const { spec: assembled, problems } = assembleSpec(openApiSourceDir);
    if (problems.length > 0) {
      throw new SpecError(`${problems.length} problem(s) in openapi/:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
    spec = assembled;
  }
  fs.writeFileSync(assembledSpecPath, `${JSON.stringify(spec, null, 2)}\n`);
  runDocusaurus(['clean-api-docs', 'all', '--plugin-id', 'api-reference']);
  runDocusaurus(['gen-api-docs', 'all', '--plugin-id', 'api-reference']);
  const outputDir = path.join(projectRoot, apiReferenceOutputDir);
  const pages = fs.readdirSync(outputDir).filter((f) => f.endsWith('.mdx'));
  let withSamples = 0;
  const descriptions = new Map<string, string>();
  for (const page of pages) {
    const file = path.join(outputDir, page);
    const text = fs.readFileSync(file, 'utf8');
    const withRequestSamples = addRequestSamples(text, page);
    if (withRequestSamples !== text) {
      fs.writeFileSync(file, withRequestSamples);
      withSamples++;
    }
    const description = page.endsWith('.api.mdx') ? frontMatterDescription(text, page) : undefined;
    if (description) descriptions.set(`${apiReferenceDocIdPrefix}${page.replace(/\.api\.mdx$/, '')}`, description);
  }
  const sidebarModule = (await import(pathToFileURL(path.join(outputDir, 'sidebar.ts')).href)) as {
    default: GeneratedSidebarItem[];
  };
  const tagPages = operationsByTagPage(sidebarModule.default);
  for (const [tagDocId, operationIds] of tagPages) {
    const name = `${tagDocId.slice(apiReferenceDocIdPrefix.length)}.tag.mdx`;
    const file = path.join(outputDir, name);
    const ownDescriptions = Object.fromEntries(
      operationIds.flatMap((id) => {
        const description = descriptions.get(id);
        return description === undefined ? [] : [[id, description]];
      }),
    );
    fs.writeFileSync(file, addOperationDescriptions(fs.readFileSync(file, 'utf8'), name, ownDescriptions));
  }
  console.log(
    `openapi: ${pages.length} pages in ${apiReferenceOutputDir}, ${withSamples} with request samples, ` +
      `${tagPages.size} tag pages with their operations' descriptions (${Date.now() - started} ms)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(
      `openapi: ${error instanceof SpecError || error instanceof EnvError ? error.message : (error as Error).stack}`,
    );
    process.exitCode = 1;
  });
}
