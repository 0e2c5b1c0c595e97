/**
 * The third parties the site may load, from config/env.ts, and the origins
 * each needs in the Content-Security-Policy (plugins/hosting). Nothing is
 * allowed that is not configured.
 */
import type { ThirdPartyEnv } from './env';
import type { ThirdParties } from '../plugins/hosting/policy';

export { readThirdPartyEnv } from './env';

const originOf = (url: string) => new URL(url).origin;

export function thirdPartyOrigins(env: ThirdPartyEnv, customFields: Record<string, unknown> = {}): ThirdParties {
  const origins: ThirdParties = { scriptOrigins: [], connectOrigins: [], frameOrigins: [], imageOrigins: [] };
  if (env.askAi) {
    const origin = originOf(env.askAi.scriptUrl);
    origins.scriptOrigins.push(origin);
    origins.connectOrigins.push(origin);
    origins.frameOrigins.push(origin);
    origins.imageOrigins.push(origin);
  }
  if (env.analytics) {
    const origin = originOf(env.analytics.scriptUrl);
    origins.scriptOrigins.push(origin);
    origins.connectOrigins.push(origin);
    if (env.analytics.provider === 'google-analytics') {
      origins.connectOrigins.push('https://www.google-analytics.com', 'https://region1.google-analytics.com');
      origins.imageOrigins.push('https://www.google-analytics.com');
    }
  }
  const search = customFields.search as { mode?: string } | undefined;
  if (search?.mode === 'algolia') origins.connectOrigins.push('https://*.algolia.net', 'https://*.algolianet.com');
  return origins;
}
