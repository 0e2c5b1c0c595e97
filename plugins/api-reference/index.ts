/**
 * The owner of the API reference pages. Everything that turns openapi/ into pages and renders
 * them lives here:
 * - `openApiDocsPlugin`: docusaurus-plugin-openapi-docs, configured through its own options
 *   (page templates in ./templates, page generators in ./markdown.ts); scripts/openapi/generate.ts
 *   runs its `gen-api-docs` command on the assembled spec;
 * - this plugin's theme (./theme): OperationFacts and OperationCardList, which the generated pages
 *   import; ApiDocItem, the docs plugin's page component that loads the API theme's ApiItem only
 *   for operation pages; a DocCard wrap for cards of pages plugins/lean-docs leaves out of
 *   the shared docs data; and wraps of the API theme's ParamsDetails, RequestSchema and
 *   ResponseSchema that render them one part per task after hydration (./client). The site
 *   config registers this plugin among the themes, after the API theme, so that its wraps win;
 * - the browser's route table, where the operation pages are rows of a compact table instead of
 *   a route object each (./client-routes.ts, applied by a loader to the browser bundle).
 * The plugin entry stays docusaurus-plugin-openapi-docs itself because its CLI finds its
 * configuration by that package name in the site config.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import { apiReferenceOutputDir, assembledSpecFile, docsPluginModule } from '../../config/api-reference';
import { createOperationPageMD, createTagPage } from './markdown';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The theme pieces of the API reference (ships the components under ./theme as `@theme/...`). */
export default function apiReferenceThemePlugin(context: LoadContext): Plugin {
  return {
    name: 'api-reference',
    getThemePath: () => path.join(here, 'theme'),
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // The browser's route table holds the operation pages in a compact table (./client-routes.ts).
      const generatedFile = (name: string) => path.join(context.generatedFilesDir, name);
      return {
        module: {
          rules: [
            {
              test: [generatedFile('routes.js'), generatedFile('routesChunkNames.json'), generatedFile('registry.js')],
              enforce: 'pre' as const,
              use: [
                {
                  loader: path.join(here, 'client-routes-loader.cjs'),
                  options: {
                    pagesModuleDir: `@site/${apiReferenceOutputDir}`,
                    pageComponent: apiDocItemComponent,
                    operationRoutesModule: path.join(here, 'client', 'operationRoutes.tsx'),
                  },
                },
              ],
            },
          ],
        },
      };
    },
  };
}

/** The docs plugin's page component: the theme's DocItem, or ApiItem for generated operation pages. */
export const apiDocItemComponent = '@theme/ApiDocItem';

export const openApiDocsPlugin: PluginConfig = [
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
        template: path.join(here, 'templates', 'operation.mustache'),
        tagTemplate: path.join(here, 'templates', 'tag.mustache'),
        markdownGenerators: { createApiPageMD: createOperationPageMD, createTagPageMD: createTagPage },
        sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag', sidebarCollapsed: true },
      },
    },
  },
];
