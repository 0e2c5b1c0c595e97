/**
 * Shared setup for the end-to-end tests: Debian's Chromium driven by
 * playwright-core against the production build served on localhost.
 * scripts/test-all.mjs starts the server and passes its address in
 * E2E_BASE_URL; run a file alone with `E2E_BASE_URL=http://localhost:3000
 * node --import tsx --test tests/e2e/x.test.ts` after `npm run serve`.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

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

/** Waits until React has hydrated the page (Docusaurus marks <html> then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}
