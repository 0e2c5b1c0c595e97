/**
 * Lighthouse for the benchmark: a mobile audit (Lighthouse's default Moto G
 * Power emulation with simulated throttling) of one URL, in Debian's
 * Chromium started with the project's flags (scripts/lib/chromium.ts).
 * Lighthouse lives in tools/lighthouse/ (pinned, with its lockfile) and is
 * installed there on first use, as wrangler is in tools/cloudflare-pages/.
 *
 * Offline: Chromium resolves no host but 127.0.0.1 (every other name fails
 * as "not found" before any connection is tried), Lighthouse's error
 * reporting stays off (its default; CI=1 keeps it from asking), and each
 * report's own list of requests is checked: a request to another origin is
 * counted and reported, and it could not have left this machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toolDir = path.join(projectRoot, 'tools', 'lighthouse');
const lighthouseBin = path.join(toolDir, 'node_modules', '.bin', 'lighthouse');

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/** The metrics behind the performance score, in milliseconds (CLS unitless). */
export const lighthouseMetrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
export type LighthouseMetric = (typeof lighthouseMetrics)[number];

export interface LighthouseResult {
  /** 0-100, as Lighthouse shows them. */
  scores: Record<LighthouseCategory, number>;
  metrics: Record<LighthouseMetric, number>;
  /** Audits that cost points (score below 1, with weight), e.g. `seo/link-text`. */
  failedAudits: string[];
  /** Requests the page made to other origins (all failed: Chromium resolves no other host). */
  otherOriginRequests: number;
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's CPU speed; the simulated throttling scales with it. */
  benchmarkIndex: number;
}

/** The parts of Lighthouse's JSON report (LHR) read here. */
interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; details?: { type: string; items?: { url?: string }[] } }
  >;
}

export function ensureLighthouseInstalled(): void {
  if (fs.existsSync(lighthouseBin)) return;
  const result = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: toolDir,
    encoding: 'utf8',
  });
  if (result.status !== 0 || !fs.existsSync(lighthouseBin)) {
    throw new Error(`Could not install Lighthouse in ${toolDir}: ${result.stderr}`);
  }
}

/** Chromium's switches for a Lighthouse run: the project's, headless, and no host but loopback. */
function chromeFlags(): string {
  return [
    '--headless=new',
    ...chromiumArgs,
    // Quoted: Lighthouse splits this string into arguments itself.
    '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"',
  ].join(' ');
}

function runCli(url: string, outputPath: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      lighthouseBin,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outputPath}`,
        `--only-categories=${lighthouseCategories.join(',')}`,
        `--chrome-flags=${chromeFlags()}`,
        '--max-wait-for-load=60000',
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath, CI: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 0), stderr }));
    child.on('error', (error) => resolve({ code: 127, stderr: error.message }));
  });
}

/**
 * One Lighthouse run against `url` (an address on 127.0.0.1) in a fresh Chromium profile. A run
 * that fails (Lighthouse sometimes loses the trace of a load, NO_NAVSTART) is tried again, up to
 * `attempts` times in all.
 */
export async function runLighthouse(url: string, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `[lighthouse] ${url}: attempt ${attempt} failed, trying again (${(error as Error).message.split('\n')[0]})`,
      );
    }
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseResult> {
  ensureLighthouseInstalled();
  if (!fs.existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lighthouse-'));
  try {
    const outputPath = path.join(dir, 'report.json');
    const { code, stderr } = await runCli(url, outputPath);
    if (code !== 0 || !fs.existsSync(outputPath)) {
      throw new Error(`Lighthouse exited with code ${code} on ${url}:\n${stderr}`);
    }
    const report = JSON.parse(fs.readFileSync(outputPath, 'utf8')) as Report;
    if (report.runtimeError) {
      throw new Error(`Lighthouse could not audit ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
    }
    const scores = {} as Record<LighthouseCategory, number>;
    const failedAudits: string[] = [];
    for (const category of lighthouseCategories) {
      const entry = report.categories[category];
      if (entry?.score === null || entry?.score === undefined) {
        throw new Error(`Lighthouse gave ${url} no ${category} score (${report.runWarnings.join('; ')})`);
      }
      scores[category] = Math.round(entry.score * 100);
      for (const ref of entry.auditRefs) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) {
          failedAudits.push(`${category}/${ref.id}`);
        }
      }
    }
    const metrics = {} as Record<LighthouseMetric, number>;
    for (const metric of lighthouseMetrics) metrics[metric] = report.audits[metric]?.numericValue ?? Number.NaN;
    const origin = new URL(url).origin;
    const requests = report.audits['network-requests']?.details?.items ?? [];
    const otherOriginRequests = requests.filter(
      (item) => item.url !== undefined && /^https?:/.test(item.url) && new URL(item.url).origin !== origin,
    ).length;
    return {
      scores,
      metrics,
      failedAudits,
      otherOriginRequests,
      lighthouseVersion: report.lighthouseVersion,
      benchmarkIndex: report.environment.benchmarkIndex,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The median of an odd or even number of values (the mean of the middle two). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
