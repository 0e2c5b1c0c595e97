/**
 * `npm run openapi:generate` (run by `npm run build` and `npm start`):
 * 1. writes openapi/openapi.json, assembled from the project's sources in
 *    openapi/, or, when OPENAPI_SPEC_URL is set, downloaded from a live
 *    Unleash (`https://<your-unleash>/docs/openapi.json`) and checked;
 * 2. regenerates the operation and tag pages in docs/reference/api/unleash/
 *    with docusaurus-plugin-openapi-docs (`docusaurus gen-api-docs`), which
 *    plugins/api-reference configures (templates, page generators, theme).
 * Any problem stops it with a message that says what to fix and exit code 1,
 * before the pages of the last good run are touched.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReferenceOutputDir } from '../../config/api-reference';
import { EnvError, readOpenApiSpecUrl } from '../../config/env';
import { assembleSpec, assembledSpecPath, HTTP_METHODS, openApiSourceDir, type OpenApiDocument } from './assemble';

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
  const pages = fs.readdirSync(outputDir).filter((file) => file.endsWith('.mdx'));
  const withSamples = pages.filter((file) =>
    /^request_samples: /m.test(fs.readFileSync(path.join(outputDir, file), 'utf8')),
  );
  console.log(
    `openapi: ${pages.length} pages in ${apiReferenceOutputDir}, ${withSamples.length} with request samples ` +
      `(${Date.now() - started} ms)`,
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
