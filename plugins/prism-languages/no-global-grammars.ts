/**
 * Stands in for @docusaurus/theme-classic's `prism-include-languages` client module (see ./index.ts):
 * every page's grammars arrive with the page (./languages), so no page needs a global one.
 */
export {};
