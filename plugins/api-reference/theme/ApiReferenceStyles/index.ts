/**
 * The API theme's stylesheet, for the pages that use its components: each generated operation
 * page imports this module (plugins/api-reference/markdown.ts), and plugins/api-reference/
 * openapi-theme.ts keeps the theme from adding the stylesheet to every page.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
// After the theme's stylesheet: its colours raised to a 4.5:1 contrast.
import './contrast.css';
