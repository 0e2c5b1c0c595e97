/**
 * The one place that reads environment variables. Every value is validated
 * here so that a typo fails the build with a message naming the variable,
 * instead of silently producing a broken site.
 */

export class EnvError extends Error {
  constructor(variable: string, problem: string) {
    super(`Environment variable ${variable} ${problem}`);
    this.name = 'EnvError';
  }
}

export interface SiteEnv {
  /** Public origin the site is served from, without a trailing slash. */
  siteUrl: string;
  /** Adds test-only routes (a page that throws) to the build. */
  includeTestFixtures: boolean;
  /** Skips the build-time request for the repository's star count. */
  offline: boolean;
}

type RawEnv = Record<string, string | undefined>;

function readUrl(env: RawEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new EnvError(name, `must be an absolute URL such as ${fallback}, got "${raw}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new EnvError(name, `must use http or https, got "${parsed.protocol}"`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new EnvError(name, `must be an origin without a path, query or hash, got "${raw}"`);
  }
  return parsed.origin;
}

function readFlag(env: RawEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new EnvError(name, `must be 1, 0, true or false, got "${env[name]}"`);
}

export function readSiteEnv(env: RawEnv = process.env): SiteEnv {
  return {
    siteUrl: readUrl(env, 'SITE_URL', 'https://docs.getunleash.io'),
    includeTestFixtures: readFlag(env, 'SITE_TEST_FIXTURES'),
    offline: readFlag(env, 'SITE_OFFLINE'),
  };
}
