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

/** Hosted Algolia credentials; absent means the embedded index is used. */
export interface AlgoliaEnv {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface SiteEnv {
  /** Public origin the site is served from, without a trailing slash. */
  siteUrl: string;
  /** Adds test-only routes (a page that throws) to the build. */
  includeTestFixtures: boolean;
  /** Skips the build-time request for the repository's star count. */
  offline: boolean;
  /** Set when all three ALGOLIA_* variables are; null for the embedded search. */
  algolia: AlgoliaEnv | null;
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

const algoliaVariables = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

function readAlgolia(env: RawEnv): AlgoliaEnv | null {
  const values = algoliaVariables.map((name) => env[name]?.trim() ?? '');
  const set = algoliaVariables.filter((_, i) => values[i] !== '');
  if (set.length === 0) return null;
  if (set.length < algoliaVariables.length) {
    const missing = algoliaVariables.filter((name) => !set.includes(name));
    throw new EnvError(
      missing.join(', '),
      `must be set too: hosted search needs all of ${algoliaVariables.join(', ')}`,
    );
  }
  const [appId, apiKey, indexName] = values as [string, string, string];
  if (!/^[A-Z0-9]{6,20}$/i.test(appId)) {
    throw new EnvError('ALGOLIA_APP_ID', `must be an Algolia application id (letters and digits), got "${appId}"`);
  }
  return { appId, apiKey, indexName };
}

export function readSiteEnv(env: RawEnv = process.env): SiteEnv {
  return {
    siteUrl: readUrl(env, 'SITE_URL', 'https://docs.getunleash.io'),
    includeTestFixtures: readFlag(env, 'SITE_TEST_FIXTURES'),
    offline: readFlag(env, 'SITE_OFFLINE'),
    algolia: readAlgolia(env),
  };
}

/** FETCH_REMOTE_DOCS: build the SDK pages from their repositories' READMEs (plugins/remote-docs). */
export interface RemoteDocsEnv {
  enabled: boolean;
  /** REMOTE_DOCS_BASE_URL: where the READMEs are fetched from (raw.githubusercontent.com). */
  baseUrl: string;
  /** REMOTE_DOCS_TIMEOUT_MS: how long one README may take. */
  timeoutMs: number;
}

export function readRemoteDocsEnv(env: RawEnv = process.env): RemoteDocsEnv {
  const rawTimeout = env.REMOTE_DOCS_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new EnvError(
      'REMOTE_DOCS_TIMEOUT_MS',
      `must be a whole number of milliseconds from 100 to 120000, got "${rawTimeout}"`,
    );
  }
  return {
    enabled: readFlag(env, 'FETCH_REMOTE_DOCS'),
    baseUrl: readUrl(env, 'REMOTE_DOCS_BASE_URL', 'https://raw.githubusercontent.com'),
    timeoutMs,
  };
}

/** For `npm run search:push`: hosted Algolia plus a key allowed to write the index. */
export function readAlgoliaPushEnv(env: RawEnv = process.env): AlgoliaEnv & { adminApiKey: string } {
  const adminApiKey = env.ALGOLIA_ADMIN_API_KEY?.trim();
  const missing = [
    ['ALGOLIA_ADMIN_API_KEY', adminApiKey],
    ['ALGOLIA_APP_ID', env.ALGOLIA_APP_ID?.trim()],
    ['ALGOLIA_INDEX_NAME', env.ALGOLIA_INDEX_NAME?.trim()],
  ].filter(([, value]) => !value);
  if (!adminApiKey || missing.length > 0) {
    throw new EnvError(
      missing.map(([name]) => name).join(', '),
      'must be set to push the index (the admin key is used only here, never in the site)',
    );
  }
  const algolia = readAlgolia({ ...env, ALGOLIA_API_KEY: env.ALGOLIA_API_KEY?.trim() || adminApiKey });
  if (!algolia) throw new EnvError('ALGOLIA_APP_ID', 'must be set');
  return { ...algolia, adminApiKey };
}

/**
 * OPENAPI_SPEC_URL: build the API reference from a live Unleash's
 * `/docs/openapi.json` instead of the project's spec. Unset means the project's spec.
 */
export function readOpenApiSpecUrl(env: RawEnv = process.env): string | null {
  const raw = env.OPENAPI_SPEC_URL?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new EnvError(
      'OPENAPI_SPEC_URL',
      `must be an absolute URL such as https://unleash.example.com/docs/openapi.json, got "${raw}"`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new EnvError('OPENAPI_SPEC_URL', `must use http or https, got "${parsed.protocol}"`);
  }
  return parsed.toString();
}

/** A hosted ASK AI widget: its script and the website id it is configured with. */
export interface AskAiEnv {
  scriptUrl: string;
  websiteId: string;
}

export type AnalyticsProvider = 'plausible' | 'google-analytics';

export interface AnalyticsEnv {
  provider: AnalyticsProvider;
  /** The site's domain for Plausible, the measurement id (G-...) for Google Analytics. */
  id: string;
  /** The provider's script; defaults to the provider's hosted script. */
  scriptUrl: string;
}

export interface ThirdPartyEnv {
  askAi: AskAiEnv | null;
  analytics: AnalyticsEnv | null;
}

function readHttpsUrl(env: RawEnv, name: string): string {
  const raw = env[name]?.trim() ?? '';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new EnvError(name, `must be an absolute URL, got "${raw}"`);
  }
  const loopback = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
  if (parsed.protocol !== 'https:' && !(loopback && parsed.protocol === 'http:')) {
    throw new EnvError(name, `must use https, got "${raw}"`);
  }
  return parsed.toString();
}

const defaultAnalyticsScripts: Record<AnalyticsProvider, (id: string) => string> = {
  plausible: () => 'https://plausible.io/js/script.manual.js',
  'google-analytics': (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
};

/**
 * Third parties are off unless configured: ASK_AI_SCRIPT_URL + ASK_AI_WEBSITE_ID
 * for a hosted ASK AI widget; ANALYTICS_PROVIDER (plausible or google-analytics)
 * + ANALYTICS_ID, and optionally ANALYTICS_SCRIPT_URL, for analytics.
 */
export function readThirdPartyEnv(env: RawEnv = process.env): ThirdPartyEnv {
  let askAi: AskAiEnv | null = null;
  const askAiSet = ['ASK_AI_SCRIPT_URL', 'ASK_AI_WEBSITE_ID'].filter((name) => env[name]?.trim());
  if (askAiSet.length === 1) {
    throw new EnvError(
      askAiSet[0],
      'is set without its pair: set both ASK_AI_SCRIPT_URL and ASK_AI_WEBSITE_ID, or neither',
    );
  }
  if (askAiSet.length === 2) {
    askAi = { scriptUrl: readHttpsUrl(env, 'ASK_AI_SCRIPT_URL'), websiteId: (env.ASK_AI_WEBSITE_ID ?? '').trim() };
  }
  let analytics: AnalyticsEnv | null = null;
  const provider = env.ANALYTICS_PROVIDER?.trim();
  if (provider) {
    if (provider !== 'plausible' && provider !== 'google-analytics') {
      throw new EnvError('ANALYTICS_PROVIDER', `must be plausible or google-analytics, got "${provider}"`);
    }
    const id = env.ANALYTICS_ID?.trim();
    if (!id) throw new EnvError('ANALYTICS_ID', `must be set when ANALYTICS_PROVIDER is ${provider}`);
    analytics = {
      provider,
      id,
      scriptUrl: env.ANALYTICS_SCRIPT_URL?.trim()
        ? readHttpsUrl(env, 'ANALYTICS_SCRIPT_URL')
        : defaultAnalyticsScripts[provider](id),
    };
  } else if (env.ANALYTICS_ID?.trim()) {
    throw new EnvError('ANALYTICS_ID', 'is set but ANALYTICS_PROVIDER is not');
  }
  return { askAi, analytics };
}
