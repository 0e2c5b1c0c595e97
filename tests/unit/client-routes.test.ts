/**
 * The browser's route table without one route object per API operation page
 * (plugins/api-reference/client-routes.ts), run on route files written by Docusaurus's own codegen:
 * if Docusaurus changes their layout, these tests fail before a build does.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import vm from 'node:vm';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import type { PluginRouteConfig, RouteConfig } from '@docusaurus/types';
import {
  clientRoutesSource,
  operationRouteFiles,
  registryModules,
  withoutOperationChunkNames,
  withoutUnusedRegistryEntries,
} from '../../plugins/api-reference/client-routes';

const pagesDir = '@site/docs/reference/api/unleash';
const pageComponent = '@theme/ApiDocItem';

function docRoute(slug: string, file: string): RouteConfig {
  return {
    path: `/reference/api/unleash/${slug}`,
    component: pageComponent,
    exact: true,
    sidebar: 'documentation',
    modules: { content: `${pagesDir}/${file}` },
  } as RouteConfig;
}

/** A site like this one: a hand-written doc, and an API section with a tag page and two operations. */
const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
const siteRoutes: PluginRouteConfig[] = [
  { path: '/search', component: '@theme/SearchPage', exact: true, plugin },
  {
    path: '/',
    component: '@theme/DocsRoot',
    plugin,
    routes: [
      {
        path: '/reference/api/unleash',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/reference/api/unleash',
            component: '@theme/DocRoot',
            routes: [
              docRoute('create-feature', 'create-feature.api.mdx'),
              docRoute('features', 'features.tag.mdx'),
              docRoute('list-features', 'list-features.api.mdx'),
            ],
          },
        ],
      },
      {
        path: '/',
        component: '@theme/DocRoot',
        routes: [
          {
            path: '/quickstart',
            component: pageComponent,
            exact: true,
            sidebar: 'documentation',
            modules: { content: '@site/docs/quickstart.mdx' },
          } as RouteConfig,
        ],
      },
    ],
  },
];

interface Generated {
  routes: string;
  chunkNames: Record<string, unknown>;
  registry: string;
}

async function generate(routes: PluginRouteConfig[]): Promise<Generated> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-routes-'));
  await generateRouteFiles({ generatedFilesDir: dir, routes, baseUrl: '/' });
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  return {
    routes: read('routes.js'),
    chunkNames: JSON.parse(read('routesChunkNames.json')),
    registry: read('registry.js'),
  };
}

interface EvaluatedRoute {
  path: string;
  routes?: EvaluatedRoute[];
  [attribute: string]: unknown;
}

/** The subroutes of a route: the `at`th, then the `at`th of its subroutes, and so on. */
function subroutes(routes: EvaluatedRoute[], ...at: number[]): EvaluatedRoute[] {
  return at.reduce<EvaluatedRoute[]>((level, index) => {
    const next = level[index]?.routes;
    assert.ok(next, `no subroutes at ${at.join('.')}`);
    return next;
  }, routes);
}

/** The route objects of a routes.js, with `ComponentCreator`, the operation routes and `require.context` stood in for. */
function evaluateRoutes(source: string): EvaluatedRoute[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace('export default', 'result =')
    .replace(/require\.context\(([^)]*)\)/, 'context($1)');
  const sandbox: Record<string, unknown> = {
    ComponentCreator: (routePath: string) => `component of ${routePath}`,
    createOperationRoutes: (rows: [string, string, Record<string, unknown>][], context: unknown, loadPage: unknown) =>
      typeof loadPage === 'function' &&
      rows.map(([routePath, file, attributes]) => ({ path: routePath, exact: true, ...attributes, file, context })),
    context: (dir: string, subdirectories: boolean, filter: RegExp, mode: string) => ({
      dir,
      subdirectories,
      filter: String(filter),
      mode,
    }),
    JSON,
    result: undefined,
  };
  vm.runInNewContext(body, sandbox);
  return JSON.parse(JSON.stringify(sandbox.result)) as EvaluatedRoute[]; // objects of this realm, for deepEqual
}

describe('the browser route table', () => {
  let generated: Generated;
  let operationFiles: Map<string, string>;
  before(async () => {
    generated = await generate(siteRoutes);
    operationFiles = operationRouteFiles(
      generated.chunkNames,
      registryModules(generated.registry),
      pagesDir,
      pageComponent,
    );
  });

  it('finds the operation routes by their .api.mdx page, not the tag page or hand-written docs', () => {
    assert.deepEqual([...operationFiles.values()].sort(), ['create-feature.api.mdx', 'list-features.api.mdx']);
  });

  it('replaces their route objects by the operation routes, made from a table, where the first one stood', () => {
    const source = clientRoutesSource(
      generated.routes,
      operationFiles,
      pagesDir,
      pageComponent,
      '/plugins/operationRoutes.tsx',
    );
    assert.match(source, /^import createOperationRoutes from "\/plugins\/operationRoutes.tsx";$/m);
    assert.match(source, /, \(\) => import\("@theme\/ApiDocItem"\)\);$/m);
    const routes = evaluateRoutes(source);
    const apiLeaves = subroutes(routes, 1, 0, 0);
    assert.deepEqual(apiLeaves, [
      {
        path: '/reference/api/unleash/create-feature',
        exact: true,
        sidebar: 'documentation',
        file: 'create-feature.api.mdx',
        context: { dir: pagesDir, subdirectories: false, filter: String(/\.api\.mdx$/), mode: 'lazy' },
      },
      {
        path: '/reference/api/unleash/list-features',
        exact: true,
        sidebar: 'documentation',
        file: 'list-features.api.mdx',
        context: { dir: pagesDir, subdirectories: false, filter: String(/\.api\.mdx$/), mode: 'lazy' },
      },
      {
        path: '/reference/api/unleash/features',
        component: 'component of /reference/api/unleash/features',
        exact: true,
        sidebar: 'documentation',
      },
    ]);
    // Everything else is as Docusaurus wrote it.
    const original = evaluateRoutes(generated.routes);
    assert.deepEqual(routes[0], original[0]);
    assert.deepEqual(subroutes(routes, 1)[1], subroutes(original, 1)[1]);
    assert.deepEqual(routes.at(-1), original.at(-1));
  });

  it('leaves out their chunk names and the registry entries only they used', () => {
    const chunkNames = withoutOperationChunkNames(generated.chunkNames, operationFiles);
    assert.deepEqual(
      Object.keys(generated.chunkNames)
        .filter((key) => !(key in chunkNames))
        .map((key) => key.replace(/-\w+$/, ''))
        .sort(),
      ['/reference/api/unleash/create-feature', '/reference/api/unleash/list-features'],
    );
    const registry = registryModules(withoutUnusedRegistryEntries(generated.registry, chunkNames));
    const modules = [...registry.values()];
    assert.ok(!modules.some((module) => module.endsWith('.api.mdx')), modules.join());
    // The tag page and the hand-written doc keep theirs, and the page component they share.
    for (const kept of [`${pagesDir}/features.tag.mdx`, '@site/docs/quickstart.mdx', pageComponent, '@theme/DocRoot']) {
      assert.ok(modules.includes(kept), kept);
    }
    assert.equal(registry.size, registryModules(generated.registry).size - 2);
  });

  it('leaves the route files of a site without operation pages as they are', async () => {
    const withoutOperations = structuredClone(siteRoutes);
    const leaves = subroutes(withoutOperations as unknown as EvaluatedRoute[], 1, 0, 0);
    leaves.splice(0, leaves.length, ...leaves.filter((leaf) => leaf.path.endsWith('/features')));
    const site = await generate(withoutOperations);
    const files = operationRouteFiles(site.chunkNames, registryModules(site.registry), pagesDir, pageComponent);
    assert.equal(files.size, 0);
    assert.equal(
      clientRoutesSource(site.routes, files, pagesDir, pageComponent, 'x').includes('operationRoutes'),
      false,
    );
  });

  it('fails the build, saying why, when an operation route is not in the shape it rewrites', async () => {
    const withContext = structuredClone(siteRoutes);
    const leaves = subroutes(withContext as unknown as EvaluatedRoute[], 1, 0, 0) as unknown as RouteConfig[];
    leaves[0] = { ...leaves[0], context: { data: { note: 'route context' } } };
    const odd = await generate(withContext);
    assert.throws(
      () => operationRouteFiles(odd.chunkNames, registryModules(odd.registry), pagesDir, pageComponent),
      /api-reference client routes: the operation route \/reference\/api\/unleash\/create-feature-\w+ has chunks/,
    );
    assert.throws(
      () =>
        clientRoutesSource(
          generated.routes.replaceAll('  exact: true', '  exact: true /* new */'),
          operationFiles,
          pagesDir,
          pageComponent,
          'x',
        ),
      /api-reference client routes: unexpected line in the route of \/reference\/api\/unleash\/create-feature/,
    );
    assert.throws(
      () =>
        clientRoutesSource(
          generated.routes.replaceAll('component: ComponentCreator', 'component: Loadable'),
          operationFiles,
          pagesDir,
          pageComponent,
          'x',
        ),
      /api-reference client routes: found 0 of the 2 operation routes in routes.js/,
    );
    assert.throws(
      () => registryModules('export default {};'),
      /registry.js has no entry in the layout this rewrite reads/,
    );
  });
});
