/**
 * The browser's route table, with the API operation pages in a compact table instead of one route
 * object each.
 *
 * Docusaurus writes one route table (`routes.js`, `registry.js`, `routesChunkNames.json` in its
 * generated files) for the server and the browser alike, and every page's `main.js` carries it:
 * for each route a `ComponentCreator` call (a react-loadable component made as `main.js` runs),
 * a registry entry (a loader function listing the route's chunks) and its chunk names. The ~350
 * generated operation pages were about 210 KB of `main.js`'s 593 KB, made and compiled on every
 * first visit. As a table they leave `main.js` at 498 KB (11 KB gzip less), and the API tag page's
 * Lighthouse score went from 91 to 96 (issue 19; README.md, Performance, round 7).
 *
 * In the browser bundle only (the server renders every page from Docusaurus's own table), the
 * loader `client-routes-loader.cjs` rewrites the three files:
 * - `routes.js`: the operation routes' objects become one spread of `operationRoutes`, built by
 *   ./client/operationRoutes.tsx from a JSON table of `[path, file, attributes]`, a lazy
 *   `require.context` of the operation pages' MDX (one chunk per page, as before) and a loader of
 *   the page component the routes were found by;
 * - `routesChunkNames.json` and `registry.js`: without the entries only those routes used.
 * Each operation route keeps its path, `exact`, its attributes (the sidebar name) and a component
 * that loads the same two modules Docusaurus's would (`@theme/ApiDocItem` and the page's MDX) and
 * renders the same element, so the server's HTML hydrates unchanged.
 *
 * What the rewrite relies on is checked, and the build fails with a message when it does not hold:
 * the generated files' layout (Docusaurus's codegen, `serializeRouteConfig` and `genRegistry`) and
 * each operation route's shape (chunk names `__comp` = `@theme/ApiDocItem` and `content` = its
 * `.api.mdx`, no subroutes). Docusaurus's link prefetching looks routes up by chunk name, so links
 * to operation pages no longer prefetch; hovering or following them still preloads the page.
 * Hand-rolled because Docusaurus has no option to keep routes out of the browser's table.
 */

/** One operation route in the browser's table: its path, its MDX file (relative to the pages' directory), its attributes. */
export type OperationRouteRow = [path: string, file: string, attributes: Record<string, unknown>];

/** Registry entries by chunk name: the module each loads. */
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const line of registrySource.split('\n')) {
    const entry = registryLine.exec(line);
    if (entry) modules.set(entry[1], entry[2]);
  }
  if (modules.size === 0) throw new Error(formatError('registry.js has no entry in the layout this rewrite reads'));
  return modules;
}

// `  "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" */ "<module>"), "<module>", require.resolveWeak("<module>")],`
// (the last entry's line also closes the object: `],};`)
const registryLine =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\],?(\};)?$/;

/**
 * The operation routes among the route keys (`<path>-<hash>`) of routesChunkNames.json, with
 * their MDX file: the routes whose page is a `.api.mdx` file in `pagesModuleDir`.
 */
export function operationRouteFiles(
  chunkNames: Record<string, unknown>,
  registry: Map<string, string>,
  pagesModuleDir: string,
  pageComponent: string,
): Map<string, string> {
  const files = new Map<string, string>();
  const prefix = `${pagesModuleDir}/`;
  for (const [routeKey, names] of Object.entries(chunkNames)) {
    const content = isRecord(names) && typeof names.content === 'string' ? registry.get(names.content) : undefined;
    if (!content?.startsWith(prefix) || !content.endsWith('.api.mdx')) continue;
    const keys = Object.keys(names as object).sort();
    const component = registry.get(String((names as Record<string, unknown>).__comp));
    if (keys.join() !== '__comp,content' || component !== pageComponent) {
      throw new Error(
        formatError(
          `the operation route ${routeKey} has chunks ${JSON.stringify(names)} (component ${component}); expected only __comp (${pageComponent}) and content`,
        ),
      );
    }
    files.set(routeKey, content.slice(prefix.length));
  }
  return files; // none in a build without the generated pages (npm run bench's baseline)
}

// A leaf route object as Docusaurus's codegen writes it: path, component, then one line per
// attribute (`exact: true`, `sidebar: "..."`), no subroutes.
const leafRoute =
  /^( *)\{\n\1 {2}path: '([^'\n]+)',\n\1 {2}component: ComponentCreator\('\2', '([^'\n]+)'\)((?:,\n\1 {2}[A-Za-z_$"][^\n]*)*)\n\1\},?\n/gm;
const attributeLine = /^\s*([A-Za-z_$][\w$]*|"(?:[^"\\]|\\.)*"): (.*)$/;

/**
 * routes.js with the operation routes' objects replaced by one `...operationRoutes` spread where
 * the first of them stood (they are exact routes of distinct paths, so their order among their
 * siblings does not change which one matches), and the table they were made from.
 */
export function withoutOperationRoutes(
  routesSource: string,
  operationFiles: Map<string, string>,
): { source: string; rows: OperationRouteRow[] } {
  const rows: OperationRouteRow[] = [];
  const source = routesSource.replace(
    leafRoute,
    (block, indent: string, routePath: string, hash: string, lines: string) => {
      const file = operationFiles.get(`${routePath}-${hash}`);
      if (file === undefined) return block;
      const attributes: Record<string, unknown> = {};
      for (const line of lines.split(',\n').slice(1)) {
        const [, key, value] = attributeLine.exec(line) ?? [];
        const unexpected = () => new Error(formatError(`unexpected line in the route of ${routePath}: ${line.trim()}`));
        if (key === undefined || value === undefined) throw unexpected();
        try {
          attributes[key.startsWith('"') ? (JSON.parse(key) as string) : key] = JSON.parse(value) as unknown;
        } catch {
          throw unexpected();
        }
      }
      if (attributes.exact !== true) throw new Error(formatError(`the operation route ${routePath} is not exact`));
      delete attributes.exact;
      rows.push([routePath, file, attributes]);
      return rows.length === 1 ? `${indent}...operationRoutes,\n` : '';
    },
  );
  if (rows.length !== operationFiles.size) {
    throw new Error(formatError(`found ${rows.length} of the ${operationFiles.size} operation routes in routes.js`));
  }
  return { source, rows };
}

/**
 * routes.js for the browser: the operation routes made by `operationRoutesModule` from a table, a
 * lazy context of `pagesModuleDir` and a loader of `pageComponent` (the one the rows were found by).
 */
export function clientRoutesSource(
  routesSource: string,
  operationFiles: Map<string, string>,
  pagesModuleDir: string,
  pageComponent: string,
  operationRoutesModule: string,
): string {
  if (operationFiles.size === 0) return routesSource;
  const { source, rows } = withoutOperationRoutes(routesSource, operationFiles);
  const table = JSON.stringify(JSON.stringify(rows));
  // JSON.parse of a string literal: V8 parses JSON faster than the same data as object literals.
  const header = [
    `import createOperationRoutes from ${JSON.stringify(operationRoutesModule)};`,
    `const operationRoutes = createOperationRoutes(JSON.parse(${table}), require.context(${JSON.stringify(pagesModuleDir)}, false, /\\.api\\.mdx$/, 'lazy'), () => import(${JSON.stringify(pageComponent)}));`,
  ].join('\n');
  return `${header}\n${source}`;
}

/** routesChunkNames.json without the operation routes. */
export function withoutOperationChunkNames(
  chunkNames: Record<string, unknown>,
  operationFiles: Map<string, string>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(chunkNames).filter(([routeKey]) => !operationFiles.has(routeKey)));
}

/** registry.js without the entries no remaining route uses. */
export function withoutUnusedRegistryEntries(
  registrySource: string,
  remainingChunkNames: Record<string, unknown>,
): string {
  const used = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') used.add(value);
    else if (isRecord(value) || Array.isArray(value)) Object.values(value).forEach(collect);
  };
  collect(remainingChunkNames);
  return registrySource
    .split('\n')
    .flatMap((line) => {
      const entry = registryLine.exec(line);
      if (!entry || used.has(entry[1])) return [line];
      return entry[3] ? [entry[3]] : []; // keep the object's closing brace
    })
    .join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatError(message: string): string {
  return `api-reference client routes: ${message}. Docusaurus's generated route files may have changed layout; see plugins/api-reference/client-routes.ts.`;
}
