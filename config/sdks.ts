/**
 * What each official SDK supports, since which release, and how it behaves by
 * default: the one source of the capability matrix on /reference/sdks
 * (src/components/SdkMatrix) and of the release each SDK page documents (a
 * unit test holds every page's `documents:` front matter to `documented`).
 * Every "since" is the first release tag of the SDK's own repository that
 * contains the feature, found in its source and changelog, not in older docs.
 */

export const capabilityIds = [
  'strategies',
  'constraintOperators',
  'variants',
  'segments',
  'dependentFlags',
  'impressionData',
  'bootstrapping',
  'streaming',
  'yggdrasil',
] as const;
export type CapabilityId = (typeof capabilityIds)[number];

export const capabilityLabels: Record<CapabilityId, { label: string; meaning: string; link: string }> = {
  strategies: {
    label: 'Gradual rollout and built-in strategies',
    meaning: 'Evaluates the built-in strategies, including gradual rollout (flexibleRollout) with stickiness.',
    link: '/reference/activation-strategies',
  },
  constraintOperators: {
    label: 'All constraint operators',
    meaning: 'Evaluates every constraint operator: string, numeric, date and semver operators besides IN and NOT_IN.',
    link: '/reference/activation-strategies#constraints',
  },
  variants: {
    label: 'Strategy variants',
    meaning: 'Returns the variants defined on the matching strategy, not only the flag-level variants.',
    link: '/reference/strategy-variants',
  },
  segments: {
    label: 'Segments',
    meaning: 'Evaluates the segments a strategy refers to (server SDKs fetch them with the flag configuration).',
    link: '/reference/segments',
  },
  dependentFlags: {
    label: 'Dependent flags',
    meaning: 'Honours a flag’s dependency on a parent flag.',
    link: '/reference/feature-toggles#feature-flag-dependencies',
  },
  impressionData: {
    label: 'Impression data',
    meaning: 'Emits an impression event for flags with impression data turned on.',
    link: '/reference/impression-data',
  },
  bootstrapping: {
    label: 'Bootstrapping',
    meaning: 'Starts from flag data you provide (a file, an object, a string) before or without reaching Unleash.',
    link: '/reference/sdks#bootstrapping',
  },
  streaming: {
    label: 'Streaming',
    meaning: 'Receives flag changes over a server-sent event stream instead of polling.',
    link: '/reference/sdks#streaming',
  },
  yggdrasil: {
    label: 'Yggdrasil engine',
    meaning: 'Evaluates flags with Unleash’s shared Rust engine (Yggdrasil) instead of its own implementation.',
    link: '/reference/sdks#yggdrasil',
  },
};

/**
 * `since`: the first release with the capability. `evaluatedByUnleash`: a frontend SDK gets
 * results, not rules, so the capability works with every release, as long as the Unleash (or
 * Edge) that answers it supports it. `no`: the documented release does not have it.
 */
export type Support =
  { since: string; note?: string } | { evaluatedByUnleash: true; note?: string } | { no: true; note?: string };

export interface SdkFacts {
  /** The page's file name under docs/reference/sdks/ (and its route). */
  id: string;
  name: string;
  kind: 'server' | 'frontend';
  /** The package as its registry names it, and the release the page documents. */
  package: string;
  registry:
    | 'npm'
    | 'PyPI'
    | 'Maven Central'
    | 'NuGet'
    | 'RubyGems'
    | 'Packagist'
    | 'crates.io'
    | 'pub.dev'
    | 'Go modules'
    | 'Swift Package Manager'
    | 'GitHub';
  documented: string;
  repository: string;
  /** Default seconds between fetches of flags (polling), and between metrics reports. */
  refreshIntervalSeconds: number;
  metricsIntervalSeconds: number;
  /** What the SDK does when Unleash cannot be reached, in one or two sentences. */
  whenUnleashIsDown: string;
  capabilities: Record<CapabilityId, Support>;
}

export const sdks: readonly SdkFacts[] = [];
