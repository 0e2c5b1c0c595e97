/**
 * The API reference: docusaurus-plugin-openapi-docs turns openapi/openapi.json
 * (assembled from openapi/ by scripts/openapi/generate.ts) into one page per
 * operation under /reference/api/unleash/, and its theme renders them with
 * request samples and the "Send API Request" explorer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import kebabCase from 'lodash/kebabCase';
import { createOperationPageMD } from './api-operation-page';

export const apiReferenceOutputDir = 'docs/reference/api/unleash';
/** The generated pages' doc ids and routes start with this (`reference/api/unleash/`). */
export const apiReferenceDocIdPrefix = `${apiReferenceOutputDir.replace(/^docs\//, '')}/`;
export const assembledSpecFile = 'openapi/openapi.json';
/** The docs plugin as docusaurus.config.ts adds it; the API plugin reads its options from that entry. */
export const docsPluginModule = './plugins/lean-docs/index.ts';

export const apiReferencePlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {
    id: 'api-reference',
    docsPlugin: docsPluginModule,
    docsPluginId: 'default',
    config: {
      unleash: {
        specPath: assembledSpecFile,
        outputDir: apiReferenceOutputDir,
        showSchemas: false,
        showInfoPage: false,
        sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag', sidebarCollapsed: true },
        markdownGenerators: { createApiPageMD: createOperationPageMD },
      },
    },
  },
];

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
