#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, with one summary line at
 * the end (`N passed, N failed`) that CI reads. Plain Node so that it runs
 * before anything else is known to work. Suites:
 *   typecheck, eslint, prettier, markdownlint,
 *   content-lint                                one check each
 *   unit                                        node:test, tests/unit
 *   samples                                     node:test, tests/samples: the docs' JavaScript and
 *                                               TypeScript samples type-checked against the real
 *                                               SDK packages (tools/sdk-samples)
 *   build                                       the production build (test fixtures on)
 *   real-unleash                                node:test, tests/real-unleash, against a real
 *                                               Unleash (PostgreSQL + unleash-server) started here
 *   site                                        node:test, tests/site, over build/
 *   e2e                                         node:test + playwright-core, tests/e2e
 *   hosting                                     node:test, tests/hosting: deploy/nginx.conf served
 *                                               by Debian's nginx over build/
 *   build-configured, build-outside-git,
 *   e2e-configured                              the site built again with every third party
 *                                               configured (Algolia, ASK AI widget, analytics), and
 *                                               tests/e2e-configured with those parties' answers
 *                                               recorded or stood in at the network layer
 * A suite that cannot run (the build failed) counts as one failure, and a
 * skipped or todo test counts as failed: it is unfinished work, not a pass.
 * `npm test -- --only unit,site` runs a subset; `--skip-build` reuses build/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { freePort, waitForHttp } = await tsImport('./lib/net.ts', import.meta.url);
const { prepareCopy } = await tsImport('./lib/project-copy.ts', import.meta.url);

const root = path.resolve(import.meta.dirname, '..');
let options;
try {
  ({ values: options } = parseArgs({
    options: { only: { type: 'string' }, 'skip-build': { type: 'boolean', default: false } },
  }));
} catch (error) {
  console.error(`${error.message}\nusage: npm test [-- --only SUITE,SUITE] [--skip-build]`);
  process.exit(2);
}
const only = options.only === undefined ? null : options.only.split(',');
const skipBuild = options['skip-build'];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'unleash-docs-test-'));

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];

function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function record(suite, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed + skipped;
  totals.skipped += skipped;
  rows.push({ suite, passed, failed, skipped });
}

const wanted = (suite) => !only || only.includes(suite);

async function check(suite, command, commandArgs, options) {
  if (!wanted(suite)) return true;
  console.log(`\n=== ${suite}: ${[command, ...commandArgs].map((a) => path.relative(root, a) || a).join(' ')}`);
  const code = await run(command, commandArgs, options);
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

/** Runs node:test files and counts their tests from a TAP copy of the output. */
async function nodeTests(suite, files, env = {}, options = {}) {
  if (!wanted(suite)) return;
  const tap = path.join(tmp, `${suite}.tap`);
  console.log(`\n=== ${suite}: node --test ${files.join(' ')}`);
  const code = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...(options.oneFileAtATime ? ['--test-concurrency=1'] : []),
      ...files,
    ],
    { env: { ...process.env, ...env } },
  );
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  const skipped = count('skipped') + count('todo');
  // A runner that died before reporting still fails the suite.
  record(suite, passed, failed === 0 && code !== 0 ? 1 : failed, skipped);
}

function listTests(dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true })
    .filter((f) => /\.test\.ts$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

/**
 * A real Unleash (scripts/real-unleash.ts: PostgreSQL + unleash-server) for the
 * suites that talk to one. Started once, early, while other suites run; its
 * connection details reach the tests through the environment.
 */
function startRealUnleash() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/real-unleash.ts', '--json'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const ready = new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ env: JSON.parse(line) });
    });
    child.on('exit', () => resolve({ error: stderr.trim() || 'the real Unleash exited before it was ready' }));
  });
  return {
    ready,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function realUnleashSuites(realUnleashEnv) {
  if (!wanted('real-unleash')) return;
  if (!realUnleashEnv) {
    record('real-unleash', 0, 1);
    return;
  }
  // One file at a time: they share one server, and its global switches (maintenance mode) would
  // otherwise change under the other file's requests.
  await nodeTests('real-unleash', listTests('tests/real-unleash'), realUnleashEnv, { oneFileAtATime: true });
}

/** Serves a built site on a free port while `body` runs. */
async function withServedBuild(suite, dir, body) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(
    bin('docusaurus'),
    ['serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    { cwd: root, stdio: 'ignore' },
  );
  try {
    const up = await waitForHttp(`${baseUrl}/`, 30_000, { child: server, describe: 'docusaurus serve' }).then(
      () => true,
      (error) => (console.error(`${suite}: ${error.message}`), false),
    );
    if (!up) {
      record(suite, 0, 1);
      return;
    }
    await body(baseUrl);
  } finally {
    server.kill();
  }
}

/**
 * The configured variant of the site: built again with hosted Algolia, an
 * ASK AI widget and analytics set up. The values are placeholders; the tests
 * answer for those hosts at the network layer.
 */
const configuredTestEnv = {
  ALGOLIA_APP_ID: 'TESTAPPID1',
  ALGOLIA_API_KEY: 'search-only-test-key',
  ALGOLIA_INDEX_NAME: 'unleash-docs-e2e',
  ASK_AI_SCRIPT_URL: 'https://ask-ai.widget.test/widget.js',
  ASK_AI_WEBSITE_ID: 'docs-e2e-website',
  ANALYTICS_PROVIDER: 'plausible',
  ANALYTICS_ID: 'docs.getunleash.io',
  ANALYTICS_SCRIPT_URL: 'https://analytics.provider.test/js/script.manual.js',
};
/**
 * The configured variant is built in a copy of the project without .git (as from a release
 * tarball or `git archive`), which also checks that the site builds outside a git checkout: with
 * a warning and without last-updated dates.
 */
async function e2eConfigured() {
  if (!wanted('e2e-configured')) return;
  const copy = path.join(tmp, 'copy-without-git');
  prepareCopy(root, copy);
  console.log(`\n=== build-configured: docusaurus build in ${copy} (no .git)`);
  const output = [];
  const code = await new Promise((resolve) => {
    const child = spawn(bin('docusaurus'), ['build'], {
      cwd: copy,
      env: { ...process.env, SITE_OFFLINE: '1', ...configuredTestEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output.push(chunk);
        process.stdout.write(chunk);
      });
    }
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  record('build-configured', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  if (code !== 0) return;
  const builtDir = path.join(copy, 'build');
  const quickstart = fs.readFileSync(path.join(builtDir, 'quickstart.html'), 'utf8');
  const outsideGit = [
    [
      Buffer.concat(output).toString().includes('Not a git checkout'),
      'the build warns that it is not in a git checkout',
    ],
    [!quickstart.includes('theme-last-updated'), 'pages carry no last-updated date'],
  ];
  for (const [ok, what] of outsideGit) if (!ok) console.error(`build-outside-git: ${what}: no`);
  record('build-outside-git', outsideGit.every(([ok]) => ok) ? 1 : 0, outsideGit.every(([ok]) => ok) ? 0 : 1);
  await withServedBuild('e2e-configured', builtDir, (baseUrl) =>
    nodeTests('e2e-configured', listTests('tests/e2e-configured'), { E2E_BASE_URL: baseUrl, ...configuredTestEnv }),
  );
}

async function e2e(realUnleashEnv = {}) {
  if (!wanted('e2e')) return;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(bin('docusaurus'), ['serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    stdio: 'ignore',
  });
  try {
    const up = await waitForHttp(`${baseUrl}/`, 30_000, { child: server, describe: 'docusaurus serve' }).then(
      () => true,
      (error) => (console.error(`e2e: ${error.message}`), false),
    );
    if (!up) {
      record('e2e', 0, 1);
      return;
    }
    await nodeTests('e2e', listTests('tests/e2e'), { E2E_BASE_URL: baseUrl, ...realUnleashEnv });
  } finally {
    server.kill();
  }
}

const started = Date.now();
const realUnleash = wanted('real-unleash') || wanted('e2e') ? startRealUnleash() : null;
await check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
await check('eslint', bin('eslint'), ['.']);
await check('prettier', bin('prettier'), ['--check', '.']);
await check('markdownlint', bin('markdownlint-cli2'), []);
await check('content-lint', process.execPath, ['--import', 'tsx', 'scripts/content-lint.ts']);
await nodeTests('unit', listTests('tests/unit'));
await nodeTests('samples', listTests('tests/samples'));
if (wanted('openapi-lint')) {
  // The assembled spec must pass @redocly/cli's recommended rules (redocly.yaml) without errors.
  const assembled = await run(process.execPath, ['--import', 'tsx', 'scripts/openapi/assemble.ts']);
  if (assembled !== 0) record('openapi-lint', 0, 1);
  else await check('openapi-lint', bin('redocly'), ['lint', 'openapi/openapi.json', '--format=summary']);
}

let built = skipBuild && fs.existsSync(path.join(root, 'build', 'index.html'));
if (!built && (wanted('build') || wanted('site') || wanted('e2e'))) {
  // The build as `npm run build` runs it: the API reference pages first, then Docusaurus.
  built =
    (await check('openapi-generate', process.execPath, ['--import', 'tsx', 'scripts/openapi/generate.ts'])) &&
    (await check('build', bin('docusaurus'), ['build'], {
      env: { ...process.env, SITE_TEST_FIXTURES: '1', SITE_OFFLINE: '1' },
    }));
}
const realUnleashReady = realUnleash ? await realUnleash.ready : {};
if (realUnleashReady.error) console.error(`real-unleash: could not start: ${realUnleashReady.error}`);
await realUnleashSuites(realUnleashReady.env);
if (built) {
  await nodeTests('site', listTests('tests/site'));
  await e2e(realUnleashReady.env);
  await nodeTests('hosting', listTests('tests/hosting'));
  await e2eConfigured();
} else {
  for (const suite of ['site', 'e2e', 'hosting', 'e2e-configured']) {
    if (wanted(suite)) {
      console.error(`${suite}: not run, the build failed`);
      record(suite, 0, 1);
    }
  }
}

await realUnleash?.stop();
fs.rmSync(tmp, { recursive: true, force: true });
console.log('\n=== summary');
for (const row of rows) {
  console.log(
    `${row.suite.padEnd(14)} ${row.passed} passed, ${row.failed} failed${row.skipped ? `, ${row.skipped} skipped` : ''}`,
  );
}
console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
