/**
 * Adds a page's entry scripts (runtime~main and main) once its first contentful paint is on
 * screen; config/ssr-template.ts says why, and preloads them in the page's head, marked with
 * `entryScriptAttribute`. This plugin puts the loader, an inline script, at the end of every
 * page's body. It adds the marked scripts in order (`async = false`), in a task of their own,
 * after the browser reports the first contentful paint (a `paint` PerformanceObserver entry,
 * delivered once the frame is presented: scripts added at the next animation frame still ran
 * before the text appeared). A browser without paint timing waits two animation frames; a hidden
 * or prerendering page paints nothing, so its scripts are added at once, as they are when the
 * reader switches to another tab first. On a page without marked links (the home page, whose
 * scripts are deferred) it does nothing.
 */
import type { Plugin } from '@docusaurus/types';
import { entryScriptAttribute } from '../../config/ssr-template';

export const entryScriptLoader = `(function () {
  var sources = Array.prototype.map.call(document.querySelectorAll('link[${entryScriptAttribute}]'), function (link) {
    return link.href;
  });
  if (sources.length === 0) return;
  var added = false;
  function addScripts() {
    if (added) return;
    added = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function addScriptsInNextTask() {
    setTimeout(addScripts, 0);
  }
  var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || document.prerendering) {
    addScripts();
  } else if (entryTypes && entryTypes.indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      addScriptsInNextTask();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') addScripts();
    });
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(addScriptsInNextTask);
    });
  }
})();`;

export default function entryScriptsPlugin(): Plugin {
  return {
    name: 'entry-scripts',
    injectHtmlTags() {
      return { postBodyTags: [{ tagName: 'script', innerHTML: entryScriptLoader }] };
    },
  };
}
