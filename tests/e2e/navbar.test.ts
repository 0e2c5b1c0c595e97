/**
 * The navbar as a reader sees it: brand logo per colour mode, the left and
 * right items, the docs version and locale dropdowns, hide-on-scroll, and the
 * mobile slide-in menu with its primary and secondary (doc sidebar) panels.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import lastKnown from '../../plugins/repository-stars/last-known.json';
import { desktop, launchBrowser, mobile, newContext, nextFrame, openPage, reloadPage, watchProblems } from './harness';

// A fixed system preference, so that "system mode" is light for every run.
const desktopLight = { ...desktop, colorScheme: 'light' } as const;
const mobileLight = { ...mobile, colorScheme: 'light' } as const;

/** The star count as the navbar shows it: the test build runs offline, so it is the last known one. */
const expectedStars = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(
  lastKnown.stars,
);

/**
 * The values localStorage holds under `name`. Docusaurus appends the site
 * storage namespace (`-` and a hash of the site URL) to its keys, so
 * `docs-preferred-version-default` is stored as e.g.
 * `docs-preferred-version-default-590`.
 */
function stored(page: Page, name: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      Object.keys(localStorage)
        .filter((key) => key === name || new RegExp(`^${name}-\\w+$`).test(key))
        .map((key) => localStorage.getItem(key) ?? ''),
    name,
  );
}

/** Where Docusaurus' docs plugin remembers the chosen version. */
const preferredVersionKey = 'docs-preferred-version-default';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A new reader (fresh context) on `path`, ready to use. */
async function open(path: string, options = desktopLight): Promise<Page> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await openPage(page, path);
  return page;
}

function navbar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The src of the one logo image the reader can see inside `scope`. */
async function visibleLogo(scope: Locator): Promise<string | null> {
  const logo = scope.locator('.navbar__brand img:visible');
  assert.equal(await logo.count(), 1, 'exactly one logo is visible');
  return logo.getAttribute('src');
}

/** Clicks the colour-mode toggle in `scope` until the page is in `mode`, at most three times. */
async function switchColorMode(page: Page, scope: Locator, mode: 'light' | 'dark'): Promise<void> {
  const toggle = scope.getByRole('button', { name: /Switch between dark and light mode/ });
  const current = `currently ${mode} mode`;
  // One click switches: light and dark are the only two states.
  if (!(await toggle.getAttribute('aria-label'))?.includes(current)) await toggle.click();
  assert.match((await toggle.getAttribute('aria-label')) ?? '', new RegExp(current));
  assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
}

/**
 * Whether the element ends up within the viewport, rendered, and not in an
 * inert (unreachable) subtree. Waits up to two seconds for the `expected`
 * state, so that the menu's slide transitions can finish either way.
 */
async function onScreen(locator: Locator, expected = true): Promise<boolean> {
  const element = await locator.elementHandle();
  const reached = await locator
    .page()
    .waitForFunction(
      ([element, expected]) => {
        if (!element) return false;
        const box = element.getBoundingClientRect();
        const shown =
          box.width > 0 &&
          box.height > 0 &&
          // Allow subpixel offsets of the sliding panels.
          box.left > -1 &&
          box.right < window.innerWidth + 1 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          getComputedStyle(element).visibility === 'visible' &&
          element.closest('[inert]') === null;
        return shown === expected;
      },
      [element, expected] as const,
      { timeout: 2000 },
    )
    .then(
      () => true,
      () => false,
    );
  await element?.dispose();
  return reached ? expected : !expected;
}

test('the brand logo links home and follows the colour mode', async () => {
  const page = await open('/quickstart');
  const problems = watchProblems(page);
  const brand = navbar(page).locator('.navbar__inner .navbar__brand');
  assert.equal(await brand.getAttribute('href'), '/');
  assert.equal(await brand.getByRole('img', { name: 'Unleash logo' }).count(), 1);

  await switchColorMode(page, navbar(page).locator('.navbar__inner'), 'light');
  assert.equal(await visibleLogo(navbar(page).locator('.navbar__inner')), '/img/logo-light.svg');
  await switchColorMode(page, navbar(page).locator('.navbar__inner'), 'dark');
  assert.equal(await visibleLogo(navbar(page).locator('.navbar__inner')), '/img/logo-dark.svg');

  await brand.click();
  await page.waitForURL((url) => url.pathname === '/');
  assert.deepEqual(problems.pageErrors, []);
  await page.context().close();
});

test('the navbar shows the marketing links, Academy, the repository with its stars, sign-in and trial', async () => {
  const page = await open('/quickstart');
  const bar = navbar(page).locator('.navbar__inner');
  const external: [string, string][] = [
    ['Product', 'https://www.getunleash.io/enterprise-feature-management-platform'],
    ['Plans', 'https://www.getunleash.io/plans'],
    ['Blog', 'https://www.getunleash.io/blog'],
    ['Sign in', 'https://app.unleash-hosted.com/sign-in'],
    ['Start free trial', 'https://www.getunleash.io/pricing'],
  ];
  for (const [name, href] of external) {
    const link = bar.getByRole('link', { name: new RegExp(`^${name}`) });
    assert.ok(await link.isVisible(), `${name} is visible`);
    assert.equal(await link.getAttribute('href'), href, name);
    assert.equal(await link.getAttribute('target'), '_blank', `${name} opens in a new tab`);
  }
  // The first four sit in the left group, the rest in the right group.
  const left = bar.locator('.navbar__items:not(.navbar__items--right)');
  const right = bar.locator('.navbar__items--right');
  for (const name of ['Product', 'Plans', 'Blog', 'Academy']) {
    assert.equal(await left.getByRole('link', { name: new RegExp(`^${name}`) }).count(), 1, `${name} is on the left`);
  }
  for (const name of ['Sign in', 'Start free trial']) {
    assert.equal(await right.getByRole('link', { name: new RegExp(`^${name}`) }).count(), 1, `${name} is on the right`);
  }

  const repository = right.getByTestId('repository-link');
  assert.ok(await repository.isVisible());
  assert.equal(await repository.getAttribute('href'), 'https://github.com/Unleash/unleash');
  const stars = (await repository.getByTestId('repository-stars').innerText()).trim();
  assert.match(stars, /^\d{1,3}(\.\d)?[KM]?$/, 'a compact number such as 13K');
  assert.equal(stars, expectedStars);
  // The tooltip gives the exact count.
  assert.equal(
    await repository.getAttribute('title'),
    `Unleash on GitHub, ${lastKnown.stars.toLocaleString('en')} stars`,
  );
  assert.match((await repository.getAttribute('aria-label')) ?? '', /^Unleash on GitHub, /);

  const academy = left.getByRole('link', { name: 'Academy', exact: true });
  assert.equal(await academy.getAttribute('href'), '/unleash-academy/introduction');
  await academy.click();
  await page.waitForURL((url) => url.pathname === '/unleash-academy/introduction');
  await left.locator('a[aria-current="page"]', { hasText: 'Academy' }).waitFor();
  await page.context().close();
});

test('the docs version dropdown opens on hover and with the keyboard, and closes on a click outside', async () => {
  const page = await open('/quickstart');
  const dropdown = navbar(page).locator('.navbar__inner .dropdown').filter({ hasText: 'Release notes' });
  const label = dropdown.getByRole('button', { name: 'Next', exact: true });
  const menu = dropdown.getByRole('list');
  const items = [
    menu.getByRole('link', { name: 'Next', exact: true }),
    menu.getByRole('link', { name: /^Release notes/ }),
  ];
  assert.ok(await label.isVisible());
  for (const item of items) assert.equal(await item.isVisible(), false, 'the menu starts closed');

  // Hover opens it; moving the pointer away closes it.
  await label.hover();
  for (const item of items) await item.waitFor({ state: 'visible' });
  assert.equal(await menu.getByRole('link', { name: 'Next', exact: true }).getAttribute('href'), '/quickstart');
  assert.equal(await items[1].getAttribute('href'), 'https://github.com/Unleash/unleash/releases');
  await page.mouse.move(640, 600);
  for (const item of items) await item.waitFor({ state: 'hidden' });

  // Keyboard: focus and Enter opens it (no pointer over it), a click outside closes it.
  await label.focus();
  await page.keyboard.press('Enter');
  assert.equal(await label.getAttribute('aria-expanded'), 'true');
  for (const item of items) await item.waitFor({ state: 'visible' });
  assert.equal(new URL(page.url()).pathname, '/quickstart', 'Enter opened the menu instead of following the link');
  await page.getByRole('main').locator('h1').click();
  assert.equal(await label.getAttribute('aria-expanded'), 'false');
  for (const item of items) await item.waitFor({ state: 'hidden' });

  // A click on the label shows the menu (the pointer is over it) and stays on
  // this page: the label is also the link to this doc in the shown version.
  // Docusaurus does not toggle the menu on click, so it closes when the
  // pointer leaves, here with a click elsewhere.
  await label.click();
  for (const item of items) await item.waitFor({ state: 'visible' });
  assert.equal(new URL(page.url()).pathname, '/quickstart');
  await page.mouse.click(640, 600);
  for (const item of items) await item.waitFor({ state: 'hidden' });
  await page.context().close();
});

test('choosing a version in the dropdown remembers it across reloads', async () => {
  const page = await open('/what-is-a-feature-flag');
  const dropdown = navbar(page).locator('.navbar__inner .dropdown').filter({ hasText: 'Release notes' });
  assert.deepEqual(await stored(page, preferredVersionKey), [], 'no version chosen yet');
  await dropdown.getByRole('button', { name: 'Next', exact: true }).hover();
  const next = dropdown.getByRole('list').getByRole('link', { name: 'Next', exact: true });
  await next.click();
  await page.waitForFunction(
    (name) => Object.keys(localStorage).some((key) => key.startsWith(name)),
    preferredVersionKey,
  );
  assert.deepEqual(await stored(page, preferredVersionKey), ['current']);
  assert.equal(new URL(page.url()).pathname, '/what-is-a-feature-flag', 'the same doc, in the chosen version');
  await reloadPage(page);
  assert.deepEqual(await stored(page, preferredVersionKey), ['current'], 'the choice survives a reload');
  assert.equal(await dropdown.getByRole('button').first().innerText(), 'Next');
  await page.context().close();
});

test('the locale dropdown shows English and the page is English, left to right', async () => {
  const page = await open('/quickstart');
  const dropdown = navbar(page).locator('.navbar__inner .dropdown').filter({ hasText: 'Help improve these docs' });
  const label = dropdown.getByRole('button', { name: 'English', exact: true });
  assert.ok(await label.isVisible());
  await label.hover();
  const english = dropdown.getByRole('list').getByRole('link', { name: 'English', exact: true });
  await english.waitFor({ state: 'visible' });
  assert.equal(await english.getAttribute('lang'), 'en');
  assert.equal(await english.getAttribute('href'), '/quickstart', 'English links to this page');
  const help = dropdown.getByRole('list').getByRole('link', { name: /^Help improve these docs/ });
  assert.equal(await help.getAttribute('href'), 'https://github.com/Unleash/unleash/tree/main/website');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
  await page.context().close();
});

test('the navbar hides while scrolling down and comes back on scrolling up', async () => {
  const page = await open('/quickstart');
  const nav = navbar(page);
  const bottom = () => nav.evaluate((element) => element.getBoundingClientRect().bottom);
  assert.ok((await bottom()) > 0, 'visible at the top');
  await page.mouse.move(640, 500);
  // Six wheel turns down, each waited for until the page has scrolled.
  for (let i = 0; i < 6; i++) {
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 250);
    await page.waitForFunction((before) => window.scrollY > before, scrollY);
  }
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.waitForFunction(() => {
    const element = document.querySelector('nav.navbar');
    return element !== null && element.getBoundingClientRect().bottom <= 0;
  });
  assert.match((await nav.getAttribute('class')) ?? '', /navbarHidden/);

  await page.mouse.wheel(0, -150);
  await page.waitForFunction(() => {
    const element = document.querySelector('nav.navbar');
    return element !== null && element.getBoundingClientRect().top >= 0;
  });
  assert.doesNotMatch((await nav.getAttribute('class')) ?? '', /navbarHidden/);
  assert.ok(await nav.getByRole('link', { name: 'Academy', exact: true }).isVisible());
  await page.context().close();
});

test('mobile: the hamburger opens a slide-in menu with the primary items', async () => {
  // Every doc page has a doc sidebar, which the menu would show first; the
  // not-found page has none, so the menu opens on the primary items.
  const page = await open('/no-such-page', mobileLight);
  const problems = watchProblems(page);
  const nav = navbar(page);
  const inner = nav.locator('.navbar__inner');
  for (const name of ['Product', 'Academy', 'Sign in', 'Start free trial']) {
    assert.equal(
      await inner.getByRole('link', { name: new RegExp(`^${name}`) }).isVisible(),
      false,
      `${name} is folded away`,
    );
  }
  assert.equal(await inner.getByTestId('repository-link').isVisible(), false, 'the star count is folded away too');
  const sidebar = nav.locator('.navbar-sidebar');
  assert.equal(await sidebar.isVisible(), false, 'the menu starts closed');

  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  await sidebar.waitFor({ state: 'visible' });
  assert.match((await nav.getAttribute('class')) ?? '', /navbar-sidebar--show/);
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  for (const name of ['Product', 'Plans', 'Blog', 'Academy', 'Sign in', 'Start free trial']) {
    const link = sidebar.getByRole('link', { name: new RegExp(`^${name}`) });
    await link.waitFor({ state: 'visible' });
    assert.ok(await onScreen(link), `${name} is in the open menu`);
  }
  assert.ok(await onScreen(sidebar.getByTestId('repository-link')));
  assert.equal(await sidebar.getByTestId('repository-stars').innerText(), expectedStars);

  // The close button closes it again.
  await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
  await sidebar.waitFor({ state: 'hidden' });
  assert.doesNotMatch((await nav.getAttribute('class')) ?? '', /navbar-sidebar--show/);
  assert.deepEqual(problems.pageErrors, []);
  await page.context().close();
});

test('mobile: on a doc page the menu shows the doc sidebar with a way back to the main menu', async () => {
  const page = await open('/quickstart', mobileLight);
  const nav = navbar(page);
  const sidebar = nav.locator('.navbar-sidebar');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await sidebar.waitFor({ state: 'visible' });

  const back = sidebar.getByRole('button', { name: '← Back to main menu' });
  const docLink = sidebar.getByRole('link', { name: 'Troubleshooting', exact: true });
  const academy = sidebar.getByRole('link', { name: 'Academy', exact: true });
  await back.waitFor({ state: 'visible' });
  assert.ok(await onScreen(back), 'the secondary menu is shown first');
  assert.ok(await onScreen(docLink), 'it lists the doc sidebar');
  assert.equal(await onScreen(academy, false), false, 'the primary menu is out of reach');

  await back.click();
  assert.ok(await onScreen(academy), 'back switches to the primary menu');
  assert.equal(await onScreen(docLink, false), false, 'the doc sidebar is out of reach');

  // A link in the primary menu navigates and closes the menu.
  await academy.click();
  await page.waitForURL((url) => url.pathname === '/unleash-academy/introduction');
  await sidebar.waitFor({ state: 'hidden' });
  assert.doesNotMatch((await nav.getAttribute('class')) ?? '', /navbar-sidebar--show/);

  // A link in the doc sidebar (secondary menu) does the same.
  await openPage(page, '/quickstart');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await docLink.waitFor({ state: 'visible' });
  await docLink.click();
  await page.waitForURL((url) => url.pathname === '/troubleshooting');
  await sidebar.waitFor({ state: 'hidden' });
  assert.doesNotMatch((await nav.getAttribute('class')) ?? '', /navbar-sidebar--show/);
  assert.equal(await page.getByRole('main').locator('h1').innerText(), 'Troubleshooting');
  await page.context().close();
});

test("mobile: the closed menu's links never enter the screen, so the page does not prefetch their pages", async () => {
  const context = await newContext(browser, mobileLight);
  const page = await context.newPage();
  // Records, from the first script on, every link that an IntersectionObserver (Docusaurus's
  // links prefetch their page with one) reports on screen, and whether it is in the mobile menu.
  await page.addInitScript(() => {
    const seen: { href: string | null; inMenu: boolean }[] = [];
    (window as unknown as { linksOnScreen: typeof seen }).linksOnScreen = seen;
    const Original = window.IntersectionObserver;
    window.IntersectionObserver = class extends Original {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          for (const entry of entries) {
            if (entry.isIntersecting && entry.target instanceof HTMLAnchorElement) {
              seen.push({
                href: entry.target.getAttribute('href'),
                inMenu: entry.target.closest('.navbar-sidebar') !== null,
              });
            }
          }
          callback(entries, observer);
        }, options);
      }
    };
  });
  const linksOnScreen = () =>
    page.evaluate(() => (window as unknown as { linksOnScreen: { href: string; inMenu: boolean }[] }).linksOnScreen);
  await openPage(page, '/reference/segments');
  await page.locator('.breadcrumbs a').first().waitFor();
  await page.waitForFunction(() => (window as unknown as { linksOnScreen: unknown[] }).linksOnScreen.length > 0);
  await nextFrame(page);
  const closed = await linksOnScreen();
  assert.deepEqual(
    closed.filter((link) => link.inMenu),
    [],
    'no link of the closed menu was on screen',
  );
  // Opened, the menu's links are on screen (and prefetched, as on desktop).
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page.waitForFunction(() =>
    (window as unknown as { linksOnScreen: { inMenu: boolean }[] }).linksOnScreen.some((link) => link.inMenu),
  );
  await context.close();
});

test('mobile: the open menu stays open below the desktop breakpoint and closes above it', async () => {
  const page = await open('/quickstart', mobileLight);
  const nav = navbar(page);
  const sidebar = nav.locator('.navbar-sidebar');
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  await sidebar.waitFor({ state: 'visible' });

  await page.setViewportSize({ width: 900, height: 844 });
  await page.waitForFunction(() => window.innerWidth === 900);
  // The page has handled the resize and rendered the result.
  await nextFrame(page);
  assert.match((await nav.getAttribute('class')) ?? '', /navbar-sidebar--show/, 'still open at 900 px');
  assert.ok(await sidebar.isVisible());

  await page.setViewportSize({ width: 1000, height: 844 });
  await page.waitForFunction(() => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'));
  assert.equal(await sidebar.isVisible(), false);
  assert.ok(await nav.getByRole('link', { name: 'Academy', exact: true }).isVisible(), 'the desktop items are back');

  // Back below the breakpoint the menu stays closed: it was closed, not just hidden.
  await page.setViewportSize({ width: 900, height: 844 });
  await toggle.waitFor({ state: 'visible' });
  assert.doesNotMatch((await nav.getAttribute('class')) ?? '', /navbar-sidebar--show/);
  assert.equal(await sidebar.isVisible(), false);
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await page.context().close();
});

test('mobile: the colour mode toggle is in the menu and switches the theme', async () => {
  const page = await open('/quickstart', mobileLight);
  const nav = navbar(page);
  const sidebar = nav.locator('.navbar-sidebar');
  assert.equal(
    await nav
      .locator('.navbar__inner')
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .isVisible(),
    false,
  );
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await sidebar.waitFor({ state: 'visible' });
  const toggle = sidebar.getByRole('button', { name: /Switch between dark and light mode/ });
  await toggle.waitFor({ state: 'visible' });
  assert.ok(await onScreen(toggle));

  await switchColorMode(page, sidebar, 'light');
  assert.equal(await visibleLogo(sidebar), '/img/logo-light.svg');
  await switchColorMode(page, sidebar, 'dark');
  assert.equal(await visibleLogo(sidebar), '/img/logo-dark.svg');
  assert.deepEqual(await stored(page, 'theme'), ['dark'], 'the choice is remembered');
  assert.ok(await sidebar.isVisible(), 'switching the theme keeps the menu open');
  await page.context().close();
});
