/**
 * The third parties the site may load, from config/env.ts (the build passes them on in
 * `customFields.thirdParties`), and the origins each needs in the Content-Security-Policy
 * (plugins/hosting). Nothing is allowed that is not configured.
 */
import type { ThirdPartyEnv } from './env';

export interface ThirdParties {
  /** Origins whose scripts run on the site (ASK AI widget, analytics). */
  scriptOrigins: string[];
  /** Origins the page may call with fetch/XHR/beacons. */
  connectOrigins: string[];
  /** Origins that may be framed (widget iframes). */
  frameOrigins: string[];
  /** Origins images may come from. */
  imageOrigins: string[];
}

export const noThirdParties: ThirdParties = {
  scriptOrigins: [],
  connectOrigins: [],
  frameOrigins: [],
  imageOrigins: [],
};

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
