/**
 * Runnable examples: code blocks in the docs that the tests execute, as a
 * reader would, against a real Unleash. The page is the test, so the two
 * cannot drift apart.
 *
 * Mark a block with `runnable` in its fence meta:
 *
 *   ```bash runnable                          run it; it must exit 0
 *   ```bash runnable expect="is ON"           ... and print this text; a command that keeps running
 *                                             (a server, a polling SDK) passes once the text appears
 *   ```javascript title="index.js" runnable   write it to index.js for the shell blocks after it
 *
 * Blocks of one page run in page order in one temporary folder; exported
 * variables and `cd` carry over from block to block, as in a reader's
 * terminal. The placeholders a reader replaces by hand (`<your-api-token>`,
 * `http://localhost:4242`, ...) are replaced with the test server's values;
 * `placeholderValues` below is the full list.
 *
 * Pages that start Unleash themselves (deployment guides) set `runnable: own-server` in their
 * front matter. They do not get the shared test server: the example database URL
 * `postgres://unleash_user:unleash_password@localhost:5432/unleash` (and `.../unleash_new`) becomes
 * a fresh, empty database, and the ports 4242 and 8443 become free ports, so the page's own
 * server and reverse proxy cannot collide with anything. A block marked `background`
 * (```bash runnable background expect="Unleash has started"```) keeps running, like a server in
 * a second terminal, until the page's last block is done; it passes once its output shows the
 * expected text.
 *
 * A reader opening an address in a browser is a `text` block holding the URL, marked
 * `runnable browser expect="..."`: the test opens it in Chromium (Debian's, through
 * playwright-core) and waits until the page shows the expected text.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';
import { freePort } from './net';
import { metaFlag, metaValue, readMdx } from './mdx-document';
import { runSql } from './real-unleash';

export interface RunnableExample {
  file: string;
  line: number;
  lang: string;
  code: string;
  /** For file blocks: the name to write the code to (from `title="..."`). */
  fileName?: string;
  expect?: string;
  /** Keeps running after its expected text appears, until the page's session ends. */
  background: boolean;
  /** A URL to open in Chromium, which must then show `expect`. */
  browser: boolean;
  timeoutSeconds: number;
}

/** Which Unleash a page's examples use: the shared test server, or one the page starts itself. */
export type RunnableMode = 'shared-server' | 'own-server';

export function runnableModeOf(file: string): RunnableMode {
  const mode = readMdx(file).frontMatter.runnable;
  if (mode === undefined) return 'shared-server';
  if (mode !== 'own-server') throw new Error(`${file}: front matter runnable must be own-server, got ${String(mode)}`);
  return mode;
}

export interface ExampleServer {
  url: string;
  adminToken: string;
  clientToken: string;
  frontendToken: string;
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell']);
const DEFAULT_TIMEOUT_SECONDS = 60;
/** How long a block may go on after printing its expected text before it is stopped. */
const EXPECT_GRACE_MS = 2000;

export function extractRunnableExamples(file: string): RunnableExample[] {
  const doc = readMdx(file);
  return doc.codeBlocks
    .filter((block) => metaFlag(block.meta, 'runnable'))
    .map((block) => {
      const lang = (block.lang ?? '').toLowerCase();
      const fileName = metaValue(block.meta, 'title');
      const browser = metaFlag(block.meta, 'browser');
      if (browser && (lang !== 'text' || !metaValue(block.meta, 'expect'))) {
        throw new Error(`${file}:${block.line}: a browser block is a text block with the URL and expect="..."`);
      }
      if (!SHELL_LANGS.has(lang) && !fileName && !browser) {
        throw new Error(`${file}:${block.line}: a runnable ${lang || 'untyped'} block needs title="file-name"`);
      }
      if (metaFlag(block.meta, 'background') && (!SHELL_LANGS.has(lang) || !metaValue(block.meta, 'expect'))) {
        throw new Error(`${file}:${block.line}: a background block must be a shell block with expect="..."`);
      }
      return {
        file,
        line: block.line,
        lang,
        code: block.value,
        fileName: SHELL_LANGS.has(lang) || browser ? undefined : fileName,
        browser,
        expect: metaValue(block.meta, 'expect'),
        background: metaFlag(block.meta, 'background'),
        timeoutSeconds: Number(metaValue(block.meta, 'timeout') ?? DEFAULT_TIMEOUT_SECONDS),
      };
    });
}

/** What a reader types in place of each placeholder, for the test server. */
export function placeholderValues(server: ExampleServer): [string, string][] {
  return [
    ['http://localhost:4242', server.url],
    ['https://unleash.example.com', server.url],
    ['<your-unleash-url>', server.url],
    ['<your-personal-access-token>', server.adminToken],
    ['<your-admin-token>', server.adminToken],
    ['<your-api-token>', server.clientToken],
    ['<your-backend-token>', server.clientToken],
    ['<your-client-token>', server.clientToken],
    ['<your-frontend-token>', server.frontendToken],
  ];
}

/** A text a reader replaces by hand, and what the test puts in its place. */
export type Replacement = [placeholder: string | RegExp, value: string];

export function fillPlaceholders(code: string, replacements: Replacement[]): string {
  return replacements.reduce(
    (text, [placeholder, value]) =>
      typeof placeholder === 'string' ? text.split(placeholder).join(value) : text.replace(placeholder, value),
    code,
  );
}

export interface ExampleResult {
  ok: boolean;
  output: string;
  reason?: string;
}

/** The example database URLs of own-server pages, as readers see them. */
export const exampleDatabaseUrl = 'postgres://unleash_user:unleash_password@localhost:5432/unleash';
export const secondExampleDatabaseUrl = `${exampleDatabaseUrl}_new`;

/** A reader's terminal for one page: a folder, and the variables and directory that carry over. */
export class ExampleSession {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-example-'));
  private readonly envFile = path.join(this.dir, '.session-env');
  private readonly cwdFile = path.join(this.dir, '.session-cwd');
  /** Process groups of background blocks, stopped when the page is done. */
  private readonly backgroundGroups: number[] = [];

  constructor(
    private readonly replacements: Replacement[],
    private readonly cleanup: () => void = () => {},
  ) {
    fs.writeFileSync(this.cwdFile, this.dir);
    fs.writeFileSync(this.envFile, '');
  }

  /** For a page that uses the shared test server. */
  static forSharedServer(server: ExampleServer): ExampleSession {
    return new ExampleSession(placeholderValues(server));
  }

  /** For an own-server page: two empty databases and two free ports of its own. */
  static async forOwnServer(postgresUrl: string): Promise<ExampleSession> {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const databases = [`docs_example_${suffix}`, `docs_example_${suffix}_new`];
    runSql(postgresUrl, [
      "DO $$ BEGIN CREATE ROLE unleash_user LOGIN PASSWORD 'unleash_password'; EXCEPTION WHEN duplicate_object THEN NULL; END $$",
      ...databases.map((name) => `CREATE DATABASE ${name} OWNER unleash_user`),
    ]);
    const { hostname, port } = new URL(postgresUrl);
    const databaseUrl = (name: string) =>
      `postgres://unleash_user:unleash_password@${hostname || '127.0.0.1'}:${port}/${name}`;
    const [unleashPort, proxyPort] = [await freePort(), await freePort()];
    return new ExampleSession(
      [
        [secondExampleDatabaseUrl, databaseUrl(databases[1] as string)],
        [exampleDatabaseUrl, databaseUrl(databases[0] as string)],
        [/\b4242\b/g, String(unleashPort)],
        [/\b8443\b/g, String(proxyPort)],
      ],
      () =>
        runSql(
          postgresUrl,
          databases.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        ),
    );
  }

  async run(example: RunnableExample): Promise<ExampleResult> {
    const code = fillPlaceholders(example.code, this.replacements);
    if (example.browser) return openInBrowser(code.trim(), example);
    const cwd = fs.readFileSync(this.cwdFile, 'utf8').trim();
    if (example.fileName) {
      fs.writeFileSync(path.join(cwd, example.fileName), code);
      return { ok: true, output: `wrote ${example.fileName}` };
    }
    const script = [
      `source ${JSON.stringify(this.envFile)}`,
      `cd ${JSON.stringify(cwd)}`,
      'set -eo pipefail',
      code,
      `pwd > ${JSON.stringify(this.cwdFile)}`,
      `export -p > ${JSON.stringify(this.envFile)}`,
    ].join('\n');
    return runShell(script, example, this.dir, (group) => this.backgroundGroups.push(group));
  }

  dispose() {
    for (const group of this.backgroundGroups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    try {
      this.cleanup();
    } finally {
      fs.rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

/** Opens a URL in Chromium, as the reader is told to, and waits for the text the page promises. */
async function openInBrowser(url: string, example: RunnableExample): Promise<ExampleResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const messages: string[] = [];
  try {
    const page = await browser.newPage();
    page.on('console', (message) => messages.push(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    await page.goto(url, { timeout: example.timeoutSeconds * 1000 });
    const expected = example.expect ?? '';
    try {
      await page
        .getByText(expected)
        .first()
        .waitFor({ timeout: example.timeoutSeconds * 1000 });
      return { ok: true, output: `${url} shows "${expected}"` };
    } catch {
      const shown = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 1500);
      return {
        ok: false,
        output: [`page text: ${shown}`, ...messages].join('\n'),
        reason: `${url} did not show "${expected}" within ${example.timeoutSeconds} s`,
      };
    }
  } catch (error) {
    return { ok: false, output: messages.join('\n'), reason: `could not open ${url}: ${(error as Error).message}` };
  } finally {
    await browser.close();
  }
}

function runShell(
  script: string,
  example: RunnableExample,
  home: string,
  keepRunning: (processGroup: number) => void,
): Promise<ExampleResult> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], {
      detached: true, // its own process group, so servers it starts in the background stop with it
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? home,
        // npm as a reader would run it, quietly, preferring the local cache.
        npm_config_prefer_offline: 'true',
        npm_config_loglevel: 'error',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        npm_config_update_notifier: 'false',
      },
    });
    let output = '';
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const finish = (result: ExampleResult, leaveRunning = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      if (leaveRunning) {
        keepRunning(child.pid as number);
        resolve({ ...result, output });
        return;
      }
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // the group is already gone
      }
      resolve({ ...result, output });
    };
    const onData = (chunk: Buffer) => {
      if (settled) return;
      output += chunk.toString();
      if (example.background && example.expect && output.includes(example.expect)) {
        finish({ ok: true, output }, true);
        return;
      }
      if (example.expect && !graceTimer && output.includes(example.expect)) {
        // A block that is about to end on its own must end on its own, so that its exported
        // variables are saved for the next block; only a long runner (a server) is stopped.
        graceTimer = setTimeout(() => finish({ ok: true, output }), EXPECT_GRACE_MS);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(
      () => finish({ ok: false, output, reason: `still running after ${example.timeoutSeconds} s` }),
      example.timeoutSeconds * 1000,
    );
    child.on('exit', (code) => {
      // Let the last output arrive before judging.
      setImmediate(() => {
        if (example.background)
          finish({ ok: false, output, reason: `stopped (code ${code}) before it printed "${example.expect}"` });
        else if (code !== 0) finish({ ok: false, output, reason: `exited with code ${code}` });
        else if (example.expect && !output.includes(example.expect)) {
          finish({ ok: false, output, reason: `did not print "${example.expect}"` });
        } else finish({ ok: true, output });
      });
    });
  });
}
