/** Unleash plans, in the order the site lists them (shared with the build-time checks). */
export const PLANS = ['open-source', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** How the site names each plan (the Availability box, the pages' Markdown copies). */
export const planLabels: Record<Plan, string> = {
  'open-source': 'Open Source',
  pro: 'Pro',
  enterprise: 'Enterprise',
};
