/**
 * Assembles the project's OpenAPI spec from its reviewable sources in
 * `openapi/` (base.yaml, one file per tag under tags/, one file per schema
 * under schemas/) into a single OpenAPI 3.0 document, and reports every
 * structural problem it finds instead of stopping at the first.
 *
 * CLI: `npm run openapi:assemble` writes openapi/openapi.json (ignored by git)
 * and exits non-zero when there is any problem. `--partial` tolerates schemas
 * that no operation references yet (useful while a tag is being written).
 */
import fs from 'node:fs';
import kebabCase from 'lodash/kebabCase';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { apiReferenceDocIdPrefix } from '../../config/api-reference';
import { docsRoutes } from '../lib/site-routes';
import { placeholderRoutes } from '../../config/placeholders';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type JsonObject = Record<string, unknown>;

export interface OpenApiOperation extends JsonObject {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
}

export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject;
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonObject>;
    responses?: Record<string, JsonObject>;
    securitySchemes?: JsonObject;
  };
}

export interface AssembleResult {
  spec: OpenApiDocument;
  problems: string[];
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';
const RESPONSE_REF_PREFIX = '#/components/responses/';

/** The file name a tag's source lives in: "Import/Export" -> "import-export". */
export function tagFileSlug(tagName: string): string {
  return tagName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readYamlFile(file: string, problems: string[]): unknown {
  try {
    return parseYaml(fs.readFileSync(file, 'utf8'), { prettyErrors: true });
  } catch (error) {
    problems.push(`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** Every `$ref` string inside a value, with the JSON path where it was found. */
export function collectRefs(value: unknown, where: string, found: { ref: string; where: string }[] = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectRefs(item, `${where}[${index}]`, found));
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push({ ref: child, where });
      else collectRefs(child, `${where}.${key}`, found);
    }
  }
  return found;
}

function yamlFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => path.join(dir, name));
}

export function assembleSpec(sourceDir: string, options: { partial?: boolean } = {}): AssembleResult {
  const problems: string[] = [];
  const base = readYamlFile(path.join(sourceDir, 'base.yaml'), problems);
  if (!isObject(base)) {
    problems.push(`${sourceDir}/base.yaml: missing or not a mapping`);
  }
  const baseDoc = isObject(base) ? base : {};
  const baseComponents = isObject(baseDoc.components) ? baseDoc.components : {};

  const spec: OpenApiDocument = {
    ...baseDoc,
    openapi: String(baseDoc.openapi ?? '3.0.3'),
    info: isObject(baseDoc.info) ? baseDoc.info : {},
    tags: [],
    paths: {},
    components: { ...baseComponents, schemas: {} },
  };

  const operationIds = new Map<string, string>();
  for (const file of yamlFilesIn(path.join(sourceDir, 'tags'))) {
    const source = readYamlFile(file, problems);
    if (!isObject(source)) continue;
    const { name, description, paths } = source;
    if (typeof name !== 'string' || typeof description !== 'string' || !isObject(paths)) {
      problems.push(`${file}: needs "name", "description" and "paths"`);
      continue;
    }
    if (path.basename(file, '.yaml') !== tagFileSlug(name)) {
      problems.push(`${file}: a tag named "${name}" belongs in ${tagFileSlug(name)}.yaml`);
    }
    spec.tags.push({ name, description: description.trim() });
    for (const [route, pathItem] of Object.entries(paths)) {
      if (!isObject(pathItem)) {
        problems.push(`${file}: ${route} is not a mapping of methods`);
        continue;
      }
      const target = (spec.paths[route] ??= {});
      for (const [method, operation] of Object.entries(pathItem)) {
        const where = `${file}: ${method.toUpperCase()} ${route}`;
        if (!(HTTP_METHODS as readonly string[]).includes(method)) {
          problems.push(`${where}: "${method}" is not an HTTP method`);
          continue;
        }
        if (!isObject(operation) || typeof operation.operationId !== 'string') {
          problems.push(`${where}: needs an operationId`);
          continue;
        }
        const op = operation as OpenApiOperation;
        if (target[method as HttpMethod]) problems.push(`${where}: defined twice`);
        const earlier = operationIds.get(op.operationId);
        if (earlier) problems.push(`${where}: operationId ${op.operationId} is already used by ${earlier}`);
        operationIds.set(op.operationId, `${method.toUpperCase()} ${route}`);
        if (!Array.isArray(op.tags) || op.tags[0] !== name) {
          problems.push(`${where}: its first tag must be "${name}", the tag of its file`);
        }
        target[method as HttpMethod] = op;
      }
    }
  }
  spec.tags.sort((a, b) => a.name.localeCompare(b.name));

  for (const file of yamlFilesIn(path.join(sourceDir, 'schemas'))) {
    const schemaName = path.basename(file, '.yaml');
    const schema = readYamlFile(file, problems);
    if (!isObject(schema)) {
      problems.push(`${file}: not a schema mapping`);
      continue;
    }
    spec.components.schemas[schemaName] = schema;
  }
  spec.components.schemas = Object.fromEntries(
    Object.entries(spec.components.schemas).sort(([a], [b]) => a.localeCompare(b)),
  );

  // Every reference must resolve, and (unless partial) every schema must be used.
  const reachable = new Set<string>();
  const pending: string[] = [];
  const checkRefs = (value: unknown, where: string) => {
    for (const { ref, where: at } of collectRefs(value, where)) {
      if (ref.startsWith(RESPONSE_REF_PREFIX)) {
        const responseName = ref.slice(RESPONSE_REF_PREFIX.length);
        if (!spec.components.responses?.[responseName]) problems.push(`${at}: $ref ${ref} does not resolve`);
        continue;
      }
      if (!ref.startsWith(SCHEMA_REF_PREFIX)) {
        problems.push(`${at}: $ref ${ref} must point into ${SCHEMA_REF_PREFIX} or ${RESPONSE_REF_PREFIX}`);
        continue;
      }
      const target = ref.slice(SCHEMA_REF_PREFIX.length);
      if (!spec.components.schemas[target]) problems.push(`${at}: $ref ${ref} does not resolve`);
      else if (!reachable.has(target)) {
        reachable.add(target);
        pending.push(target);
      }
    }
  };
  checkRefs(spec.paths, 'paths');
  checkRefs(spec.components.responses, 'base.yaml components.responses');
  while (pending.length > 0) {
    const schemaName = pending.pop() as string;
    checkRefs(spec.components.schemas[schemaName], `schemas/${schemaName}.yaml`);
  }
  // Links into this site must name a page it serves (the spec's prose is rendered on the site):
  // a hand-written page (its docs file), an operation page or a tag page of this spec.
  const siteRoutes = new Set(docsRoutes());
  const apiPages = new Set([
    ...operationLines(spec).map((line) => `/${apiReferenceDocIdPrefix}${kebabCase(line.split(' ')[2])}`),
    // The plugin names a tag page after the kebab-cased tag name, as it does operations.
    ...spec.tags.map((tag) => `/${apiReferenceDocIdPrefix}${kebabCase(tag.name)}`),
  ]);
  const text = JSON.stringify({ paths: spec.paths, components: spec.components, tags: spec.tags });
  for (const match of text.matchAll(/https:\/\/docs\.getunleash\.io(\/[^\s)"'#\\]*)?(#[\w-]+)?/g)) {
    // A link at the end of a sentence keeps its punctuation out of the route.
    const route = (match[1] ?? '/').replace(/[.,;:!?]+$/, '').replace(/\/$/, '') || '/';
    if (!siteRoutes.has(route) && !apiPages.has(route)) {
      problems.push(`link ${match[0]}: this site has no page ${route} (no docs file or API operation serves it)`);
    } else if (match[2] && placeholderRoutes.includes(route)) {
      problems.push(`link ${match[0]}: ${route} is still a placeholder, so the anchor ${match[2]} does not exist yet`);
    }
  }
  if (!options.partial) {
    for (const schemaName of Object.keys(spec.components.schemas)) {
      if (!reachable.has(schemaName)) problems.push(`schemas/${schemaName}.yaml: no operation uses it`);
    }
  }
  return { spec, problems };
}

/** "GET /api/admin/x getX" lines of the assembled spec, sorted, as kept in openapi/operation-list/. */
export function operationLines(spec: OpenApiDocument): string[] {
  const lines: string[] = [];
  for (const [route, pathItem] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (op) lines.push(`${method.toUpperCase()} ${route} ${op.operationId}`);
    }
  }
  return lines.sort();
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const openApiSourceDir = path.join(projectRoot, 'openapi');
export const assembledSpecPath = path.join(openApiSourceDir, 'openapi.json');

function main() {
  let partial: boolean;
  try {
    ({ partial } = parseArgs({ options: { partial: { type: 'boolean', default: false } } }).values);
  } catch (error) {
    console.error(`${(error as Error).message}\nusage: npm run openapi:assemble [-- --partial]`);
    process.exit(2);
  }
  const { spec, problems } = assembleSpec(openApiSourceDir, { partial });
  const operationCount = operationLines(spec).length;
  if (problems.length > 0) {
    console.error(`openapi: ${problems.length} problem(s) in ${openApiSourceDir}:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
    return;
  }
  fs.writeFileSync(assembledSpecPath, `${JSON.stringify(spec, null, 2)}\n`);
  console.log(
    `openapi: wrote ${path.relative(projectRoot, assembledSpecPath)} ` +
      `(${operationCount} operations, ${spec.tags.length} tags, ${Object.keys(spec.components.schemas).length} schemas)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
