import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { readSiteEnv } from './config/env';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { prism } from './config/prism';
import { sidebarItemsGenerator } from './config/sidebar-items';
import { algoliaThemeConfig, searchCustomFields } from './config/search';

const env = readSiteEnv();

const config: Config = {
  title: 'Unleash Documentation',
  tagline: 'Feature flags for teams that ship with confidence',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  organizationName: 'Unleash',
  projectName: 'unleash-docs',

  customFields: { search: searchCustomFields(env.algolia) },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  future: {
    v4: true,
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
          lastVersion: 'current',
          versions: { current: { label: 'Next', path: '' } },
          editUrl: 'https://github.com/Unleash/unleash/edit/main/website/',
          showLastUpdateTime: true,
        },
        blog: false,
        pages: {},
        theme: { customCss: './src/css/custom.css' },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          lastmod: 'date',
          ignorePatterns: ['/__tests__/**', '/search'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/repository-stars/index.ts',
    './plugins/home-variant/index.ts',
    './plugins/page-index/index.ts',
    './plugins/search-index/index.ts',
    ...(env.includeTestFixtures ? ['./plugins/test-fixtures/index.ts'] : []),
  ],

  clientModules: ['./src/clientModules/imageZoom.ts'],

  headTags: [
    {
      // Runs before the router reads the URL: /page.html, /page.htm and
      // /page/index.html load the clean path instead.
      tagName: 'script',
      attributes: {},
      innerHTML:
        "(function(){var p=location.pathname,c=p.replace(/(?:\\/index)?\\.html?$/,'');if(c!==p){location.replace((c||'/')+location.search+location.hash)}})()",
    },
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'og:image:width', content: '1200' },
      { name: 'og:image:height', content: '630' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:site', content: '@getunleash' },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'docs-rebuilt-2026',
      content:
        'These docs have a new home and a faster search. Found something missing? <a href="https://github.com/Unleash/unleash/issues/new">Tell us on GitHub</a>.',
      backgroundColor: '#1a4049',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: true },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar,
    footer,
    prism,
    algolia: algoliaThemeConfig(env.algolia),
  } satisfies Preset.ThemeConfig,
};

export default config;
