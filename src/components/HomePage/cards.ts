/** The home page's cards: where to start, and a path per role (also read by the page's Markdown copy). */
export interface Card {
  to: string;
  title: string;
  text: string;
}

export const startCards: readonly Card[] = [
  {
    to: '/quickstart',
    title: 'Quickstart',
    text: 'Run Unleash locally or in the cloud, create a flag and check it from your code in minutes.',
  },
  {
    to: '/reference/sdks',
    title: 'SDKs',
    text: 'Official SDKs for Node.js, Java, Go, Python, .NET, Ruby, PHP, Rust, React, iOS, Android and more.',
  },
  {
    to: '/feature-flag-tutorials/react',
    title: 'Tutorials',
    text: 'Step-by-step guides that add feature flags to an app in your language or framework.',
  },
  {
    to: '/reference/integrations',
    title: 'Integrations',
    text: 'Send flag changes to Slack, Teams, Datadog and webhooks, and link flags to Jira issues.',
  },
  {
    to: '/unleash-academy/introduction',
    title: 'Unleash Academy',
    text: 'Short learning tracks for newcomers, developers and the people who run Unleash.',
  },
  {
    to: '/api-overview',
    title: 'API reference',
    text: 'Automate Unleash with the admin API, or build your own client on the client and frontend APIs.',
  },
];

export const rolePaths: readonly (Card & { who: string })[] = [
  {
    who: 'I write code',
    to: '/quickstart',
    title: 'Add your first flag',
    text: 'Start Unleash, connect an SDK and wrap a code path in a flag you can turn on and off without deploying.',
  },
  {
    who: 'I run Unleash',
    to: '/using-unleash/deploy/getting-started',
    title: 'Host and operate Unleash',
    text: 'Deploy the server, configure authentication and single sign-on, and keep the instance healthy.',
  },
  {
    who: 'I plan releases',
    to: '/what-is-a-feature-flag',
    title: 'Learn how flags change releases',
    text: 'Gradual rollouts, kill switches and A/B tests: what they are and when a team should use each.',
  },
];
