/**
 * The facts of the API reference that more than one part reads: where the generated pages go,
 * their doc ids, the request-sample languages and the explorer's settings. plugins/api-reference
 * owns the pipeline itself (docusaurus-plugin-openapi-docs' options, page templates, theme).
 */
import fs from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash/kebabCase';
import { apiReferenceRoutePrefix } from './api-route';

/** The generated pages' doc ids start with this (`reference/api/unleash/`); their routes with `/` and this. */
export const apiReferenceDocIdPrefix = apiReferenceRoutePrefix.replace(/^\//, '');
export const apiReferenceOutputDir = `docs/${apiReferenceDocIdPrefix.replace(/\/$/, '')}`;
export const assembledSpecFile = 'openapi/openapi.json';
/** The docs plugin as docusaurus.config.ts adds it; the API plugin reads its options from that entry. */
export const docsPluginModule = './plugins/lean-docs/index.ts';

/** A request-sample tab; the theme reads `themeConfig.languageTabs` but does not type it. */
export interface LanguageTab {
  /** A postman-code-generators language key. */
  language: string;
  /** The Prism language that highlights it. */
  highlight: string;
  logoClass: string;
  variant?: string;
}

/** A request sample rendered at build time, as an operation page stores it (front matter `request_samples`). */
export interface RequestSample {
  /** postman-code-generators language key, also the tab value the explorer remembers. */
  language: string;
  /** Prism language. */
  highlight: string;
  logoClass: string;
  code: string;
}

/** Request samples in the languages Unleash users write, in this order. */
export const languageTabs: LanguageTab[] = [
  { language: 'curl', highlight: 'bash', logoClass: 'curl' },
  { language: 'python', highlight: 'python', logoClass: 'python' },
  { language: 'go', highlight: 'go', logoClass: 'go' },
  { language: 'nodejs', highlight: 'javascript', logoClass: 'nodejs' },
  { language: 'ruby', highlight: 'ruby', logoClass: 'ruby' },
  { language: 'csharp', highlight: 'csharp', logoClass: 'csharp' },
  { language: 'php', highlight: 'php', logoClass: 'php' },
  { language: 'java', highlight: 'java', logoClass: 'java' },
  { language: 'powershell', highlight: 'powershell', logoClass: 'powershell' },
];

export const apiReferenceThemeConfig = {
  languageTabs,
  // The API token typed into the explorer stays in memory: never in local or session storage.
  // Cookies of an Unleash session in the same browser are never sent along.
  api: { authPersistence: false as const, requestCredentials: 'omit' as const },
};

/**
 * The routes the API reference must have: one page per operation in the
 * project's operation list (openapi/operation-list/), at the kebab-cased
 * operationId as the plugin names it, and one category page per tag file.
 */
export function apiReferenceRoutes(projectRoot: string): { operations: string[]; tags: string[] } {
  const listDir = path.join(projectRoot, 'openapi', 'operation-list');
  const operations = fs
    .readdirSync(listDir)
    .filter((name) => name.endsWith('.txt'))
    .flatMap((name) => fs.readFileSync(path.join(listDir, name), 'utf8').split('\n'))
    .filter((line) => line.trim())
    .map((line) => `/${apiReferenceDocIdPrefix}${kebabCase(line.trim().split(/\s+/)[2])}`);
  const tags = fs
    .readdirSync(path.join(projectRoot, 'openapi', 'tags'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `/${apiReferenceDocIdPrefix}${name.replace(/\.yaml$/, '')}`);
  return { operations: operations.sort(), tags: tags.sort() };
}
