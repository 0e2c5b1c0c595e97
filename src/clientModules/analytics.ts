/**
 * Analytics, only when configured (ANALYTICS_PROVIDER + ANALYTICS_ID): one
 * page view per route change through src/analytics/tracker.ts, which holds
 * the rules (deferred script, no duplicates, GPC and DNT honoured).
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import type { AnalyticsEnv } from '@site/config/env';
import { createTracker, type TrackerWindow } from '../analytics/tracker';

const analytics =
  (siteConfig.customFields?.thirdParties as { analytics: AnalyticsEnv | null } | undefined)?.analytics ?? null;

// Client modules are also evaluated during server rendering, where there is no window.
const tracker = typeof window === 'undefined' ? null : createTracker(analytics, window as unknown as TrackerWindow);

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    tracker?.onRouteDidUpdate(location);
  },
};

export default clientModule;
