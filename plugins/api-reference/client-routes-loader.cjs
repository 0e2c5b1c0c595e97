// The Rspack loader of ./client-routes.ts, for the browser bundle's copies of Docusaurus's generated
// routes.js, routesChunkNames.json and registry.js. CommonJS because Rspack requires loaders
// itself, outside Docusaurus's TypeScript loading; tsx loads the TypeScript (as in
// ../markdown-twins/worker-boot.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { require: requireTypeScript } = require('tsx/cjs/api');

const rewrite = requireTypeScript('./client-routes.ts', __filename);

/** @this {{ resourcePath: string, getOptions(): { pagesModuleDir: string, pageComponent: string, operationRoutesModule: string }, addDependency(file: string): void }} */
module.exports = function clientRoutesLoader(source) {
  const options = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  const file = path.basename(this.resourcePath);
  const read = (name) => {
    const other = path.join(dir, name);
    this.addDependency(other);
    return fs.readFileSync(other, 'utf8');
  };
  const chunkNames = JSON.parse(file === 'routesChunkNames.json' ? source : read('routesChunkNames.json'));
  const registrySource = file === 'registry.js' ? source : read('registry.js');
  const operationFiles = rewrite.operationRouteFiles(
    chunkNames,
    rewrite.registryModules(registrySource),
    options.pagesModuleDir,
    options.pageComponent,
  );
  if (operationFiles.size === 0) return source; // a build without the generated pages
  switch (file) {
    case 'routes.js':
      return rewrite.clientRoutesSource(
        source,
        operationFiles,
        options.pagesModuleDir,
        options.pageComponent,
        options.operationRoutesModule,
      );
    case 'routesChunkNames.json':
      return JSON.stringify(rewrite.withoutOperationChunkNames(chunkNames, operationFiles));
    case 'registry.js':
      return rewrite.withoutUnusedRegistryEntries(
        source,
        rewrite.withoutOperationChunkNames(chunkNames, operationFiles),
      );
    default:
      throw new Error(`api-reference client routes: unexpected file ${this.resourcePath}`);
  }
};
