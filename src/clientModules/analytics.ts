/**
 * Analytics, only when configured (ANALYTICS_PROVIDER + ANALYTICS_ID): loads
 * the provider's script asynchronously after the page is interactive and
 * sends one page view per route change, client-side navigations included,
 * never two for the same location. Readers who send Global Privacy Control or
 * Do Not Track get nothing: no script, no events.
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import type { AnalyticsEnv } from '@site/config/env';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    plausible?: Queue;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

const analytics = (siteConfig.customFields?.thirdParties as { analytics: AnalyticsEnv | null } | undefined)?.analytics;

export function readerOptedOut(nav: Navigator = navigator, win: Window = window): boolean {
  const dnt = nav.doNotTrack ?? (win as Window & { doNotTrack?: string }).doNotTrack;
  return nav.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}

let started = false;
let lastSent: string | null = null;

function loadScript(config: AnalyticsEnv) {
  const script = document.createElement('script');
  script.src = config.scriptUrl;
  script.async = true;
  if (config.provider === 'plausible') script.dataset.domain = config.id;
  document.head.appendChild(script);
}

function start(config: AnalyticsEnv) {
  if (config.provider === 'plausible') {
    // Calls made before the script arrives wait in its queue.
    window.plausible ??= Object.assign((...args: unknown[]) => (window.plausible?.q ?? []).push(args), {
      q: [] as unknown[][],
    });
  } else {
    window.dataLayer ??= [];
    window.gtag ??= (...args: unknown[]) => window.dataLayer?.push(args);
    window.gtag('js', new Date());
    window.gtag('config', config.id, { send_page_view: false });
  }
  const load = () => loadScript(config);
  if (document.readyState === 'complete') window.setTimeout(load, 0);
  else window.addEventListener('load', load, { once: true });
}

function sendPageView(config: AnalyticsEnv, location: { pathname: string; search: string }) {
  const key = `${location.pathname}${location.search}`;
  if (key === lastSent) return; // a hash change or a re-render, not a new page
  lastSent = key;
  const url = `${window.location.origin}${key}`;
  if (config.provider === 'plausible') window.plausible?.('pageview', { u: url });
  else window.gtag?.('event', 'page_view', { page_location: url, page_path: location.pathname });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    if (!analytics || readerOptedOut()) return;
    if (!started) {
      started = true;
      start(analytics);
    }
    sendPageView(analytics, location);
  },
};

export default clientModule;
