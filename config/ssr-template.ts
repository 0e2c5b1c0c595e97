/**
 * The HTML shell of every page (Docusaurus's `ssrTemplate` option): Docusaurus 3.10's own shell,
 * except for when the two entry scripts (runtime~main and main) run.
 *
 * Docusaurus loads them with `defer`, which runs them as soon as the document is parsed. On a
 * slow phone that is often before the browser has painted anything: the reader then looks at a
 * blank screen while main.js (the route table, React) is compiled and run, 300 ms and more on
 * Lighthouse's throttled phone. Here the scripts start downloading as early as before
 * (`<link rel="preload">` in the head, at the low priority deferred scripts get, so they do not
 * compete with the stylesheet), and an inline loader at the end of the body adds them, in order
 * (`async = false`, in a task of their own), once the first contentful paint is on screen: the
 * browser reports it (a `paint` PerformanceObserver entry) after the frame is presented, which
 * can be a frame or two after its callbacks; scripts added at the next animation frame still ran
 * before the text appeared. The server-rendered page is complete, so that paint shows the whole
 * first screen; hydration starts a few milliseconds later. A browser without paint timing waits
 * two animation frames; a hidden or prerendering page paints nothing, so its scripts are added at
 * once, as they are when the reader switches to another tab first.
 *
 * The home page keeps Docusaurus's deferred scripts: it carries Docusaurus's base-URL check (the
 * banner a wrong `baseUrl` shows, which the spec keeps), an inline script, among the page's
 * Helmet tags (`metaAttributes`), that looks for the scripts' `window.docusaurus` as soon as the
 * document is parsed.
 */
const baseUrlCheckMarker = '__docusaurus-base-url-issue-banner';

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const runAfterFirstPaint = !it.metaAttributes.some((tags) => tags.includes('${baseUrlCheckMarker}')); %>
    <% it.scripts.forEach((script) => { %>
      <% if (runAfterFirstPaint) { %>
        <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" />
      <% } else { %>
        <script src="<%= it.baseUrl %><%= script %>" defer></script>
      <% } %>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <% if (runAfterFirstPaint) { %>
      <script>(function (sources) {
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
        function addScriptsInNextTask() { setTimeout(addScripts, 0); }
        var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
        if (document.visibilityState === 'hidden' || document.prerendering) addScripts();
        else if (entryTypes && entryTypes.indexOf('paint') !== -1) {
          new PerformanceObserver(function (list, observer) {
            if (list.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            addScriptsInNextTask();
          }).observe({ type: 'paint', buffered: true });
          document.addEventListener('visibilitychange', function () {
            if (document.visibilityState === 'hidden') addScripts();
          });
        } else requestAnimationFrame(function () { requestAnimationFrame(addScriptsInNextTask); });
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
    <% } %>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
