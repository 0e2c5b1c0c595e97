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
    link: '/reference/activation-strategies#constraint-operators',
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

const byUnleash = { evaluatedByUnleash: true } as const;
const streamingServer = 'needs Unleash Enterprise or an Enterprise build of Edge.';

export const sdks: readonly SdkFacts[] = [
  {
    id: 'java',
    name: 'Java SDK',
    kind: 'server',
    package: 'io.getunleash:unleash-client-java',
    registry: 'Maven Central',
    documented: '12.2.3',
    repository: 'https://github.com/Unleash/unleash-java-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 60,
    whenUnleashIsDown:
      'Evaluates with the flags in memory; a new instance starts from its backup file, else from the bootstrap provider, else fallbacks. After 429 or 5xx answers it skips one more poll per failure in a row, at most 20 (five minutes at the default interval); 401, 403 and 404 jump straight to that maximum. In streaming mode it falls back to polling.',
    capabilities: {
      strategies: { since: '3.2.8' },
      constraintOperators: { since: '5.1.0' },
      variants: { since: '8.2.1' },
      segments: { since: '6.0.0' },
      dependentFlags: { since: '8.4.0' },
      impressionData: { since: '8.2.0' },
      bootstrapping: { since: '4.2.0' },
      streaming: {
        since: '11.1.0',
        note: `Experimental, turned on with experimentalStreamingMode(); falls back to polling on errors; ${streamingServer}`,
      },
      yggdrasil: {
        since: '10.0.0',
        note: 'A native library since 11.2.0; 11.0.x and 11.1.x ran a WebAssembly build of the engine.',
      },
    },
  },
  {
    id: 'node',
    name: 'Node.js SDK',
    kind: 'server',
    package: 'unleash-client',
    registry: 'npm',
    documented: '6.12.2',
    repository: 'https://github.com/Unleash/unleash-node-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 60,
    whenUnleashIsDown:
      'Evaluates with the flags in memory; at startup it reads its backup file and any bootstrap data, and without either, checks return false or your fallback. After 404, 429, 500, 502, 503 or 504 answers, each failure in a row adds one interval to the wait (at most 11 intervals); 401 and 403 stop polling.',
    capabilities: {
      strategies: { since: '3.2.7' },
      constraintOperators: { since: '3.12.0' },
      variants: { since: '4.1.0' },
      segments: { since: '3.14.0' },
      dependentFlags: { since: '4.2.0' },
      impressionData: { since: '3.15.0' },
      bootstrapping: { since: '3.11.0' },
      streaming: { since: '6.3.0', note: `Experimental, turned on with experimentalMode; ${streamingServer}` },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'go',
    name: 'Go SDK',
    kind: 'server',
    package: 'github.com/Unleash/unleash-client-go/v4',
    registry: 'Go modules',
    documented: '4.1.0',
    repository: 'https://github.com/Unleash/unleash-go-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 60,
    whenUnleashIsDown:
      'Evaluates with the flags in memory; at startup it loads its backup file (or the storage you plug in, such as bootstrap data), else every flag gets its fallback. Each 429 or 5xx answer in a row skips one more poll, up to 10; 401, 403 and 404 skip 10 at once.',
    capabilities: {
      strategies: { since: '3.1.0' },
      constraintOperators: { since: '3.3.0' },
      variants: { since: '3.8.0' },
      segments: { since: '3.6.0' },
      dependentFlags: { since: '3.9.0' },
      impressionData: { no: true },
      bootstrapping: { since: '3.4.0' },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'python',
    name: 'Python SDK',
    kind: 'server',
    package: 'UnleashClient',
    registry: 'PyPI',
    documented: '6.8.0',
    repository: 'https://github.com/Unleash/unleash-python-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 60,
    whenUnleashIsDown:
      'Evaluates with the configuration it holds, or loads the last one saved in its on-disk cache, which survives restarts and which bootstrapping can also fill. A failed fetch is retried up to three times (connection errors, 500, 502, 504), then waits for the next poll; the interval never grows.',
    capabilities: {
      strategies: { since: '3.0.0' },
      constraintOperators: { since: '5.1.0' },
      variants: { since: '5.8.0' },
      segments: { since: '5.3.0' },
      dependentFlags: { since: '5.9.0' },
      impressionData: { since: '5.6.0' },
      bootstrapping: { since: '5.2.0' },
      streaming: {
        since: '6.4.0',
        note: `Experimental, turned on with experimental_mode; reconnects but never falls back to polling; ${streamingServer}`,
      },
      yggdrasil: { since: '6.0.0' },
    },
  },
  {
    id: 'ruby',
    name: 'Ruby SDK',
    kind: 'server',
    package: 'unleash',
    registry: 'RubyGems',
    documented: '6.6.0',
    repository: 'https://github.com/Unleash/unleash-ruby-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 60,
    whenUnleashIsDown:
      'Evaluates with the configuration in memory; if the first fetch fails, it loads its backup file or starts from bootstrap data. The fetch thread tries again every refresh interval, with no backoff and, by default, no retry limit.',
    capabilities: {
      strategies: { since: '3.2.2' },
      constraintOperators: { since: '4.2.0' },
      variants: { since: '4.5.0' },
      segments: { since: '4.4.0' },
      dependentFlags: { since: '4.6.0' },
      impressionData: { no: true },
      bootstrapping: { since: '4.1.0' },
      streaming: { since: '6.4.0', note: `Experimental (experimental_mode), not on JRuby; ${streamingServer}` },
      yggdrasil: { since: '6.0.0' },
    },
  },
  {
    id: 'dotnet',
    name: '.NET SDK',
    kind: 'server',
    package: 'Unleash.Client',
    registry: 'NuGet',
    documented: '6.1.0',
    repository: 'https://github.com/Unleash/unleash-dotnet-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 60,
    whenUnleashIsDown:
      'Evaluates with the flags in memory; at startup it loads the bootstrap provider or its backup files from the temporary folder, else fallbacks. Each 429, 500, 502, 503 or 504 answer in a row skips one more fetch, up to 10; 401, 403 and 404 skip 10 at once.',
    capabilities: {
      strategies: { since: '1.3.6' },
      constraintOperators: { since: '2.1.0' },
      variants: { since: '3.3.0' },
      segments: { since: '2.3.0' },
      dependentFlags: { since: '3.4.0' },
      impressionData: { since: '2.4.0' },
      bootstrapping: { since: '2.2.0' },
      streaming: { since: '5.4.0', note: `Experimental (ExperimentalUseStreaming); ${streamingServer}` },
      yggdrasil: { since: '5.0.0' },
    },
  },
  {
    id: 'php',
    name: 'PHP SDK',
    kind: 'server',
    package: 'unleash/client',
    registry: 'Packagist',
    documented: '2.10.1',
    repository: 'https://github.com/Unleash/unleash-php-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 60,
    whenUnleashIsDown:
      'Nothing polls in the background: when the 15-second cache expires and the fetch fails, it uses the last good answer from the stale cache (30 minutes by default), then bootstrap data, and otherwise the check throws. A failed refresh is retried once per cache lifetime, without backoff.',
    capabilities: {
      strategies: { since: '1.0.0' },
      constraintOperators: { since: '1.3.0' },
      variants: { since: '1.13.0' },
      segments: { since: '1.7.0' },
      dependentFlags: { since: '2.2.0' },
      impressionData: { since: '1.7.0' },
      bootstrapping: { since: '1.3.0' },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'rust',
    name: 'Rust SDK',
    kind: 'server',
    package: 'unleash-api-client',
    registry: 'crates.io',
    documented: '0.15.0',
    repository: 'https://github.com/Unleash/unleash-rust-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 15,
    whenUnleashIsDown:
      'Evaluates with the flags in memory; it has no backup file and no bootstrap option, so before the first successful poll every flag is false. Polling goes on every interval, without backoff.',
    capabilities: {
      strategies: { since: '0.1.0' },
      constraintOperators: { since: '0.14.0' },
      variants: { no: true, note: 'Reads only flag-level variants; variants defined on strategies are ignored.' },
      segments: {
        no: true,
        note: 'The SDK announces no segment support, so Unleash copies segment constraints into the strategies it sends, and segments still apply.',
      },
      dependentFlags: { no: true },
      impressionData: { no: true },
      bootstrapping: { no: true },
      streaming: { no: true },
      yggdrasil: { no: true, note: 'Not in 0.15.0; the main branch switched to Yggdrasil after that release.' },
    },
  },
  {
    id: 'android',
    name: 'Android SDK',
    kind: 'frontend',
    package: 'io.getunleash:unleash-android',
    registry: 'Maven Central',
    documented: '3.3.1',
    repository: 'https://github.com/Unleash/unleash-android-sdk',
    refreshIntervalSeconds: 60,
    metricsIntervalSeconds: 60,
    whenUnleashIsDown:
      'Serves the flags in memory, which at start come from its local backup on disk or from bootstrap data. Each 429 or 5xx answer in a row skips one more poll, at most five minutes’ worth (5 polls by default); 401, 403 and 404 jump to that maximum.',
    capabilities: {
      strategies: byUnleash,
      constraintOperators: byUnleash,
      variants: byUnleash,
      segments: byUnleash,
      dependentFlags: byUnleash,
      impressionData: { since: '0.1.0' },
      bootstrapping: {
        since: '0.1.0',
        note: 'A list of flags since 0.1.0; a saved Frontend API response file since 1.0.0.',
      },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'flutter',
    name: 'Flutter SDK',
    kind: 'frontend',
    package: 'unleash_proxy_client_flutter',
    registry: 'pub.dev',
    documented: '1.9.8',
    repository: 'https://github.com/Unleash/unleash-flutter-sdk',
    refreshIntervalSeconds: 30,
    metricsIntervalSeconds: 30,
    whenUnleashIsDown:
      'Serves the flags of the last successful answer, which it saves with shared_preferences so they outlive a restart, or bootstrap data. Each failed poll emits an error and the next one follows at the normal interval, without backoff.',
    capabilities: {
      strategies: byUnleash,
      constraintOperators: byUnleash,
      variants: byUnleash,
      segments: byUnleash,
      dependentFlags: byUnleash,
      impressionData: { since: '0.0.2' },
      bootstrapping: { since: '0.0.2' },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'ios',
    name: 'iOS SDK',
    kind: 'frontend',
    package: 'UnleashProxyClientSwift',
    registry: 'Swift Package Manager',
    documented: '2.4.0',
    repository: 'https://github.com/Unleash/unleash-ios-sdk',
    refreshIntervalSeconds: 15,
    metricsIntervalSeconds: 30,
    whenUnleashIsDown:
      'Keeps serving the flags in memory (or bootstrap data) and polls again at the normal interval, without backoff. The default storage is in memory only, so an app launched during an outage has every flag off unless you bootstrap it.',
    capabilities: {
      strategies: byUnleash,
      constraintOperators: byUnleash,
      variants: byUnleash,
      segments: byUnleash,
      dependentFlags: byUnleash,
      impressionData: { since: '2.1.0' },
      bootstrapping: { since: '1.5.0' },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'javascript-browser',
    name: 'JavaScript browser SDK',
    kind: 'frontend',
    package: 'unleash-proxy-client',
    registry: 'npm',
    documented: '3.8.2',
    repository: 'https://github.com/Unleash/unleash-js-sdk',
    refreshIntervalSeconds: 30,
    metricsIntervalSeconds: 30,
    whenUnleashIsDown:
      'Serves the flags it has: from the last fetch, from storage (localStorage in a browser) or from bootstrap data, else every flag is off. Each failed poll emits an error event, and polling continues at the normal interval without backoff.',
    capabilities: {
      strategies: byUnleash,
      constraintOperators: byUnleash,
      variants: byUnleash,
      segments: byUnleash,
      dependentFlags: byUnleash,
      impressionData: { since: '1.11.0' },
      bootstrapping: { since: '1.6.0' },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'next-js',
    name: 'Next.js SDK',
    kind: 'frontend',
    package: '@unleash/nextjs',
    registry: 'npm',
    documented: '1.6.7',
    repository: 'https://github.com/Unleash/unleash-nextjs-sdk',
    refreshIntervalSeconds: 30,
    metricsIntervalSeconds: 30,
    whenUnleashIsDown:
      'On the server nothing runs in the background: getDefinitions rejects or returns the error body, evaluateFlags then returns no flags, and your code picks the fallback. In the browser, the wrapped JavaScript client keeps its last flags and retries every interval.',
    capabilities: {
      strategies: {
        since: '0.0.1',
        note: 'evaluateFlags evaluates on the server with a bundled engine (no custom strategies); the browser hooks get results from Unleash.',
      },
      constraintOperators: {
        since: '0.0.1',
        note: 'In server-side evaluateFlags; in the browser, Unleash evaluates them.',
      },
      variants: { since: '1.2.0', note: 'In server-side evaluateFlags; in the browser, Unleash evaluates them.' },
      segments: { since: '0.0.1', note: 'In server-side evaluateFlags; in the browser, Unleash evaluates them.' },
      dependentFlags: {
        since: '1.3.0',
        note: 'In server-side evaluateFlags, one level deep; in the browser, Unleash evaluates them.',
      },
      impressionData: {
        since: '0.0.1',
        note: 'Emitted by the wrapped unleash-proxy-client in the browser; evaluateFlags keeps each flag’s impressionData setting.',
      },
      bootstrapping: {
        since: '0.0.1',
        note: 'FlagProvider hands bootstrap to the wrapped React SDK and unleash-proxy-client (2.4.1 in this release).',
      },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'react',
    name: 'React SDK',
    kind: 'frontend',
    package: '@unleash/proxy-client-react',
    registry: 'npm',
    documented: '5.1.0',
    repository: 'https://github.com/Unleash/unleash-react-sdk',
    refreshIntervalSeconds: 30,
    metricsIntervalSeconds: 30,
    whenUnleashIsDown:
      'Behaves like the wrapped JavaScript client: hooks keep returning the flags from the last fetch, storage or bootstrap data, and polling continues at the normal interval without backoff.',
    capabilities: {
      strategies: byUnleash,
      constraintOperators: byUnleash,
      variants: byUnleash,
      segments: byUnleash,
      dependentFlags: byUnleash,
      impressionData: {
        since: '2.0.0',
        note: 'First release requiring unleash-proxy-client 1.11 or later, which emits the events; listen on the client from useUnleashClient.',
      },
      bootstrapping: {
        since: '0.1.0',
        note: 'config.bootstrap goes to the wrapped unleash-proxy-client; this is the first release requiring 1.6.0, which added it.',
      },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'svelte',
    name: 'Svelte SDK',
    kind: 'frontend',
    package: '@unleash/proxy-client-svelte',
    registry: 'npm',
    documented: '0.4.3',
    repository: 'https://github.com/Unleash/unleash-svelte-sdk',
    refreshIntervalSeconds: 30,
    metricsIntervalSeconds: 30,
    whenUnleashIsDown:
      'Behaves like the wrapped JavaScript client: stores keep the flags from the last fetch, storage or bootstrap data, and polling continues at the normal interval without backoff.',
    capabilities: {
      strategies: byUnleash,
      constraintOperators: byUnleash,
      variants: byUnleash,
      segments: byUnleash,
      dependentFlags: byUnleash,
      impressionData: {
        since: '0.0.1',
        note: 'Comes from the wrapped unleash-proxy-client (2.0.1 in the first release).',
      },
      bootstrapping: {
        since: '0.0.1',
        note: 'Comes from the wrapped unleash-proxy-client (2.0.1 in the first release).',
      },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
  {
    id: 'vue',
    name: 'Vue SDK',
    kind: 'frontend',
    package: '@unleash/proxy-client-vue',
    registry: 'npm',
    documented: '0.1.6',
    repository: 'https://github.com/Unleash/unleash-vue-sdk',
    refreshIntervalSeconds: 30,
    metricsIntervalSeconds: 30,
    whenUnleashIsDown:
      'Behaves like the wrapped JavaScript client: composables keep returning the flags from the last fetch, storage or bootstrap data, and polling continues at the normal interval without backoff.',
    capabilities: {
      strategies: byUnleash,
      constraintOperators: byUnleash,
      variants: byUnleash,
      segments: byUnleash,
      dependentFlags: byUnleash,
      impressionData: {
        since: '0.0.1',
        note: 'Comes from the wrapped unleash-proxy-client (2.0.0 in the first release).',
      },
      bootstrapping: {
        since: '0.0.1',
        note: 'Comes from the wrapped unleash-proxy-client (2.0.0 in the first release).',
      },
      streaming: { no: true },
      yggdrasil: { no: true },
    },
  },
];
