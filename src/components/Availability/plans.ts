/** Unleash plans, in the order the site lists them (shared with the build-time checks). */
export const PLANS = ['open-source', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
