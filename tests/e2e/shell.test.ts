import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, reloadPage, waitUntilReady, watchProblems } from './harness';
import { footer, socialLinks } from '../../config/footer';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** Waits until the page shows the theme (or gives up after 5 s), then returns what it shows. */
async function themeAfterClick(page: Page, expected: 'light' | 'dark'): Promise<string | null> {
  await page
    .waitForFunction((mode) => document.documentElement.getAttribute('data-theme') === mode, expected, {
      timeout: 5000,
    })
    .catch(() => undefined);
  return theme(page);
}

test('colour mode: light by default, the toggle switches it and the choice survives a reload', async () => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  assert.equal(await theme(page), 'light');
  const background = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-background-color'));
  const lightBackground = await background();
  const toggle = page.getByRole('button', { name: /switch between dark and light mode/i });
  assert.match(
    (await toggle.getAttribute('aria-label')) ?? '',
    /currently light mode/,
    'the button names what is on screen',
  );
  // One click switches, even while the page only follows the system preference.
  await toggle.click();
  assert.equal(await themeAfterClick(page, 'dark'), 'dark');
  assert.notEqual(await background(), lightBackground, 'the page really changed colour');
  await reloadPage(page);
  assert.equal(await theme(page), 'dark');
  // And one click switches back: light and dark, no third state in between.
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  assert.equal(await themeAfterClick(page, 'light'), 'light');
  await reloadPage(page);
  assert.equal(await theme(page), 'light');
  await context.close();
});

test('colour mode: one click switches a page that follows a dark system preference to light', async () => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  assert.equal(await theme(page), 'dark');
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  assert.equal(await themeAfterClick(page, 'light'), 'light');
  await context.close();
});

test('colour mode: with no stored choice it follows a dark system preference', async () => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  // Opened by hand: the theme is checked before the page is ready.
  await page.goto('/quickstart');
  assert.equal(await theme(page), 'dark', 'set before hydration, so there is no flash of light');
  await waitUntilReady(page);
  assert.equal(await theme(page), 'dark');
  await context.close();
});

test('announcement bar: closing it is remembered across reloads', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  const bar = page.getByRole('banner').filter({ hasText: 'These docs have a new home' });
  await bar.waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
  await bar.waitFor({ state: 'detached' });
  await reloadPage(page);
  assert.equal(await page.getByText('These docs have a new home').count(), 0);
  await context.close();
});

test('announcement bar: a new announcement id shows it again after a dismissal', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  // Docusaurus namespaces its storage keys per site; find the ones in use.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  const idKey = keys.find((key) => key.startsWith('docusaurus.announcement.id'));
  assert.ok(idKey, `announcement id stored, keys: ${keys.join(', ')}`);
  const dismissKey = idKey.replace('docusaurus.announcement.id', 'docusaurus.announcement.dismiss');
  // A reader who dismissed an earlier announcement comes back.
  await page.evaluate(
    ([id, dismiss]) => {
      localStorage.setItem(id, 'an-older-announcement');
      localStorage.setItem(dismiss, 'true');
    },
    [idKey, dismissKey],
  );
  await reloadPage(page);
  await page.getByText('These docs have a new home').waitFor();
  await page.waitForFunction((key) => localStorage.getItem(key) === 'docs-rebuilt-2026', idKey);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), dismissKey), 'false');
  await context.close();
});

test('footer: link columns, social icons per colour mode, description and copyright', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  const foot = page.locator('footer');
  const titles = (await foot.locator('.footer__title').allTextContents()).map((t) => t.trim());
  assert.deepEqual(titles, ['Server SDKs', 'Frontend SDKs', 'Feature Flag use cases', 'Product', 'Support']);
  for (const column of footer.links) {
    for (const item of column.items) {
      const href = 'to' in item ? item.to : item.href;
      assert.equal(await foot.locator(`a[href="${href}"]`).count(), 1, `${column.title}: ${item.label}`);
    }
  }
  // Internal footer links open real pages.
  await foot.getByRole('link', { name: 'Node.js', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/reference/sdks/node');
  await page.locator('h1', { hasText: 'Node.js SDK' }).waitFor();
  for (const link of socialLinks) {
    const visible = foot.locator(`a[href="${link.href}"] img:visible`);
    assert.equal(await visible.count(), 1, link.alt);
    assert.equal(await visible.getAttribute('src'), link.light);
    assert.equal(await visible.getAttribute('alt'), link.alt);
  }
  const description = await foot.getByText(/open-source feature management platform/).textContent();
  assert.match(description ?? '', /release risk/);
  assert.match(description ?? '', /revenue/);
  assert.match(description ?? '', /easiest feature management system/);
  assert.match(description ?? '', /Nordics/);
  assert.match((await foot.locator('.footer__copyright').textContent()) ?? '', /Copyright © \d{4} Unleash/);
  // Dark mode swaps every icon for its light-ink variant.
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  assert.equal(await themeAfterClick(page, 'dark'), 'dark');
  for (const link of socialLinks) {
    assert.equal(await foot.locator(`a[href="${link.href}"] img:visible`).getAttribute('src'), link.dark);
  }
  await context.close();
});

test('crash page: "This page crashed." with a Try again button that re-renders', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchProblems(page);
  // The fixture page never renders: what the reader sees is the crash page, waited for below.
  await page.goto('/__tests__/crash');
  await page.getByText('This page crashed.').waitFor();
  assert.match((await page.locator('body').textContent()) ?? '', /Deliberate crash for the end-to-end tests/);
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  assert.equal(await tryAgain.count(), 1);
  await tryAgain.click();
  // The fixture throws again after every mount, so the crash page returns.
  await page.getByText('This page crashed.').waitFor();
  assert.ok(problems.consoleErrors.length > 0, 'React reported the error');
  await context.close();
});

test('when a route cannot preload its assets, the page reloads at the target URL', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Chunks fail until the browser loads a new document, as on a flaky network.
  let failing = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) failing = false;
  });
  await page.route('**/assets/js/*.js', (route) => (failing ? route.abort('connectionfailed') : route.continue()));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Troubleshooting', exact: true }).first().click();
  await reloaded;
  assert.equal(new URL(page.url()).pathname, '/troubleshooting');
  await waitUntilReady(page);
  assert.equal(await page.locator('h1').textContent(), 'Troubleshooting');
  assert.ok(warnings.length > 0, 'the failed preload is logged as a warning');
  await context.close();
});

test('stand-alone images zoom on click with the theme background; inline ones do not', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  const figure = page.locator('.markdown figure img').first();
  await figure.scrollIntoViewIfNeeded();
  // medium-zoom loads when a reader reaches for an image, not with the page.
  assert.equal(await page.locator('.markdown img.medium-zoom-image').count(), 0, 'not attached before any pointer');
  // medium-zoom ignores clicks while its opening animation runs, and says when it has ended.
  await figure.evaluate((image) =>
    image.addEventListener('medium-zoom:opened', () => image.setAttribute('data-test-zoom-opened', ''), {
      once: true,
    }),
  );
  await figure.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await overlay.waitFor();
  const [overlayColour, pageColour] = await page.evaluate(() => [
    getComputedStyle(document.querySelector('.medium-zoom-overlay') as Element).backgroundColor,
    getComputedStyle(document.querySelector('.main-wrapper') as Element).backgroundColor,
  ]);
  assert.equal(overlayColour, pageColour);
  await page.locator('.markdown figure img[data-test-zoom-opened]').waitFor({ state: 'attached' });
  // The backdrop covers everything, the navbar included: a click on it closes the zoom.
  await overlay.click({ position: { x: 5, y: 5 } });
  await page.waitForFunction(() => !document.body.classList.contains('medium-zoom--opened'));
  assert.equal(await page.locator('.markdown p > img.medium-zoom-image').count(), 0);
  await context.close();
});

test('table of contents lists h2 and h3 headings only; code is highlighted', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openPage(page, '/quickstart');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1) ?? ''));
  assert.ok(tocTargets.length > 3);
  const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName), tocTargets);
  assert.ok(levels.includes('H2') && levels.includes('H3'));
  assert.deepEqual(
    levels.filter((level) => level !== 'H2' && level !== 'H3'),
    [],
  );
  // Prism tokenises the bash samples.
  const bashTokens = await page.locator('pre.language-bash .token').count();
  assert.ok(bashTokens > 0, 'bash code blocks carry Prism tokens');
  await context.close();
});

test("entry scripts: a doc page's text is on screen before main.js runs; the home page defers them for its base-URL check", async () => {
  const context = await newContext(browser);
  // Notes, when main.js's script element enters the document, whether the browser has already
  // reported the first contentful paint.
  await context.addInitScript(() => {
    const win = window as unknown as { paintedBeforeMainScript?: boolean };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
            win.paintedBeforeMainScript = performance.getEntriesByName('first-contentful-paint').length > 0;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const paintedBeforeMainScript = (page: Page) =>
    page.evaluate(() => (window as unknown as { paintedBeforeMainScript?: boolean }).paintedBeforeMainScript);

  const page = await context.newPage();
  const problems = watchProblems(page);
  await openPage(page, '/quickstart');
  assert.equal(await paintedBeforeMainScript(page), true);
  assert.equal(await page.locator('script[src*="/main."][defer]').count(), 0);
  // Hydrated: client-side navigation works.
  await page.getByRole('link', { name: 'Troubleshooting', exact: true }).first().click();
  await page.waitForURL('**/troubleshooting');
  await page.getByRole('heading', { level: 1, name: 'Troubleshooting' }).waitFor();

  await openPage(page, '/');
  assert.equal(await paintedBeforeMainScript(page), false, 'deferred: it runs as soon as the document is parsed');
  assert.equal(await page.locator('script[src*="/main."][defer]').count(), 1);
  assert.equal(await page.locator('#__docusaurus-base-url-issue-banner-container').count(), 0);
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [] });
  await context.close();
});
