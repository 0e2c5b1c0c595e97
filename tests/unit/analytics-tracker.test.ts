/**
 * The page-view tracker with each provider, on a stand-in window that records
 * the scripts added and the calls made: Google Analytics here (Plausible is
 * also exercised end to end in Chromium by tests/e2e-configured).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnalyticsEnv } from '../../config/env';
import { createTracker, readerOptedOut, type TrackerWindow } from '../../src/analytics/tracker';

function fakeWindow(options: { readyState?: string; gpc?: boolean; dnt?: string } = {}) {
  const scripts: { src: string; async: boolean; dataset: Record<string, string> }[] = [];
  const loadListeners: (() => void)[] = [];
  const win: TrackerWindow = {
    location: { origin: 'https://docs.example' },
    navigator: { globalPrivacyControl: options.gpc, doNotTrack: options.dnt ?? null },
    document: {
      readyState: options.readyState ?? 'interactive',
      head: { appendChild: (node) => scripts.push(node as (typeof scripts)[number]) },
      createElement: () => ({ src: '', async: false, dataset: {} }),
    },
    addEventListener: (_type, listener) => loadListeners.push(listener),
    setTimeout: (callback) => callback(),
  };
  return { win, scripts, fireLoad: () => loadListeners.splice(0).forEach((l) => l()) };
}

const ga: AnalyticsEnv = {
  provider: 'google-analytics',
  id: 'G-TEST123',
  scriptUrl: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
};

/** What gtag.js would read: each dataLayer entry as a plain list. */
const calls = (win: TrackerWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

test('Google Analytics: the script loads after the page, with one page_view per route and none twice', () => {
  const { win, scripts, fireLoad } = fakeWindow();
  const tracker = createTracker(ga, win);
  tracker.onRouteDidUpdate({ pathname: '/quickstart', search: '' });
  assert.equal(scripts.length, 0, 'nothing is loaded before the load event');
  fireLoad();
  assert.equal(scripts.length, 1);
  assert.equal(scripts[0]?.src, ga.scriptUrl);
  assert.equal(scripts[0]?.async, true);

  tracker.onRouteDidUpdate({ pathname: '/quickstart', search: '' }); // a hash change or re-render
  tracker.onRouteDidUpdate({ pathname: '/what-is-a-feature-flag', search: '' });
  tracker.onRouteDidUpdate({ pathname: '/search', search: '?q=segments' });
  tracker.onRouteDidUpdate({ pathname: '/search', search: '?q=segments' });
  tracker.onRouteDidUpdate({ pathname: '/quickstart', search: '' });

  const recorded = calls(win);
  assert.deepEqual(recorded[1], ['config', 'G-TEST123', { send_page_view: false }], 'no automatic page view');
  const pageViews = recorded.filter((c) => c[0] === 'event' && c[1] === 'page_view').map((c) => c[2]);
  assert.deepEqual(pageViews, [
    { page_location: 'https://docs.example/quickstart', page_path: '/quickstart' },
    { page_location: 'https://docs.example/what-is-a-feature-flag', page_path: '/what-is-a-feature-flag' },
    { page_location: 'https://docs.example/search?q=segments', page_path: '/search' },
    { page_location: 'https://docs.example/quickstart', page_path: '/quickstart' },
  ]);
  assert.ok(
    (win.dataLayer ?? []).every((entry) => Object.prototype.toString.call(entry) === '[object Arguments]'),
    'queued as arguments objects, the form gtag.js reads',
  );
  assert.equal(scripts.length, 1, 'the script loads once');
});

test('a page that has already loaded gets the script at once', () => {
  const { win, scripts } = fakeWindow({ readyState: 'complete' });
  createTracker(ga, win).onRouteDidUpdate({ pathname: '/', search: '' });
  assert.equal(scripts.length, 1);
});

test('Plausible: the script carries the domain and calls wait in its queue', () => {
  const { win, scripts, fireLoad } = fakeWindow();
  const tracker = createTracker(
    { provider: 'plausible', id: 'docs.example', scriptUrl: 'https://plausible.io/js/script.manual.js' },
    win,
  );
  tracker.onRouteDidUpdate({ pathname: '/quickstart', search: '' });
  fireLoad();
  assert.equal(scripts[0]?.dataset.domain, 'docs.example');
  assert.deepEqual(win.plausible?.q, [['pageview', { u: 'https://docs.example/quickstart' }]]);
});

test('readers with Global Privacy Control or Do Not Track get no script and no events', () => {
  for (const signals of [{ gpc: true }, { dnt: '1' }, { dnt: 'yes' }]) {
    const { win, scripts, fireLoad } = fakeWindow(signals);
    assert.equal(readerOptedOut(win), true);
    createTracker(ga, win).onRouteDidUpdate({ pathname: '/quickstart', search: '' });
    fireLoad();
    assert.equal(scripts.length, 0, JSON.stringify(signals));
    assert.equal(win.dataLayer, undefined);
    assert.equal(win.gtag, undefined);
  }
  assert.equal(readerOptedOut(fakeWindow({ dnt: '0' }).win), false);
});

test('with no provider configured, nothing happens', () => {
  const { win, scripts, fireLoad } = fakeWindow();
  createTracker(null, win).onRouteDidUpdate({ pathname: '/quickstart', search: '' });
  fireLoad();
  assert.equal(scripts.length, 0);
  assert.equal(win.plausible, undefined);
  assert.equal(win.dataLayer, undefined);
});
