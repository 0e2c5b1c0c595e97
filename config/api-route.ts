/**
 * Where the generated API reference lives: the route prefix of every operation and tag page
 * (the doc id prefix is the same without the leading slash). No Node.js imports, so browser code
 * (plugins/api-reference/theme/ApiDocItem) can read it too.
 */
export const apiReferenceRoutePrefix = '/reference/api/unleash/';
