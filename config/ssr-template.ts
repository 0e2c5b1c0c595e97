/**
 * The HTML shell of every page (Docusaurus's `ssrTemplate` option): Docusaurus 3.10's own shell,
 * except for how the two entry scripts (runtime~main and main) load.
 *
 * Docusaurus loads them with `defer`, which runs them as soon as the document is parsed. On a
 * slow phone that is often before the browser has painted anything: the reader then looks at a
 * blank screen while main.js (the route table, React) is compiled and run, 300 ms and more on
 * Lighthouse's throttled phone. Here the head preloads them instead (at the low priority deferred
 * scripts get, so they do not compete with the stylesheet), marked with `entryScriptAttribute`,
 * and plugins/entry-scripts adds them once the page's first contentful paint is on screen.
 *
 * The home page keeps Docusaurus's deferred scripts: it carries Docusaurus's base-URL check (the
 * banner a wrong `baseUrl` shows, which the spec keeps), an inline script, among the page's
 * Helmet tags (`metaAttributes`), that looks for the scripts' `window.docusaurus` as soon as the
 * document is parsed.
 *
 * Docusaurus copies the site configuration, this template included, into every page's main.js,
 * which is why the loader itself is a plugin's HTML tag and the template is kept short.
 */
const baseUrlCheckMarker = '__docusaurus-base-url-issue-banner';

/** Marks the preload links of the entry scripts, for the loader of plugins/entry-scripts. */
export const entryScriptAttribute = 'data-entry-script';

const laidOutTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
<% const deferred = it.metaAttributes.some((tags) => tags.includes('${baseUrlCheckMarker}')); %>
<% it.scripts.forEach((script) => { %>
<% if (deferred) { %><script src="<%= it.baseUrl %><%= script %>" defer></script>
<% } else { %><link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" ${entryScriptAttribute} />
<% } %>
<% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>`;

/** Without line breaks: every line above ends a tag or an EJS block. */
export const ssrTemplate = laidOutTemplate.replace(/\n/g, '');
