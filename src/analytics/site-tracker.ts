/**
 * The site's one tracker, configured from the build (ANALYTICS_PROVIDER + ANALYTICS_ID, read by
 * config/env.ts and passed on in `customFields.thirdParties`): page views come from
 * src/clientModules/analytics.ts, custom events (page feedback) from components. Null during
 * server rendering, where there is no window.
 */
import siteConfig from '@generated/docusaurus.config';
import type { AnalyticsEnv } from '@site/config/env';
import { createTracker, type Tracker, type TrackerWindow } from './tracker';

const analytics =
  (siteConfig.customFields?.thirdParties as { analytics: AnalyticsEnv | null } | undefined)?.analytics ?? null;

export const siteTracker: Tracker | null =
  typeof window === 'undefined' ? null : createTracker(analytics, window as unknown as TrackerWindow);
