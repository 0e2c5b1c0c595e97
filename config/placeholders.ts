/**
 * Pages that still show the "being written" notice. The built-site check fails
 * when a page outside this list shows it, and when a page on it no longer does,
 * so finishing a page means deleting its line here.
 */
export const placeholderRoutes: readonly string[] = [
  '/feature-flag-tutorials/javascript',
  '/feature-flag-tutorials/nextjs',
  '/feature-flag-tutorials/react',
  '/feature-flag-tutorials/react/examples',
  '/feature-flag-tutorials/serverless/lambda',
  '/feature-flag-tutorials/sveltekit',
  '/feature-flag-tutorials/use-cases/a-b-testing',
  '/feature-flag-tutorials/use-cases/ai',
  '/feature-flag-tutorials/use-cases/gradual-rollout',
  '/feature-flag-tutorials/use-cases/how-to-capture-impression-data',
  '/feature-flag-tutorials/use-cases/manage-feature-flags-in-code',
  '/feature-flag-tutorials/use-cases/organize-feature-flags',
  '/feature-flag-tutorials/use-cases/scaling-unleash',
  '/feature-flag-tutorials/use-cases/security-and-compliance',
  '/feature-flag-tutorials/use-cases/trunk-based-development',
  '/feature-flag-tutorials/use-cases/user-management-access-controls-auditing',
];
