/**
 * Every server environment variable a page presents (a configuration table, or a Docker,
 * Compose or shell sample that starts the server) is one the documented server reads: the names
 * come from the installed unleash-server package's own code, not from a copied list.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { it } from 'node:test';
import { docsFiles, routeOfDocsFile } from '../../scripts/lib/site-routes';
import { readMdx } from '../../scripts/lib/mdx-document';
import { ensureUnleashInstalled, realUnleashDir } from '../../scripts/lib/real-unleash';
import { envVarsReadByServer, readByNodeOrLibraries, serverEnvVarMentions } from '../../scripts/lib/server-env-vars';
import fs from 'node:fs';

const root = path.resolve(import.meta.dirname, '../..');
const version = ensureUnleashInstalled();
const readByServer = envVarsReadByServer(path.join(realUnleashDir, 'node_modules', 'unleash-server', 'dist'));

it(`unleash-server ${version} reads its configuration from environment variables`, () => {
  // The names the test trusts must come from real code: a few it is known to read.
  for (const name of ['DATABASE_URL', 'BASE_URI_PATH', 'INIT_ADMIN_API_TOKENS'])
    assert.ok(readByServer.has(name), name);
});

it(`every server environment variable in the docs is one unleash-server ${version} reads`, () => {
  let presented = 0;
  const unknown = docsFiles().flatMap((file) => {
    const doc = readMdx(file);
    const mentions = serverEnvVarMentions(fs.readFileSync(file, 'utf8'), doc, routeOfDocsFile(file, doc.frontMatter));
    presented += mentions.length;
    return mentions
      .filter(({ name }) => !readByServer.has(name) && !readByNodeOrLibraries.has(name))
      .map(({ name, line, where }) => `${path.relative(root, file)}:${line} (${where}): ${name}`);
  });
  console.log(`${presented} server environment variables presented in the docs`);
  assert.ok(presented > 20, `only ${presented} found: the scan is missing them`);
  assert.deepEqual(unknown, []);
});

it(`the configuration reference lists every environment variable unleash-server ${version} reads`, () => {
  const file = path.join(root, 'docs', 'using-unleash', 'deploy', 'configuring-unleash.mdx');
  const doc = readMdx(file);
  const listed = new Set(
    serverEnvVarMentions(fs.readFileSync(file, 'utf8'), doc, routeOfDocsFile(file, doc.frontMatter))
      .filter(({ where }) => where === 'table')
      .map(({ name }) => name),
  );
  // Both ways: nothing the server reads is missing, and (above) nothing listed is invented.
  const missing = [...readByServer].filter((name) => !listed.has(name)).sort();
  assert.ok(readByServer.size > 150, `only ${readByServer.size} variables found in the server's code`);
  assert.deepEqual(missing, [], 'read by the server but not in a table of /using-unleash/deploy/configuring-unleash');
});
