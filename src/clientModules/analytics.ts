/**
 * Analytics, only when configured (ANALYTICS_PROVIDER + ANALYTICS_ID): one
 * page view per route change through src/analytics/tracker.ts, which holds
 * the rules (deferred script, no duplicates, GPC and DNT honoured).
 */
import type { ClientModule } from '@docusaurus/types';
import { siteTracker } from '../analytics/site-tracker';

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    siteTracker?.onRouteDidUpdate(location);
  },
};

export default clientModule;
