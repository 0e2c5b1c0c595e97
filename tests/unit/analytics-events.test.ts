/**
 * Custom events (the "Was this page helpful?" answers) through the tracker, on a stand-in window:
 * each provider gets them in its own form, values are cut to the provider's limit, and without a
 * provider, or for a reader with GPC or DNT, nothing is sent or loaded and the caller is told.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnalyticsEnv } from '../../config/env';
import { createTracker, type TrackerWindow } from '../../src/analytics/tracker';

function fakeWindow(options: { gpc?: boolean; dnt?: string } = {}) {
  const scripts: unknown[] = [];
  const win: TrackerWindow = {
    location: { origin: 'https://docs.example' },
    navigator: { globalPrivacyControl: options.gpc, doNotTrack: options.dnt ?? null },
    document: {
      readyState: 'complete',
      head: { appendChild: (node) => scripts.push(node) },
      createElement: () => ({ src: '', async: false, dataset: {} }),
    },
    addEventListener: () => undefined,
    setTimeout: (callback) => callback(),
  };
  return { win, scripts };
}

const plausible: AnalyticsEnv = {
  provider: 'plausible',
  id: 'docs.example',
  scriptUrl: 'https://plausible.io/js/script.manual.js',
};
const ga: AnalyticsEnv = { provider: 'google-analytics', id: 'G-TEST123', scriptUrl: 'https://gtm.example/gtag.js' };

test('Plausible: a custom event with its props and the page address', () => {
  const { win } = fakeWindow();
  const tracker = createTracker(plausible, win);
  tracker.onRouteDidUpdate({ pathname: '/quickstart', search: '' });
  assert.equal(tracker.sendEvent('page_feedback', { helpful: 'no' }, '/quickstart'), true);
  assert.deepEqual(win.plausible?.q?.at(-1), [
    'page_feedback',
    { u: 'https://docs.example/quickstart', props: { helpful: 'no' } },
  ]);
});

test('Google Analytics: the event with its parameters, values cut at 100 characters', () => {
  const { win, scripts } = fakeWindow();
  const tracker = createTracker(ga, win);
  // An event before any page view starts the tracker too (the script loads once).
  assert.equal(tracker.sendEvent('page_feedback_comment', { helpful: 'yes', comment: 'x'.repeat(150) }, '/a'), true);
  assert.equal(scripts.length, 1);
  const event = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).at(-1);
  assert.deepEqual(event, [
    'event',
    'page_feedback_comment',
    { helpful: 'yes', comment: 'x'.repeat(100), page_location: 'https://docs.example/a', page_path: '/a' },
  ]);
});

test('no provider, or a reader with GPC or DNT: nothing is sent, nothing loads, and the caller knows', () => {
  const unconfigured = fakeWindow();
  assert.equal(createTracker(null, unconfigured.win).sendEvent('page_feedback', { helpful: 'yes' }, '/'), false);
  assert.equal(unconfigured.win.plausible, undefined);
  assert.equal(unconfigured.scripts.length, 0);
  for (const signals of [{ gpc: true }, { dnt: '1' }]) {
    const { win, scripts } = fakeWindow(signals);
    assert.equal(createTracker(plausible, win).sendEvent('page_feedback', { helpful: 'yes' }, '/'), false);
    assert.equal(win.plausible, undefined, JSON.stringify(signals));
    assert.equal(scripts.length, 0);
  }
});
