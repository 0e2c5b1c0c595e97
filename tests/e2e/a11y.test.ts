/**
 * axe-core (WCAG 2.0/2.1 A and AA) on one page of each kind, in light and
 * dark mode. Any serious or critical violation fails the test.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, newContext, nextFrame, openPage } from './harness';

const pages = [
  { kind: 'home', path: '/', status: 200 },
  { kind: 'doc', path: '/quickstart', status: 200 },
  { kind: 'academy', path: '/unleash-academy/introduction', status: 200 },
  { kind: 'no-sidebar', path: '/availability', status: 200 },
  { kind: 'not-found', path: '/this-page-does-not-exist', status: 404 },
];
const modes = ['light', 'dark'] as const;
const failingImpacts = new Set(['serious', 'critical']);

/**
 * Waits until the page is complete for the reader, beyond openPage (load
 * event, visible h1, hydration): its web fonts are in and a frame has been
 * drawn since, so axe checks the page as the reader sees it. (Checked: none
 * of these pages changes its DOM after that.)
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await nextFrame(page);
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const { kind, path, status } of pages) {
  for (const mode of modes) {
    test(`${kind} page ${path} in ${mode} mode has no serious or critical axe violations`, async () => {
      // The site respects prefers-color-scheme while the reader has made no choice.
      const context = await newContext(browser, { ...desktop, colorScheme: mode });
      const page = await context.newPage();
      const response = await openPage(page, path);
      assert.equal(response?.status(), status);
      await settle(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = results.violations.filter((v) => failingImpacts.has(v.impact ?? ''));
      const report = violations.map((v) => {
        const targets = v.nodes.slice(0, 3).map((node) => JSON.stringify(node.target));
        const more = v.nodes.length > 3 ? ` (+${v.nodes.length - 3} more)` : '';
        return `${v.id} [${v.impact}] ${v.help}: ${targets.join(', ')}${more}`;
      });
      await context.close();
      assert.equal(violations.length, 0, `${path} (${mode}):\n${report.join('\n')}`);
    });
  }
}
