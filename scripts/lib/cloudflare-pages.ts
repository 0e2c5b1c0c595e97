/**
 * Serves a built site with Cloudflare's own Pages runtime (`wrangler pages
 * dev`, which runs workerd with the Pages asset server), so the hosting tests
 * check the generated _headers and _redirects as Cloudflare Pages applies
 * them, not only as our generator writes them. Wrangler lives in
 * tools/cloudflare-pages/ (pinned, with its lockfile) and is installed there
 * on first use; it runs offline here: metrics off, and a compatibility date
 * older than its bundled workerd, so it never asks the network for one.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from './net';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toolDir = path.join(projectRoot, 'tools', 'cloudflare-pages');
const wranglerBin = path.join(toolDir, 'node_modules', '.bin', 'wrangler');
/** Any date the bundled workerd supports; it only selects runtime behaviour of Workers, which the site has none of. */
const compatibilityDate = '2025-01-01';

export interface RunningPages {
  origin: string;
  stop(): Promise<void>;
}

function ensureWranglerInstalled(): void {
  if (fs.existsSync(wranglerBin)) return;
  // --ignore-scripts: the workerd binary comes as a platform package; no install step is needed.
  const result = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: toolDir,
    encoding: 'utf8',
  });
  if (result.status !== 0 || !fs.existsSync(wranglerBin)) {
    throw new Error(`Could not install wrangler in ${toolDir}: ${result.stderr}`);
  }
}

export async function startCloudflarePages(buildDir: string): Promise<RunningPages> {
  if (!fs.existsSync(path.join(buildDir, '_headers')) || !fs.existsSync(path.join(buildDir, '_redirects'))) {
    throw new Error(`${buildDir} has no _headers/_redirects: build the site first (npm run build).`);
  }
  ensureWranglerInstalled();
  const port = await freePort();
  // Wrangler keeps its state (.wrangler/) in the working directory: a throwaway one.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pages-'));
  const logFile = path.join(workDir, 'wrangler.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(
    wranglerBin,
    [
      'pages',
      'dev',
      path.resolve(buildDir),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      compatibilityDate,
    ],
    {
      cwd: workDir,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_UPDATE_NOTIFIER: '1' },
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
  fs.closeSync(log);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, 60_000, { child, describe: 'wrangler pages dev' });
  } catch (error) {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    throw new Error(`${(error as Error).message}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) {
          fs.rmSync(workDir, { recursive: true, force: true });
          resolve();
          return;
        }
        child.once('exit', () => {
          fs.rmSync(workDir, { recursive: true, force: true });
          resolve();
        });
        // Wrangler starts workerd as a child: stop the whole group.
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
