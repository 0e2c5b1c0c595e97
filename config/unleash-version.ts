/**
 * The Unleash release this site documents. Every page says so (src/theme/DocItem/Footer), and
 * the tests hold the rest to it: the spec's `info.version` (tests/unit/openapi-spec.test.ts), the
 * `unleash-server` the tests run (tools/real-unleash/package.json) and the version that server
 * reports (tests/real-unleash/operation-facts.test.ts). Raising it means re-checking the pages.
 */
export const documentedUnleashVersion = '8.2';
