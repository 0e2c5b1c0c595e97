/**
 * The Unleash docs as an MCP server on stdio, over a built site (scripts/lib/docs-mcp.ts):
 * tools search_docs, get_page and get_api_operation.
 *
 *   npm run --silent mcp [-- --build DIR]     (DIR defaults to the project's build/)
 *
 * `--silent` keeps npm's own banner off stdout, which carries the protocol. An MCP client
 * configuration: { "command": "npm", "args": ["run", "--silent", "--prefix", "/path/to/repo", "mcp"] }.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsServer, MissingBuildError, openBuild } from './lib/docs-mcp';

const root = path.resolve(import.meta.dirname, '..');
const usage = 'usage: npm run --silent mcp [-- --build DIR]';

let buildOption: string | undefined;
try {
  ({
    values: { build: buildOption },
  } = parseArgs({ options: { build: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const buildDir = buildOption ? path.resolve(buildOption) : path.join(root, 'build');
  let build;
  try {
    build = openBuild(buildDir);
  } catch (error) {
    if (!(error instanceof MissingBuildError)) throw error;
    console.error(`unleash-docs MCP server: ${error.message}`);
    process.exit(1);
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const server = createDocsServer(build, version);
  await server.connect(new StdioServerTransport());
  console.error(`unleash-docs MCP server: serving ${build.manifest.pages.length} pages from ${buildDir} on stdio`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
