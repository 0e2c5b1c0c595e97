/**
 * docusaurus-theme-openapi-docs without its global stylesheet. The theme adds
 * its styles (about 27 KB gzip) as a client module, which puts them into the
 * one stylesheet every page loads, though only the generated operation pages
 * use them. This theme is the original in every other respect (its
 * components, its bundler settings); the operation pages import the styles
 * themselves (`@theme/ApiReferenceStyles`, written into each page by
 * ./markdown.ts), so they reach readers with those pages' chunks.
 */
import type { Plugin } from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs/lib/index';

export default function openApiThemeWithoutGlobalStyles(): Plugin<void> {
  const theme = { ...openApiTheme() };
  delete theme.getClientModules;
  return theme;
}
