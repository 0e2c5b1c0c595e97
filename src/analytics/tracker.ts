/**
 * The page-view tracker behind src/clientModules/analytics.ts, apart from
 * Docusaurus so that both providers can be exercised with any window: loads
 * the provider's script asynchronously after the page has loaded and sends
 * one page view per route change, never two for the same location (a hash
 * change or a re-render is not a new page), and custom events (page feedback).
 * Readers who send Global Privacy Control or Do Not Track get nothing: no
 * script, no events.
 */
import type { AnalyticsEnv } from '@site/config/env';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

/** The parts of the browser the tracker touches. */
export interface TrackerWindow {
  location: { origin: string };
  navigator: { doNotTrack?: string | null; globalPrivacyControl?: boolean };
  doNotTrack?: string;
  document: {
    readyState: string;
    head: { appendChild(node: unknown): unknown };
    createElement(tag: 'script'): { src: string; async: boolean; dataset: Record<string, string> };
  };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  setTimeout(callback: () => void, ms: number): unknown;
  plausible?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

export function readerOptedOut(win: TrackerWindow): boolean {
  const dnt = win.navigator.doNotTrack ?? win.doNotTrack;
  return win.navigator.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}

/** An event's properties: short strings only, as both providers take them. */
export type EventProps = Record<string, string>;

export interface Tracker {
  onRouteDidUpdate(location: { pathname: string; search: string }): void;
  /**
   * Sends a custom event (page feedback) for the page at `pathname`. Returns false when nothing
   * was sent: no provider is configured, or the reader asks not to be tracked.
   */
  sendEvent(name: string, props: EventProps, pathname: string): boolean;
}

/** Google Analytics cuts event parameter values at 100 characters; Plausible takes 2,000. */
const maxPropLength: Record<AnalyticsEnv['provider'], number> = { 'google-analytics': 100, plausible: 2000 };

export function createTracker(config: AnalyticsEnv | null, win: TrackerWindow): Tracker {
  let started = false;
  let lastSent: string | null = null;

  const loadScript = () => {
    if (!config) return;
    const script = win.document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    if (config.provider === 'plausible') script.dataset.domain = config.id;
    win.document.head.appendChild(script);
  };

  const start = (active: AnalyticsEnv) => {
    if (active.provider === 'plausible') {
      // Calls made before the script arrives wait in its queue.
      win.plausible ??= Object.assign((...args: unknown[]) => (win.plausible?.q ?? []).push(args), {
        q: [] as unknown[][],
      });
    } else {
      win.dataLayer ??= [];
      // gtag.js reads the queue as `arguments` objects, as Google's snippet pushes them.
      win.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object itself
        win.dataLayer?.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', active.id, { send_page_view: false });
    }
    if (win.document.readyState === 'complete') win.setTimeout(loadScript, 0);
    else win.addEventListener('load', loadScript, { once: true });
  };

  const ensureStarted = (active: AnalyticsEnv) => {
    if (started) return;
    started = true;
    start(active);
  };

  return {
    onRouteDidUpdate(location) {
      if (!config || readerOptedOut(win)) return;
      ensureStarted(config);
      const key = `${location.pathname}${location.search}`;
      if (key === lastSent) return;
      lastSent = key;
      const url = `${win.location.origin}${key}`;
      if (config.provider === 'plausible') win.plausible?.('pageview', { u: url });
      else win.gtag?.('event', 'page_view', { page_location: url, page_path: location.pathname });
    },
    sendEvent(name, props, pathname) {
      if (!config || readerOptedOut(win)) return false;
      ensureStarted(config);
      const limit = maxPropLength[config.provider];
      const values = Object.fromEntries(Object.entries(props).map(([key, value]) => [key, value.slice(0, limit)]));
      const url = `${win.location.origin}${pathname}`;
      if (config.provider === 'plausible') win.plausible?.(name, { u: url, props: values });
      else win.gtag?.('event', name, { ...values, page_location: url, page_path: pathname });
      return true;
    },
  };
}
