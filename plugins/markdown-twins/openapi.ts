/**
 * The Markdown of a generated API operation page, from the operation the page generator stored in
 * its `api` front matter (the spec's operation, dereferenced), in the page's order: method and
 * path, deprecation, what a caller needs, the description, parameters, request body and responses
 * as field tables, and the curl request sample the page shows (its `request_samples` front matter).
 * A tag page's list of operations too.
 */
import zlib from 'node:zlib';
import type { BlockContent, PhrasingContent, RootContent } from 'mdast';
import { heading, inlineCode, list, paragraph, strong, table, text, type Flow } from './mdast';

/** The operation object of a page's `api` front matter (the parts rendered here). */
export interface ApiOperation {
  operationId?: string;
  method?: string;
  path?: string;
  description?: string;
  deprecated?: boolean;
  'x-deprecated-description'?: string;
  'x-unleash-plans'?: string[];
  'x-unleash-permissions'?: string[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
}

export interface Schema {
  type?: string | string[];
  format?: string;
  description?: string;
  title?: string;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  deprecated?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  deprecated?: boolean;
}

interface MediaType {
  schema?: Schema;
}

interface RequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}

/** Inline Markdown of a description (the spec's descriptions are CommonMark). */
export type InlineMarkdown = (markdown: string) => PhrasingContent[];
/** Block Markdown of a description. */
export type BlockMarkdown = (markdown: string) => RootContent[];

/** How deep nested objects are listed, and how many rows one table may have: beyond them, a note. */
const maxDepth = 4;
const maxRows = 120;

/** allOf merged into one object schema (the generator leaves some allOf in place). */
function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(merged);
  const result: Schema = { ...schema, allOf: undefined };
  for (const part of parts) {
    result.type ??= part.type;
    result.description ??= part.description;
    if (part.properties) result.properties = { ...result.properties, ...part.properties };
    if (part.required) result.required = [...(result.required ?? []), ...part.required];
    result.items ??= part.items;
    result.enum ??= part.enum;
    result.format ??= part.format;
    result.additionalProperties ??= part.additionalProperties;
  }
  return result;
}

/** A short type: `string (date-time)`, `array of object`, `string or null`. */
export function typeOf(input: Schema | undefined): string {
  if (!input) return 'any';
  const schema = merged(input);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    if (schema.properties || schema.additionalProperties) types.push('object');
    else if (schema.items) types.push('array');
    else if (schema.enum && schema.enum.length > 0) types.push(typeof schema.enum[0]);
  }
  const named = types.map((type) => {
    if (type === 'array') return `array of ${typeOf(schema.items)}`;
    if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
      return `object (map of ${typeOf(schema.additionalProperties)})`;
    }
    return schema.format && type !== 'null' ? `${type} (${schema.format})` : type;
  });
  if (schema.nullable) named.push('null');
  return named.length > 0 ? named.join(' or ') : 'any';
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The description cell: the description, then allowed values, default and deprecation. */
function describe(schema: Schema, inline: InlineMarkdown): PhrasingContent[] {
  const parts: PhrasingContent[] = [];
  const add = (...nodes: PhrasingContent[]) => {
    if (parts.length > 0) parts.push(text(' '));
    parts.push(...nodes);
  };
  if (schema.deprecated) add(strong(text('Deprecated.')));
  if (schema.description) add(...inline(schema.description.replace(/\s+/g, ' ').trim()));
  if (schema.enum && schema.enum.length > 0) {
    const values: PhrasingContent[] = [text('One of:')];
    schema.enum.forEach((value, index) => values.push(text(index === 0 ? ' ' : ', '), inlineCode(scalar(value))));
    values.push(text('.'));
    add(...values);
  }
  if (schema.default !== undefined) add(text('Default: '), inlineCode(scalar(schema.default)), text('.'));
  return parts;
}

interface Row {
  name: string;
  type: string;
  required: boolean;
  description: PhrasingContent[];
}

function collectRows(schema: Schema, prefix: string, depth: number, rows: Row[], inline: InlineMarkdown): void {
  const object = merged(schema);
  // An array of objects lists its items' fields as `name[].field`.
  if (object.items && !object.properties) {
    collectRows(object.items, `${prefix}[]`, depth, rows, inline);
    return;
  }
  const alternatives = object.oneOf ?? object.anyOf;
  if (alternatives && !object.properties) {
    for (const alternative of alternatives) collectRows(alternative, prefix, depth, rows, inline);
    return;
  }
  const required = new Set(object.required ?? []);
  for (const [key, property] of Object.entries(object.properties ?? {})) {
    if (rows.length >= maxRows) return;
    const name = prefix ? `${prefix}.${key}` : key;
    if (rows.some((row) => row.name === name)) continue;
    const resolved = merged(property);
    rows.push({ name, type: typeOf(resolved), required: required.has(key), description: describe(resolved, inline) });
    if (depth + 1 < maxDepth) collectRows(resolved, name, depth + 1, rows, inline);
  }
}

/** A schema as a table of its fields (nested fields as `parent.child`), or one line for a scalar. */
export function schemaBlocks(schema: Schema | undefined, inline: InlineMarkdown): Flow[] {
  if (!schema) return [];
  const rows: Row[] = [];
  collectRows(schema, '', 0, rows, inline);
  if (rows.length === 0) {
    const description = describe(merged(schema), inline);
    return [
      paragraph(
        text('Type: '),
        inlineCode(typeOf(schema)),
        ...(description.length ? [text('. '), ...description] : []),
      ),
    ];
  }
  const blocks: Flow[] = [];
  if (Array.isArray(schema.type) ? schema.type.includes('array') : schema.type === 'array') {
    blocks.push(paragraph(text('An array; each item has these fields:')));
  }
  blocks.push(
    table(
      ['Field', 'Type', 'Required', 'Description'],
      rows.map((row) => [[inlineCode(row.name)], row.type, row.required ? 'yes' : 'no', row.description]),
    ),
  );
  if (rows.length >= maxRows) blocks.push(paragraph(text(`Only the first ${maxRows} fields are listed.`)));
  return blocks;
}

function contentBlocks(content: Record<string, MediaType> | undefined, inline: InlineMarkdown, level: number): Flow[] {
  const blocks: Flow[] = [];
  const entries = Object.entries(content ?? {});
  entries.forEach(([mediaType, media], index) => {
    // The same schema under several media types is listed once.
    const same = entries
      .slice(0, index)
      .find(([, earlier]) => JSON.stringify(earlier.schema) === JSON.stringify(media.schema));
    if (same) {
      blocks.push(paragraph(text('Also as '), inlineCode(mediaType), text(', with the same fields.')));
      return;
    }
    if (entries.length > 1) blocks.push(heading(level, inlineCode(mediaType)));
    else blocks.push(paragraph(text('Content type: '), inlineCode(mediaType)));
    blocks.push(...schemaBlocks(media.schema, inline));
  });
  return blocks;
}

/** `<MethodEndpoint method path>`: the method and path in one line. */
export function methodEndpoint(props: Record<string, unknown>): Flow[] {
  const method = String(props.method ?? '').toUpperCase();
  return [paragraph(inlineCode(`${method} ${String(props.path ?? '')}`))];
}

/** `<ParamsDetails parameters>`: one table of every parameter. */
export function paramsDetails(props: Record<string, unknown>, inline: InlineMarkdown, level: number): Flow[] {
  const parameters = (props.parameters as Parameter[] | undefined) ?? [];
  if (parameters.length === 0) return [];
  return [
    heading(level, text('Parameters')),
    table(
      ['Name', 'In', 'Type', 'Required', 'Description'],
      parameters.map((parameter) => [
        [inlineCode(parameter.name)],
        parameter.in,
        typeOf(parameter.schema),
        parameter.required ? 'yes' : 'no',
        describe({ ...parameter.schema, description: parameter.description, deprecated: parameter.deprecated }, inline),
      ]),
    ),
  ];
}

/** `<RequestSchema title body>`: the body's media type, description and fields. */
export function requestSchema(
  props: Record<string, unknown>,
  inline: InlineMarkdown,
  block: BlockMarkdown,
  level: number,
): Flow[] {
  const body = props.body as RequestBody | undefined;
  if (!body || !body.content) return [];
  const blocks: Flow[] = [
    heading(level, text(String(props.title ?? 'Body')), text(body.required ? ' (required)' : '')),
  ];
  if (body.description) blocks.push(...block(body.description));
  blocks.push(...contentBlocks(body.content, inline, level + 1));
  return blocks;
}

/** `<StatusCodes responses>`: each status with its description and body fields. */
export function statusCodes(
  props: Record<string, unknown>,
  inline: InlineMarkdown,
  block: BlockMarkdown,
  level: number,
): Flow[] {
  const responses = (props.responses as Record<string, Response> | undefined) ?? {};
  const blocks: Flow[] = [];
  for (const [status, response] of Object.entries(responses)) {
    blocks.push(heading(level, text(status)));
    if (response.description) blocks.push(...block(response.description));
    blocks.push(...contentBlocks(response.content, inline, level + 1));
  }
  return blocks;
}

/** `<OperationFacts plans permissions>`: what a caller needs, as the page says it. */
export function operationFacts(
  props: Record<string, unknown>,
  planLabel: (plan: string) => string,
  rbacUrl: string,
): Flow[] {
  const blocks: Flow[] = [];
  const plans = props.plans as string[] | undefined;
  const permissions = props.permissions as string[] | undefined;
  if (plans) {
    blocks.push(
      paragraph(
        strong(text('Availability:')),
        text(` ${plans.map((plan) => planLabel(plan)).join(', ')}. `),
        text('The open-source server does not serve this operation.'),
      ),
    );
  }
  if (permissions) {
    const line: PhrasingContent[] = [strong({ type: 'link', url: rbacUrl, children: [text('Permission')] }, text(':'))];
    if (permissions.length === 0) {
      line.push(text(' none beyond authentication: any caller the API accepts may use it.'));
    } else {
      permissions.forEach((permission, index) => line.push(text(index === 0 ? ' ' : ' or '), inlineCode(permission)));
      if (!permissions.includes('ADMIN')) line.push(text(' (Admins have every permission).'));
    }
    blocks.push(paragraph(...line));
  }
  return blocks;
}

export interface RequestSampleEntry {
  language: string;
  highlight: string;
  code: string;
}

/** The request samples an operation page carries (zlib + base64 JSON, as the page generator writes them). */
export function decodeFrontMatterJson<T>(encoded: unknown): T | null {
  if (typeof encoded !== 'string' || encoded === '') return null;
  return JSON.parse(zlib.inflateSync(Buffer.from(encoded, 'base64')).toString('utf8')) as T;
}

/** The curl sample, as a section at the end of the page. */
export function curlSample(samples: RequestSampleEntry[] | null, level: number): Flow[] {
  const curl = samples?.find((sample) => sample.language === 'curl');
  if (!curl) return [];
  return [
    heading(level, text('Request sample')),
    paragraph(
      text('Replace '),
      inlineCode('<your-unleash-url>'),
      text(' with the address of your Unleash, '),
      inlineCode('<Authorization>'),
      text(' with an API token, and the '),
      inlineCode(':parameters'),
      text(' in the path with their values.'),
    ),
    { type: 'code', lang: 'bash', meta: null, value: curl.code },
  ];
}

/** `<OperationCardList descriptions>` on a tag page: its operations, each with its description. */
export function operationCardList(
  props: Record<string, unknown>,
  docLink: (docId: string) => { title: string; url: string } | null,
  inline: InlineMarkdown,
): Flow[] {
  const descriptions = (props.descriptions as Record<string, string> | undefined) ?? {};
  const items: PhrasingContent[][] = [];
  for (const [docId, description] of Object.entries(descriptions)) {
    const target = docLink(docId);
    if (!target) continue;
    items.push([{ type: 'link', url: target.url, children: [text(target.title)] }, text(': '), ...inline(description)]);
  }
  return items.length > 0 ? [list(items as (PhrasingContent[] | BlockContent[])[])] : [];
}

/** The page of one operation, under its title. */
export function apiOperationBlocks(
  operation: ApiOperation,
  helpers: { inline: InlineMarkdown; block: BlockMarkdown; planLabel: (plan: string) => string; rbacUrl: string },
): Flow[] {
  const { inline, block } = helpers;
  const blocks: Flow[] = [...methodEndpoint({ method: operation.method, path: operation.path })];
  if (operation.deprecated) {
    const why = operation['x-deprecated-description'];
    blocks.push({
      type: 'blockquote',
      children: [
        paragraph(
          strong(text('Deprecated:')),
          text(' '),
          ...(why ? inline(why) : [text('do not use this operation.')]),
        ),
      ],
    });
  }
  blocks.push(
    ...operationFacts(
      { plans: operation['x-unleash-plans'], permissions: operation['x-unleash-permissions'] },
      helpers.planLabel,
      helpers.rbacUrl,
    ),
  );
  if (operation.description) blocks.push(...(block(operation.description) as Flow[]));
  const parameters = paramsDetails({ parameters: operation.parameters }, inline, 3);
  const body = requestSchema({ title: 'Body', body: operation.requestBody }, inline, block, 3);
  if (parameters.length + body.length > 0) blocks.push(heading(2, text('Request')), ...parameters, ...body);
  const responses = statusCodes({ responses: operation.responses }, inline, block, 3);
  if (responses.length > 0) blocks.push(heading(2, text('Responses')), ...responses);
  return blocks;
}
