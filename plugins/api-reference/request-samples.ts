/**
 * Request samples rendered at build time, so that an operation page shows its
 * curl, Python, Go, ... samples without shipping the code generators to the
 * reader. The API explorer of docusaurus-theme-openapi-docs builds them in the
 * browser with postman-code-generators (about 1.6 MB gzip of JavaScript);
 * here the same functions of the same packages run in Node on the state the
 * explorer starts from: the first server with its default variables, the
 * parameters prefilled as the explorer prefills them, the body sampled from
 * the request schema, and the API token as the `<Authorization>` placeholder.
 * The page shows these until the reader opens the live explorer
 * (src/theme/ApiExplorer), which then generates them again from their input.
 *
 * Not hand-rolled: buildPostmanRequest, sampleFromSchema and the language
 * settings are the theme's and plugin's own modules, required from their
 * CommonJS builds.
 */
import { createRequire } from 'node:module';
import type { LanguageTab, RequestSample } from '../../config/api-reference';

const require = createRequire(import.meta.url);

interface PostmanRequest {
  toJSON(): unknown;
}
interface PostmanSdk {
  Request: new (definition: unknown) => PostmanRequest;
}
type ConvertCallback = (error: unknown, snippet: string) => void;
interface CodeGenerators {
  convert(language: string, variant: string, request: PostmanRequest, options: unknown, done: ConvertCallback): void;
}
interface LanguageSetting {
  language: string;
  variant: string;
  options: Record<string, unknown>;
  highlight?: string;
  logoClass?: string;
}

const sdk = require('postman-collection') as PostmanSdk;
const codegen = require('postman-code-generators') as CodeGenerators;
const themeDir = 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
const { default: buildPostmanRequest } = require(`${themeDir}/buildPostmanRequest`) as {
  default: (postman: PostmanRequest, state: Record<string, unknown>) => PostmanRequest;
};
const { generateLanguageSet, mergeArraysbyLanguage } = require(`${themeDir}/CodeSnippets/languages`) as {
  generateLanguageSet(): LanguageSetting[];
  mergeArraysbyLanguage(user: readonly LanguageTab[], defaults: LanguageSetting[]): LanguageSetting[];
};
const { getAuthDataKeys } = require(`${themeDir}/Authorization/auth-types`) as {
  getAuthDataKeys(scheme: unknown): string[];
};
const { sampleFromSchema } = require('docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample') as {
  sampleFromSchema(schema: unknown, context: { type: 'request' | 'response' }): unknown;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  /** The explorer's prefilled value. */
  value?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
}

/** The operation object the plugin puts in a page's `api` front matter (the parts used here). */
export interface ApiPageItem {
  method: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, { type: string; name?: string; in?: string; scheme?: string }>;
  jsonRequestBodyExample?: unknown;
  postman?: unknown;
}

/** Parameters with the value the explorer prefills (ApiItem: schema default, then the examples). */
function prefilledParameters(item: ApiPageItem): Record<Parameter['in'], Parameter[]> {
  const params: Record<Parameter['in'], Parameter[]> = { path: [], query: [], header: [], cookie: [] };
  for (const param of item.parameters ?? []) {
    const firstNamed = param.examples ? Object.values(param.examples)[0]?.value : undefined;
    const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamed;
    params[param.in]?.push(prefill !== undefined ? { ...param, value: prefill } : param);
  }
  return params;
}

/** The body the explorer's editor starts with: the request schema's sample, as JSON. */
function initialBody(item: ApiPageItem, contentType: string | undefined): unknown {
  if (!contentType) return { type: 'empty' };
  const schema = item.requestBody?.content?.[contentType]?.schema as { format?: string; type?: string } | undefined;
  if (!(contentType.includes('application/json') || contentType.endsWith('+json'))) return { type: 'empty' };
  if (schema?.format === 'binary') return { type: 'empty' };
  const example = schema
    ? sampleFromSchema(schema, { type: 'request' })
    : (item.jsonRequestBodyExample as unknown | undefined);
  if (example === undefined) return { type: 'empty' };
  return { type: 'raw', content: { type: 'string', value: JSON.stringify(example, null, 2) } };
}

/** The authentication state with every credential left empty: the samples show `<Authorization>`. */
function emptyAuth(item: ApiPageItem) {
  const data: Record<string, Record<string, undefined>> = {};
  const options: Record<string, unknown[]> = {};
  for (const requirement of item.security ?? []) {
    const id = Object.keys(requirement).join(' and ');
    for (const [schemeId, scopes] of Object.entries(requirement)) {
      const scheme = item.securitySchemes?.[schemeId];
      if (!scheme) continue;
      options[id] ??= [];
      data[schemeId] ??= {};
      for (const key of getAuthDataKeys(scheme)) data[schemeId][key] = undefined;
      options[id].push({ ...scheme, key: schemeId, scopes });
    }
  }
  return { data, options, selected: Object.keys(options)[0] };
}

function convert(language: LanguageSetting, request: PostmanRequest): string {
  let code: string | null = null;
  let failure: unknown = null;
  // The generators call back synchronously; a missing result is an error, not a silent blank tab.
  codegen.convert(language.language, language.variant, request, language.options, (error, snippet) => {
    if (error) failure = error;
    else code = snippet;
  });
  if (failure !== null || code === null) {
    throw new Error(`postman-code-generators could not write a ${language.language} sample: ${String(failure)}`);
  }
  return code;
}

/** The samples of one operation page, in the order of the configured language tabs. */
export function requestSamples(item: ApiPageItem, languageTabs: readonly LanguageTab[]): RequestSample[] {
  if (!item.postman || item.method === 'event') return [];
  // buildPostmanRequest starts from the page's origin; the server below replaces it.
  const globals = globalThis as { window?: unknown };
  const hadWindow = 'window' in globals;
  if (!hadWindow) globals.window = { location: { origin: '' } };
  try {
    const accept = Object.entries(item.responses ?? {})
      .filter(([code]) => /^2\d\d$/.test(code))
      .flatMap(([, response]) => Object.keys(response.content ?? {}))[0];
    const contentType = Object.keys(item.requestBody?.content ?? {})[0];
    const params = prefilledParameters(item);
    const request = buildPostmanRequest(new sdk.Request(item.postman), {
      queryParams: params.query,
      pathParams: params.path,
      cookieParams: params.cookie,
      headerParams: params.header,
      contentType,
      accept,
      body: initialBody(item, contentType),
      server: item.servers?.[0],
      auth: emptyAuth(item),
      encoding: undefined,
    });
    const defaults = generateLanguageSet();
    const languages = mergeArraysbyLanguage(
      languageTabs,
      defaults.filter((d) => languageTabs.some((tab) => tab.language === d.language)),
    );
    return languageTabs.map((tab) => {
      const language = languages.find((l) => l.language === tab.language);
      if (!language) throw new Error(`no code generator for the language tab "${tab.language}"`);
      return {
        language: tab.language,
        highlight: tab.highlight,
        logoClass: tab.logoClass,
        code: convert({ ...language, variant: tab.variant ?? language.variant }, request),
      };
    });
  } finally {
    if (!hadWindow) delete globals.window;
  }
}
