/**
 * Legacy redirects: every path the old documentation site answered (its client-side redirect pages
 * and the rules its host applied) and the page of this site that now holds the content.
 *
 * To add a redirect, put the old path in the `from` list of the group whose `to` is the page that
 * holds the content now, or add a group (groups are sorted by `to`, paths inside a group sorted).
 * - Each old path is listed once in the whole table: leading slash, no trailing slash, no anchor.
 * - It must not be a route this site serves, or the redirect would shadow that page.
 * - `to` is a route of this site (a page in docs/, or an API page under /reference/api/unleash/),
 *   without an anchor, and never another old path: every redirect takes one hop.
 *
 * The build serves the table twice: @docusaurus/plugin-client-redirects writes a redirect page for
 * each old path, and plugins/hosting writes the same list as 301s to `_redirects` (Netlify,
 * Cloudflare Pages) and to `_nginx/redirects.conf`, which deploy/nginx.conf includes.
 */
export interface RedirectGroup {
  /** The page that now holds the content: a route of this site, without anchor. */
  to: string;
  /** Old paths, without trailing slash, each listed once in the whole table. */
  from: readonly string[];
}

export const redirectGroups: readonly RedirectGroup[] = [
  { to: '/', from: ['/help'] },
  {
    to: '/api-overview',
    from: [
      '/api/open_api',
      '/how-to/api',
      '/how-to/how-to-enable-openapi',
      '/how-to/how-to-use-the-admin-api',
      '/reference/api/unleash',
      '/using-unleash',
    ],
  },
  { to: '/availability', from: ['/using-unleash/troubleshooting/feature-not-available'] },
  { to: '/contributing/developer-guide', from: ['/contributing', '/developer-guide'] },
  { to: '/feature-flag-tutorials/flutter/a-b-testing', from: ['/topics/feature-flags/tutorials/flutter/a-b-testing'] },
  // The old target, /feature-flag-tutorials/nextjs/implementing-feature-flags, is now this one page.
  { to: '/feature-flag-tutorials/nextjs', from: ['/topics/feature-flags/tutorials/nextjs/implementing-feature-flags'] },
  {
    to: '/feature-flag-tutorials/react',
    from: [
      '/feature-flags-tutorials',
      '/languages-and-frameworks',
      '/topics/feature-flags/tutorials',
      '/topics/feature-flags/tutorials/react/implementing-feature-flags',
      '/tutorials',
    ],
  },
  { to: '/feature-flag-tutorials/use-cases/a-b-testing', from: ['/topics/a-b-testing'] },
  { to: '/feature-flag-tutorials/use-cases/gradual-rollout', from: ['/feature-flag-tutorials', '/use-cases'] },
  {
    to: '/feature-flag-tutorials/use-cases/how-to-capture-impression-data',
    from: ['/how-to/how-to-capture-impression-data'],
  },
  {
    to: '/how-to-create-feature-flag',
    from: ['/how-to/how-to-create-feature-toggles', '/user_guide/create_feature_toggle'],
  },
  { to: '/how-to/how-to-add-sso-google', from: ['/advanced/sso-google'] },
  { to: '/how-to/how-to-add-sso-open-id-connect', from: ['/advanced/sso-open-id-connect', '/how-to/sso'] },
  { to: '/how-to/how-to-add-sso-saml', from: ['/advanced/sso-saml'] },
  { to: '/how-to/how-to-add-sso-saml-keycloak', from: ['/advanced/sso-saml-keycloak'] },
  {
    to: '/how-to/how-to-environment-import-export',
    from: ['/deploy/environment-import-export', '/reference/deploy/environment-import-export'],
  },
  { to: '/how-to/how-to-setup-provisioning-with-okta', from: ['/how-to/provisioning'] },
  {
    to: '/quickstart',
    from: ['/docs/getting_started', '/tutorials/getting-started', '/tutorials/quickstart', '/user_guide/quickstart'],
  },
  {
    to: '/reference/activation-strategies',
    from: [
      '/advanced/strategy_constraints',
      '/how-to/how-to-add-strategy-constraints',
      '/how-to/how-to-define-custom-context-fields',
      '/how-to/how-to-use-custom-strategies',
      '/reference/strategy-constraints',
      '/user_guide/activation_strategy',
      '/user_guide/control_rollout',
    ],
  },
  {
    // /how-to/how-to-create-api-tokens is still a page of this site, so it is not redirected here.
    to: '/reference/api-tokens-and-client-keys',
    from: [
      '/deploy/user_guide/api-token',
      '/how-to/how-to-create-personal-access-tokens',
      '/how-to/how-to-create-project-api-tokens',
      '/user_guide/api-token',
    ],
  },
  { to: '/reference/api/legacy/unleash', from: ['/api'] },
  { to: '/reference/api/legacy/unleash/admin/addons', from: ['/api/admin/addons'] },
  { to: '/reference/api/legacy/unleash/admin/archive', from: ['/api/admin/features-archive'] },
  { to: '/reference/api/legacy/unleash/admin/context', from: ['/api/admin/context'] },
  { to: '/reference/api/legacy/unleash/admin/events', from: ['/api/admin/events'] },
  { to: '/reference/api/legacy/unleash/admin/feature-types', from: ['/api/admin/feature-types'] },
  { to: '/reference/api/legacy/unleash/admin/features', from: ['/api/admin/features'] },
  { to: '/reference/api/legacy/unleash/admin/features-v2', from: ['/api/admin/feature-toggles-v2'] },
  { to: '/reference/api/legacy/unleash/admin/metrics', from: ['/api/admin/metrics'] },
  { to: '/reference/api/legacy/unleash/admin/projects', from: ['/api/admin/projects'] },
  { to: '/reference/api/legacy/unleash/admin/segments', from: ['/api/admin/segments'] },
  { to: '/reference/api/legacy/unleash/admin/state', from: ['/api/admin/state'] },
  { to: '/reference/api/legacy/unleash/admin/strategies', from: ['/api/admin/strategies'] },
  { to: '/reference/api/legacy/unleash/admin/tags', from: ['/api/admin/tags'] },
  { to: '/reference/api/legacy/unleash/admin/user-admin', from: ['/api/admin/user-admin'] },
  { to: '/reference/api/legacy/unleash/basic-auth', from: ['/api/basic-auth'] },
  { to: '/reference/api/legacy/unleash/client/features', from: ['/api/client/features'] },
  { to: '/reference/api/legacy/unleash/client/metrics', from: ['/api/client/metrics'] },
  { to: '/reference/api/legacy/unleash/client/register', from: ['/api/client/register'] },
  { to: '/reference/api/legacy/unleash/internal/health', from: ['/api/internal/health'] },
  { to: '/reference/api/legacy/unleash/internal/prometheus', from: ['/api/internal/internal'] },
  { to: '/reference/banners', from: ['/how-to-create-and-display-banners'] },
  {
    to: '/reference/custom-activation-strategies',
    from: ['/advanced/custom-activation-strategy', '/advanced/custom_activation_strategy'],
  },
  {
    to: '/reference/environment-import-export',
    from: ['/deploy/import_export', '/how-to/how-to-import-export', '/reference/deploy/import-export'],
  },
  {
    to: '/reference/environments',
    from: ['/how-to/env', '/how-to/how-to-clone-environments', '/user_guide/environments'],
  },
  { to: '/reference/events', from: ['/advanced/audit_log', '/reference/event-log', '/reference/event-types'] },
  {
    to: '/reference/feature-toggle-variants',
    from: ['/advanced/feature_toggle_variants', '/advanced/toggle_variants', '/toggle_variants'],
  },
  {
    to: '/reference/feature-toggles',
    from: [
      '/advanced/archived_toggles',
      '/advanced/feature_toggle_types',
      '/advanced/tags',
      '/how-to/how-to-add-feature-flag-naming-patterns',
      '/reference/archived-toggles',
      '/reference/dependent-features',
      '/reference/feature-flag-naming-patterns',
      '/reference/feature-lifecycle',
      '/reference/feature-toggle-types',
      '/reference/tags',
    ],
  },
  { to: '/reference/impression-data', from: ['/advanced/impression-data', '/advanced/impression_data'] },
  {
    to: '/reference/integrations',
    from: ['/addons', '/integrations', '/integrations/integrations', '/reference/addons'],
  },
  { to: '/reference/integrations/datadog', from: ['/addons/datadog', '/reference/addons/datadog'] },
  {
    to: '/reference/integrations/jira-server-plugin-installation',
    from: ['/integrations/jira_server_plugin_installation'],
  },
  { to: '/reference/integrations/jira-server-plugin-usage', from: ['/integrations/jira_server_plugin_usage'] },
  { to: '/reference/integrations/slack', from: ['/addons/slack', '/reference/addons/slack'] },
  { to: '/reference/integrations/slack-app', from: ['/addons/slack-app', '/reference/addons/slack-app'] },
  { to: '/reference/integrations/teams', from: ['/addons/teams', '/reference/addons/teams'] },
  { to: '/reference/integrations/webhook', from: ['/addons/webhook', '/reference/addons/webhook'] },
  { to: '/reference/login-history', from: ['/how-to/how-to-download-login-history'] },
  // /reference was the index of the reference section; the old host sent it to its first page.
  { to: '/reference/projects', from: ['/reference', '/user_guide/projects'] },
  { to: '/reference/public-signup', from: ['/how-to/how-to-manage-public-invite-tokens'] },
  {
    to: '/reference/rbac',
    from: [
      '/advanced/groups',
      '/how-to/how-to-add-users-to-unleash',
      '/how-to/how-to-create-and-assign-custom-project-roles',
      '/how-to/how-to-create-and-assign-custom-root-roles',
      '/how-to/how-to-create-and-manage-user-groups',
      '/how-to/users-and-permissions',
      '/user_guide/rbac',
    ],
  },
  {
    to: '/reference/sdks',
    from: ['/client-sdk', '/sdks', '/sdks/community', '/user_guide/client-sdk', '/user_guide/connect_sdk'],
  },
  // The Android and iOS SDK pages were once at .../android-proxy and .../ios-proxy; those slugs keep working.
  { to: '/reference/sdks/android', from: ['/reference/sdks/android-proxy', '/sdks/android_proxy_sdk'] },
  { to: '/reference/sdks/dotnet', from: ['/sdks/dot_net_sdk'] },
  { to: '/reference/sdks/go', from: ['/sdks/go_sdk'] },
  { to: '/reference/sdks/ios', from: ['/reference/sdks/ios-proxy', '/sdks/proxy-ios'] },
  { to: '/reference/sdks/java', from: ['/sdks/java_sdk'] },
  { to: '/reference/sdks/javascript-browser', from: ['/sdks/javascript-browser', '/sdks/proxy-javascript'] },
  { to: '/reference/sdks/node', from: ['/sdks/node_sdk'] },
  { to: '/reference/sdks/php', from: ['/sdks/php_sdk'] },
  { to: '/reference/sdks/python', from: ['/sdks/python_sdk'] },
  { to: '/reference/sdks/react', from: ['/sdks/proxy-react', '/sdks/react'] },
  { to: '/reference/sdks/ruby', from: ['/sdks/ruby_sdk'] },
  { to: '/reference/sdks/svelte', from: ['/sdks/proxy-svelte'] },
  { to: '/reference/sdks/vue', from: ['/sdks/proxy-vue'] },
  { to: '/reference/service-accounts', from: ['/how-to/how-to-create-service-accounts'] },
  { to: '/reference/sso', from: ['/advanced/enterprise-authentication'] },
  { to: '/reference/stickiness', from: ['/advanced/stickiness'] },
  { to: '/reference/technical-debt', from: ['/user_guide/technical_debt'] },
  { to: '/reference/unleash-context', from: ['/user_guide/unleash_context'] },
  { to: '/reference/unleash-proxy', from: ['/sdks/unleash-proxy', '/user_guide/native_apps', '/user_guide/proxy-api'] },
  { to: '/reference/whats-new-v4', from: ['/user_guide/v4-whats-new'] },
  {
    to: '/topics/feature-flag-migration/feature-flag-migration-best-practices',
    from: [
      '/topics/feature-flag-migration/business-case-feature-flag-migration',
      '/topics/feature-flag-migration/feature-flag-migration-scope',
      '/topics/feature-flag-migration/how-to-execute-feature-flag-migration',
      '/topics/feature-flag-migration/onbording-users-to-feature-flag-service',
      '/topics/feature-flag-migration/planning-feature-flag-migration',
    ],
  },
  {
    to: '/topics/feature-flags/feature-flag-best-practices',
    from: [
      '/topics/feature-flags/availability-over-consistency',
      '/topics/feature-flags/democratize-feature-flag-access',
      '/topics/feature-flags/enable-traceability',
      '/topics/feature-flags/evaluate-flags-close-to-user',
      '/topics/feature-flags/limit-payloads',
      '/topics/feature-flags/never-expose-pii',
      '/topics/feature-flags/prioritize-ux',
      '/topics/feature-flags/runtime-control',
      '/topics/feature-flags/scale-horizontally',
      '/topics/feature-flags/short-lived-feature-flags',
      '/topics/feature-flags/unique-names',
    ],
  },
  {
    // The troubleshooting guides under /using-unleash/troubleshooting/ (the old host's targets for the
    // /how-to/how-to-troubleshoot-* pages and for the section index) are now sections of this one page.
    to: '/troubleshooting',
    from: [
      '/how-to/how-to-troubleshoot-flag-exposure',
      '/how-to/how-to-troubleshoot-flag-not-returned',
      '/using-unleash/troubleshooting',
      '/using-unleash/troubleshooting/cors',
      '/using-unleash/troubleshooting/flag-abn-unexpected-results',
      '/using-unleash/troubleshooting/flag-exposure',
      '/using-unleash/troubleshooting/flag-not-returned',
    ],
  },
  { to: '/understanding-unleash/data-collection', from: ['/topics/data-collection', '/tutorials/data-collection'] },
  {
    to: '/understanding-unleash/hosting-options',
    from: ['/topics/proxy-hosting', '/tutorials/proxy-hosting', '/understanding-unleash/proxy-hosting'],
  },
  {
    to: '/understanding-unleash/managing-constraints',
    from: ['/topics/managing-constraints', '/tutorials/managing-constraints'],
  },
  {
    // The "Important concepts" page (/user_guide/important-concepts, /tutorials/important-concepts,
    // /reference/concepts) was sent to the /reference index, which itself now redirects to
    // /reference/projects; its overview of the core concepts lives on this page.
    to: '/understanding-unleash/the-anatomy-of-unleash',
    from: [
      '/reference/concepts',
      '/topics/the-anatomy-of-unleash',
      '/tutorials/important-concepts',
      '/tutorials/the-anatomy-of-unleash',
      '/user_guide/important-concepts',
    ],
  },
  {
    to: '/understanding-unleash/unleash-overview',
    from: ['/tutorials/unleash-overview', '/understanding-unleash', '/user_guide/unleash_overview'],
  },
  { to: '/unleash-academy/advanced-for-devs', from: ['/tutorials/academy-advanced-for-devs'] },
  { to: '/unleash-academy/foundational', from: ['/tutorials/academy-foundational'] },
  { to: '/unleash-academy/introduction', from: ['/tutorials/academy', '/unleash-academy'] },
  { to: '/unleash-academy/managing-unleash-for-devops', from: ['/tutorials/academy-managing-unleash-for-devops'] },
  {
    // Database, email and security settings are sections of this page. The v3 configuration page
    // (/using-unleash/deploy/configuring-unleash-v3) no longer exists: this is the closest page.
    to: '/using-unleash/deploy/configuring-unleash',
    from: [
      '/deploy/configuring_unleash',
      '/deploy/configuring_unleash_v3',
      '/deploy/database-backup',
      '/deploy/database-setup',
      '/deploy/email',
      '/deploy/securing_unleash',
      '/reference/deploy/configuring-unleash',
      '/reference/deploy/configuring-unleash-v3',
      '/reference/deploy/database-backup',
      '/reference/deploy/database-setup',
      '/reference/deploy/email-service',
      '/reference/deploy/securing-unleash',
      '/using-unleash/deploy/database-backup',
      '/using-unleash/deploy/database-setup',
      '/using-unleash/deploy/email-service',
      '/using-unleash/troubleshooting/email-service',
    ],
  },
  {
    // The Google auth hook guide was removed; the old host sent it to the deployment overview.
    to: '/using-unleash/deploy/getting-started',
    from: [
      '/deploy',
      '/deploy/getting_started',
      '/deploy/google_auth',
      '/reference/deploy',
      '/reference/deploy/getting-started',
      '/reference/deploy/google-auth-hook',
      '/using-unleash/deploy',
      '/using-unleash/deploy/google-auth-hook',
    ],
  },
  { to: '/using-unleash/deploy/https', from: ['/how-to/troubleshooting/https'] },
  {
    to: '/using-unleash/deploy/upgrading-unleash',
    from: ['/deploy/migration_guide', '/reference/deploy/migration-guide'],
  },
  // /topics/what-is-a-feature-flag, the old host's target for /topics, moved to the site root.
  { to: '/what-is-a-feature-flag', from: ['/how-to', '/topics'] },
];

/** One old path and the page it now leads to. */
export interface Redirect {
  from: string;
  to: string;
}

/** The table as single redirects, for the plugins that serve them (legacy-redirects, hosting). */
export const legacyRedirects: readonly Redirect[] = redirectGroups.flatMap((group) =>
  group.from.map((from) => ({ from, to: group.to })),
);

/** Redirects that leave the site; `:path*` carries the rest of the path. */
export interface ExternalRedirect {
  /**
   * An old path prefix ending in `/:path*`. It matches the prefix itself and everything below it:
   * `/unleash-client-python` and `/unleash-client-python/docs/README.md` both match, and `:path*`
   * captures the rest (empty, or `docs/README.md`).
   */
  from: string;
  /** An absolute URL ending in `/:path*`, where the captured rest of the path is put back. */
  to: string;
}

export const externalRedirects: readonly ExternalRedirect[] = [
  // The Python SDK's generated docs, once served under this site (old rule: /unleash-client-python(/?)/:path).
  { from: '/unleash-client-python/:path*', to: 'https://gh.getunleash.io/unleash-client-python/:path*' },
];
