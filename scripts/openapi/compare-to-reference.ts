/**
 * Authoring aid: compares the facts of the project's spec (paths, methods,
 * operationIds, tags, parameters, request bodies, status codes, schema
 * structure) with a reference OpenAPI document, ignoring all prose
 * (descriptions, summaries, titles, examples). Text is ours; structure must
 * match the real API.
 *
 *   node --import tsx scripts/openapi/compare-to-reference.ts [--reference FILE] [--tag NAME]...
 *
 * The reference defaults to ../shared/reference/openapi.json (Unleash 7.5.0).
 * It is not part of `npm test` because the reference file is not in the
 * project; the tests compare the spec with the project's operation list and
 * with a real Unleash server instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assembleSpec, HTTP_METHODS, openApiSourceDir, type OpenApiDocument } from './assemble';

type Json = unknown;
type JsonObject = Record<string, Json>;

/** Keys that carry prose or illustration rather than API facts. */
const PROSE_KEYS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A schema (or any spec fragment) with prose removed and keys sorted, so two
 * fragments that describe the same structure compare equal as JSON. Inside
 * `properties` the keys are field names, so they are kept even when a field
 * is called "description" or "example".
 */
export function factsOf(value: Json, keysAreNames = false): Json {
  if (Array.isArray(value)) return value.map((item) => factsOf(item));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value).sort()) {
    if (!keysAreNames && (PROSE_KEYS.has(key) || key.startsWith('x-'))) continue;
    const child = value[key];
    out[key] = keysAreNames ? factsOf(child) : factsOf(child, key === 'properties');
  }
  if (Array.isArray(out.required)) out.required = [...(out.required as string[])].sort();
  return out;
}

function sameFacts(a: Json, b: Json): boolean {
  return JSON.stringify(factsOf(a)) === JSON.stringify(factsOf(b));
}

function describeDifference(ours: Json, reference: Json): string {
  const a = JSON.stringify(factsOf(ours));
  const b = JSON.stringify(factsOf(reference));
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `\n      ours:      …${a.slice(from, i + 80)}\n      reference: …${b.slice(from, i + 80)}`;
}

/** Shared responses (`$ref: '#/components/responses/x'`) compare by their content. */
function resolveResponseRef(spec: OpenApiDocument, response: Json): Json {
  if (isObject(response) && typeof response.$ref === 'string') {
    const name = response.$ref.replace('#/components/responses/', '');
    return spec.components.responses?.[name] ?? response;
  }
  return response;
}

export function compareToReference(ours: OpenApiDocument, reference: OpenApiDocument, tags?: string[]): string[] {
  const problems: string[] = [];
  const wantedSchemas = new Set<string>();
  const noteRefs = (value: Json) => {
    const text = JSON.stringify(value ?? null);
    for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) wantedSchemas.add(match[1]);
  };

  for (const [route, pathItem] of Object.entries(reference.paths)) {
    for (const method of HTTP_METHODS) {
      const refOp = pathItem[method];
      if (!refOp || (tags && !tags.includes(refOp.tags[0]))) continue;
      const label = `${method.toUpperCase()} ${route} (${refOp.operationId})`;
      const ourOp = ours.paths[route]?.[method];
      if (!ourOp) {
        problems.push(`${label}: missing`);
        continue;
      }
      noteRefs(refOp);
      for (const key of ['operationId', 'tags', 'parameters', 'requestBody', 'deprecated', 'security'] as const) {
        if (!sameFacts(ourOp[key], refOp[key])) {
          problems.push(`${label}: ${key} differs${describeDifference(ourOp[key], refOp[key])}`);
        }
      }
      const refResponses = (refOp.responses ?? {}) as JsonObject;
      const ourResponses = Object.fromEntries(
        Object.entries((ourOp.responses ?? {}) as JsonObject).map(([code, response]) => [
          code,
          resolveResponseRef(ours, response),
        ]),
      );
      const refCodes = Object.keys(refResponses).sort().join(',');
      const ourCodes = Object.keys(ourResponses).sort().join(',');
      if (refCodes !== ourCodes) problems.push(`${label}: status codes ${ourCodes} instead of ${refCodes}`);
      else {
        for (const code of Object.keys(refResponses)) {
          if (!sameFacts(ourResponses[code], refResponses[code])) {
            problems.push(
              `${label}: response ${code} differs${describeDifference(ourResponses[code], refResponses[code])}`,
            );
          }
        }
      }
      for (const key of ['summary', 'description'] as const) {
        if (typeof ourOp[key] !== 'string' || !(ourOp[key] as string).trim()) problems.push(`${label}: no ${key}`);
      }
    }
  }

  // Schemas reachable from the compared operations, transitively.
  const pending = [...wantedSchemas];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    const text = JSON.stringify(reference.components.schemas[name] ?? null);
    for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!wantedSchemas.has(match[1])) {
        wantedSchemas.add(match[1]);
        pending.push(match[1]);
      }
    }
  }
  for (const name of [...wantedSchemas].sort()) {
    const refSchema = reference.components.schemas[name];
    const ourSchema = ours.components.schemas[name];
    if (!ourSchema) problems.push(`schema ${name}: missing (openapi/schemas/${name}.yaml)`);
    else if (!sameFacts(ourSchema, refSchema)) {
      problems.push(`schema ${name}: differs${describeDifference(ourSchema, refSchema)}`);
    }
  }
  return problems;
}

function main() {
  const { values } = parseArgs({
    options: {
      reference: { type: 'string', default: path.resolve(openApiSourceDir, '../../shared/reference/openapi.json') },
      tag: { type: 'string', multiple: true, default: [] },
    },
  });
  const tags = values.tag;
  const referencePath = path.resolve(values.reference);
  const reference = JSON.parse(fs.readFileSync(referencePath, 'utf8')) as OpenApiDocument;
  const { spec, problems: assemblyProblems } = assembleSpec(openApiSourceDir, { partial: true });
  const problems = [...assemblyProblems, ...compareToReference(spec, reference, tags.length ? tags : undefined)];
  for (const problem of problems) console.log(`- ${problem}`);
  console.log(
    `${problems.length} difference(s) from ${path.basename(referencePath)}${tags.length ? ` for ${tags.join(', ')}` : ''}`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
