/**
 * Shared setup for the end-to-end tests: Debian's Chromium driven by
 * playwright-core against the production build served on localhost.
 * scripts/test-all.mjs starts the server and passes its address in
 * E2E_BASE_URL; run a file alone with `E2E_BASE_URL=http://localhost:3000
 * node --import tsx --test tests/e2e/x.test.ts` after `npm run serve`.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';

export const baseUrl = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

export { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium';

export const desktop = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;
export const mobile = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
} satisfies BrowserContextOptions;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/**
 * A context that only reaches the local server: any other host is refused,
 * as it would be offline, so a test never depends on the internet.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = desktop,
  /** Other local origins the page may reach, such as the real Unleash of the explorer test. */
  allowedOrigins: string[] = [],
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: baseUrl });
  context.setDefaultTimeout(10_000);
  const allowed = [baseUrl, ...allowedOrigins];
  await context.route(
    (url) => !allowed.some((origin) => url.href.startsWith(origin)),
    (route) => route.abort('internetdisconnected'),
  );
  return context;
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

/** Records console errors and uncaught exceptions of a page. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

/**
 * Opens `route` in `page` and waits until a reader could use it: its main
 * heading (h1) is visible and React has hydrated the page. Every e2e test
 * opens pages with this; a page that never hydrates by design (scripts
 * blocked, a crash) waits for what the reader sees there instead. Returns the
 * response of the navigation, for its status.
 */
export async function openPage(page: Page, route: string): Promise<Response | null> {
  const response = await page.goto(route);
  await waitUntilReady(page);
  return response;
}

/** Reloads the page and waits until it is ready again, as openPage does. */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await waitUntilReady(page);
}

/**
 * Waits until the page shown is ready for the reader: an h1 is visible and
 * React has hydrated the page. For pages reached other than by openPage (a
 * reload by the site itself, a check made before hydration).
 */
export async function waitUntilReady(page: Page): Promise<void> {
  await page.locator('h1').filter({ visible: true }).first().waitFor();
  await waitForHydration(page);
}

/**
 * Waits until the browser has rendered two more frames, so that what the last
 * input (a key, a resize) set off has been handled and is on screen. For
 * checks that something did not happen.
 */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until React has hydrated the page (Docusaurus marks <html> then).
 * The e2e tests use openPage; this stays for the suites that share the
 * harness (tests/e2e-configured, tests/hosting).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/**
 * Records the page's layout shifts from before its first paint; call before
 * the page is opened, then read the total with layoutShiftTotal.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShifts: () => number[] }).layoutShifts = () => {
      // Entries of the last frames may not have reached the callback yet.
      for (const entry of observer.takeRecords()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      return shifts;
    };
  });
}

/**
 * The cumulative layout shift of a page opened after recordLayoutShifts, once
 * everything it loads is in (the load event, its fonts) and frames were drawn.
 */
export async function layoutShiftTotal(page: Page): Promise<number> {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await nextFrame(page);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: () => number[] }).layoutShifts());
  return shifts.reduce((sum, value) => sum + value, 0);
}
