import { spawnSync } from 'node:child_process';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { readSiteEnv, readThirdPartyEnv } from './config/env';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { prism } from './config/prism';
import { sidebarItemsGenerator } from './config/sidebar-items';
import { algoliaThemeConfig, searchCustomFields } from './config/search';
import { apiReferenceDocIdPrefix, docsPluginModule, apiReferenceThemeConfig } from './config/api-reference';
import { apiDocItemComponent, openApiDocsPlugin } from './plugins/api-reference';
import type { LeanDocsUserOptions } from './plugins/lean-docs';
import { remoteDocsManifestPath } from './plugins/remote-docs';
import remarkRemoteDocs from './plugins/remote-docs/remark';
import { llmsFullTxtPath, llmsTxtPath } from './config/markdown-twins';
import { ssrTemplate } from './config/ssr-template';

const env = readSiteEnv();
const thirdParties = readThirdPartyEnv();

/** The date (YYYY-MM-DD) of the last commit touching a path, or null outside git. */
function lastChangeOf(relativePath: string): string | null {
  const result = spawnSync('git', ['log', '-1', '--format=%cs', '--', relativePath], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  return result.status === 0 && result.stdout.trim() ? result.stdout.trim() : null;
}

/**
 * Last-update dates come from git. A copy without git history (a release tarball, `git archive`,
 * a vendored copy) builds without them: Docusaurus would otherwise stop with "This Docusaurus
 * site is outside any Git worktree".
 */
const inGitWorktree =
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: __dirname, encoding: 'utf8' }).stdout?.trim() ===
  'true';
if (!inGitWorktree) {
  console.warn('[unleash-docs] Not a git checkout: building without last-updated dates.');
}

/** The docs plugin's options (plugins/lean-docs wraps @docusaurus/plugin-content-docs). */
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  lastVersion: 'current',
  versions: { current: { label: 'Next', path: '' } },
  editUrl: 'https://github.com/Unleash/unleash/edit/main/website/',
  showLastUpdateTime: inGitWorktree,
  // The theme's DocItem, or the API explorer's ApiItem (loaded only) for generated API pages.
  docItemComponent: apiDocItemComponent,
  // The generated operation pages stay out of the docs map every doc page loads (their sidebar entries stay).
  omitDocsUnder: [apiReferenceDocIdPrefix],
  // The API pages get their own copy of the sidebar data; elsewhere its API tags are plain links.
  sectionRoutes: [`/${apiReferenceDocIdPrefix}`],
  // Nothing renders a card of a hand-written doc: the docs map every doc page loads goes without descriptions.
  omitDescriptions: true,
  // FETCH_REMOTE_DOCS=1 only: swaps an SDK page's body for its repository's README (plugins/remote-docs).
  beforeDefaultRemarkPlugins: [[remarkRemoteDocs, { manifestPath: remoteDocsManifestPath(__dirname) }]],
} satisfies LeanDocsUserOptions;

const config: Config = {
  title: 'Unleash Documentation',
  tagline: 'Feature flags for teams that ship with confidence',
  url: env.siteUrl,
  baseUrl: '/',
  // Entry scripts run after the first paint (config/ssr-template.ts says why).
  ssrTemplate,
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  organizationName: 'Unleash',
  projectName: 'unleash-docs',

  customFields: { search: searchCustomFields(env.algolia), thirdParties },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  future: {
    v4: true,
    // Every faster option but Rspack's persistent cache. The cache stays in the build's memory once
    // bundling is over (about 500 MB more for the SSG and postBuild phases: a cold build peaked at
    // 2.5-2.7 GB with it, 2.2 GB without), and only a warm rebuild gains from it (about 36 s instead
    // of a cold build's 60). It also could not serve a build with remote READMEs, whose pages'
    // bodies come from a fetch it does not know of.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
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
        // The docs plugin is added below, through plugins/lean-docs.
        docs: false,
        blog: false,
        pages: {},
        theme: { customCss: './src/css/custom.css' },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // Page dates come from git: a copy without git history builds a sitemap without them.
          lastmod: inGitWorktree ? 'date' : null,
          ignorePatterns: ['/__tests__/**', '/search'],
          filename: 'sitemap.xml',
          // Generated API pages are not in git, so they get the date of the spec's last change.
          createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) => {
            const items = await defaultCreateSitemapItems(params);
            const specDate = lastChangeOf('openapi');
            const pages = items.map((item) => (item.lastmod || !specDate ? item : { ...item, lastmod: specDate }));
            // The Markdown indexes (plugins/markdown-twins) list every page's Markdown twin; they
            // change whenever a page does.
            const newest = pages.reduce<string | null>(
              (latest, item) => (item.lastmod && (!latest || item.lastmod > latest) ? item.lastmod : latest),
              null,
            );
            const indexes = [llmsTxtPath, llmsFullTxtPath].map((file) => ({
              url: `${env.siteUrl}${file}`,
              lastmod: newest,
              changefreq: 'weekly' as const,
              priority: 0.5,
            }));
            return [...pages, ...indexes];
          },
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [docsPluginModule, docsOptions],
    './plugins/repository-stars/index.ts',
    './plugins/home-variant/index.ts',
    './plugins/page-index/index.ts',
    './plugins/adr-index/index.ts',
    // FETCH_REMOTE_DOCS=1: the SDK pages from their repositories' READMEs (the plugin lists them).
    './plugins/remote-docs/index.ts',
    './plugins/search-index/index.ts',
    './plugins/markdown-twins/index.ts',
    openApiDocsPlugin,
    // @docusaurus/plugin-client-redirects, with the legacy redirects and the /docs/ prefix built in.
    './plugins/legacy-redirects/index.ts',
    './plugins/hosting/index.ts',
    // Entry scripts added after the first contentful paint (config/ssr-template.ts says why).
    './plugins/entry-scripts/index.ts',
    './plugins/bundle-size/index.ts',
    // The theme's global Prism grammars out of main.js: pages import theirs (config/prism.ts).
    './plugins/prism-languages/index.ts',
    ...(env.includeTestFixtures ? ['./plugins/test-fixtures/index.ts'] : []),
  ],

  // docusaurus-theme-openapi-docs, its stylesheet loaded by the operation pages only; then the API
  // reference's own theme, which wraps some of its components (a later theme's components win).
  themes: ['./plugins/api-reference/openapi-theme.ts', './plugins/api-reference/index.ts'],

  clientModules: ['./src/clientModules/imageZoom.ts', './src/clientModules/analytics.ts'],

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
    ...apiReferenceThemeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
