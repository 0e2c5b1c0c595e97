/**
 * Starts a real Unleash for the tests: Debian's PostgreSQL in a throwaway
 * cluster on loopback, and `unleash-server` from npm (pinned in
 * tools/real-unleash/, installed there on first use). Nothing is mocked: the
 * spec check, the API explorer test and the runnable examples all talk to it.
 *
 * Every failure names what is missing and how to get it, because the usual
 * cause is a machine without the postgresql package.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './net';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const realUnleashDir = path.join(projectRoot, 'tools', 'real-unleash');

export interface RealUnleash {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:43125 */
  url: string;
  adminToken: string;
  /** A backend (client) token for the development environment. */
  clientToken: string;
  /** A frontend token for the development environment. */
  frontendToken: string;
  /** The Unleash version the server reports. */
  version: string;
  /**
   * A JSON file the server writes once it has registered its API routes: per operationId, the
   * permissions its controller checks (tools/real-unleash/start.cjs).
   */
  routesFile: string;
  /**
   * The PostgreSQL cluster the server runs on, as its superuser (trust authentication on
   * loopback): pages that start their own Unleash get scratch databases there.
   */
  postgresUrl: string;
  stop(): Promise<void>;
}

export class RealUnleashError extends Error {}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new RealUnleashError(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). Install it with `apt-get install -y postgresql`.',
    );
  }
  return path.join(root, versions[0], 'bin');
}

/** Runs a PostgreSQL tool; as root it must run as the postgres user. */
function runPostgresTool(binary: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new RealUnleashError(`${path.basename(binary)} failed: ${result.stderr || result.stdout || result.error}`);
  }
}

export function ensureUnleashInstalled(): string {
  const entry = path.join(realUnleashDir, 'node_modules', 'unleash-server', 'package.json');
  if (!fs.existsSync(entry)) {
    // --ignore-scripts: its postinstall only phones home; the server needs no build step.
    const result = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: realUnleashDir,
      encoding: 'utf8',
    });
    if (result.status !== 0 || !fs.existsSync(entry)) {
      throw new RealUnleashError(`Could not install unleash-server in ${realUnleashDir}: ${result.stderr}`);
    }
  }
  return JSON.parse(fs.readFileSync(entry, 'utf8')).version as string;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string, logFile?: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
  throw new RealUnleashError(`${what} did not come up within ${timeoutMs / 1000} s.${log ? `\n${log}` : ''}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export async function startRealUnleash(options: { log?: (line: string) => void } = {}): Promise<RealUnleash> {
  const log = options.log ?? (() => {});
  const bin = postgresBinDir();
  const version = ensureUnleashInstalled();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-unleash-'));
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', workDir]);
  const dataDir = path.join(workDir, 'data');
  const pgPort = await freePort();
  const unleashPort = await freePort();
  const password = crypto.randomBytes(12).toString('hex');

  log(`postgres: initdb in ${dataDir}, port ${pgPort}`);
  runPostgresTool(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  runPostgresTool(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(workDir, 'postgres.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${pgPort} -c unix_socket_directories=${workDir} -c fsync=off`,
    'start',
  ]);
  const stopPostgres = () => {
    try {
      runPostgresTool(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // already gone
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  let server: ChildProcess | undefined;
  try {
    runPostgresTool(path.join(bin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(pgPort),
      '-U',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `CREATE USER unleash WITH PASSWORD '${password}'`,
      '-c',
      'CREATE DATABASE unleash OWNER unleash',
    ]);

    const secret = () => crypto.randomBytes(16).toString('hex');
    const tokens = {
      adminToken: `*:*.${secret()}`,
      clientToken: `*:development.${secret()}`,
      frontendToken: `*:development.${secret()}`,
    };
    const serverLog = path.join(workDir, 'unleash.log');
    const routesFile = path.join(workDir, 'routes.json');
    const logStream = fs.openSync(serverLog, 'a');
    log(`unleash-server ${version}: starting on port ${unleashPort}`);
    server = spawn(process.execPath, [path.join(realUnleashDir, 'start.cjs')], {
      cwd: realUnleashDir,
      stdio: ['ignore', logStream, logStream],
      env: {
        ...process.env,
        // Keep the server off the internet.
        SCARF_ANALYTICS: 'false',
        CHECK_VERSION: 'false',
        SEND_TELEMETRY: 'false',
        REAL_UNLEASH_PORT: String(unleashPort),
        REAL_UNLEASH_DB_PORT: String(pgPort),
        REAL_UNLEASH_DB_PASSWORD: password,
        REAL_UNLEASH_ADMIN_TOKEN: tokens.adminToken,
        REAL_UNLEASH_CLIENT_TOKEN: tokens.clientToken,
        REAL_UNLEASH_FRONTEND_TOKEN: tokens.frontendToken,
        REAL_UNLEASH_ROUTES_FILE: routesFile,
        // Loopback pages (the docs under test) may call the admin API from the browser.
        REAL_UNLEASH_CORS_ORIGINS: process.env.REAL_UNLEASH_CORS_ORIGINS ?? '*',
      },
    });
    const url = `http://127.0.0.1:${unleashPort}`;
    const started = server;
    await waitFor(
      async () => {
        if (started.exitCode !== null) throw new RealUnleashError(fs.readFileSync(serverLog, 'utf8').slice(-2000));
        // Ready once it answers and has written the routes it registered (start.cjs, after start-up).
        return (await fetch(`${url}/health`)).ok && fs.existsSync(routesFile);
      },
      90_000,
      'unleash-server',
      serverLog,
    );
    log(`unleash-server ${version}: ready at ${url}`);
    return {
      url,
      ...tokens,
      version,
      routesFile,
      postgresUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      stop: async () => {
        await stopChild(started);
        stopPostgres();
      },
    };
  } catch (error) {
    if (server) await stopChild(server);
    stopPostgres();
    throw error;
  }
}

/** Connection details handed to test processes through the environment. */
export function realUnleashEnv(unleash: RealUnleash): Record<string, string> {
  return {
    REAL_UNLEASH_URL: unleash.url,
    REAL_UNLEASH_ADMIN_TOKEN: unleash.adminToken,
    REAL_UNLEASH_CLIENT_TOKEN: unleash.clientToken,
    REAL_UNLEASH_FRONTEND_TOKEN: unleash.frontendToken,
    REAL_UNLEASH_VERSION: unleash.version,
    REAL_UNLEASH_ROUTES_FILE: unleash.routesFile,
    REAL_UNLEASH_POSTGRES_URL: unleash.postgresUrl,
  };
}

/** The server a test process should use: the one test-all started, or a new one. */
export async function connectRealUnleash(): Promise<RealUnleash> {
  const env = process.env;
  if (
    env.REAL_UNLEASH_URL &&
    env.REAL_UNLEASH_ADMIN_TOKEN &&
    env.REAL_UNLEASH_CLIENT_TOKEN &&
    env.REAL_UNLEASH_ROUTES_FILE &&
    env.REAL_UNLEASH_POSTGRES_URL
  ) {
    return {
      url: env.REAL_UNLEASH_URL,
      adminToken: env.REAL_UNLEASH_ADMIN_TOKEN,
      clientToken: env.REAL_UNLEASH_CLIENT_TOKEN,
      frontendToken: env.REAL_UNLEASH_FRONTEND_TOKEN ?? '',
      version: env.REAL_UNLEASH_VERSION ?? 'unknown',
      routesFile: env.REAL_UNLEASH_ROUTES_FILE,
      postgresUrl: env.REAL_UNLEASH_POSTGRES_URL,
      stop: async () => {},
    };
  }
  return startRealUnleash();
}

/** Runs SQL statements as the cluster's superuser (`postgresUrl` of a running RealUnleash). */
export function runSql(postgresUrl: string, statements: string[]): void {
  const args = [postgresUrl, '-v', 'ON_ERROR_STOP=1', ...statements.flatMap((sql) => ['-c', sql])];
  const result = spawnSync(path.join(postgresBinDir(), 'psql'), args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new RealUnleashError(`psql failed: ${result.stderr || result.stdout || result.error}`);
  }
}
