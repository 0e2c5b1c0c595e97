import type { Footer } from '@docusaurus/theme-common';
import { marketingSite, repositoryUrl } from './navbar';

export const footer = {
  style: 'light',
  logo: {
    alt: 'Unleash logo',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    width: 140,
    height: 32,
    href: '/',
  },
  links: [
    {
      title: 'Server SDKs',
      items: [
        { label: 'Node.js', to: '/reference/sdks/node' },
        { label: 'Java', to: '/reference/sdks/java' },
        // Not just "Go": that reads as a generic link text ("go", "more", "here") to search engines.
        { label: 'Golang', to: '/reference/sdks/go' },
        { label: 'Rust', to: '/reference/sdks/rust' },
        { label: 'Ruby', to: '/reference/sdks/ruby' },
        { label: 'Python', to: '/reference/sdks/python' },
        { label: '.NET', to: '/reference/sdks/dotnet' },
        { label: 'PHP', to: '/reference/sdks/php' },
        { label: 'All SDKs', to: '/reference/sdks' },
      ],
    },
    {
      title: 'Frontend SDKs',
      items: [
        { label: 'JavaScript', to: '/reference/sdks/javascript-browser' },
        { label: 'React', to: '/reference/sdks/react' },
        { label: 'Next.js', to: '/reference/sdks/next-js' },
        { label: 'Vue', to: '/reference/sdks/vue' },
        { label: 'iOS', to: '/reference/sdks/ios' },
        { label: 'Android', to: '/reference/sdks/android' },
        { label: 'Flutter', to: '/reference/sdks/flutter' },
      ],
    },
    {
      title: 'Feature Flag use cases',
      items: [
        { label: 'Secure, scalable feature flags', to: '/topics/feature-flags/feature-flag-best-practices' },
        { label: 'Rollbacks', href: `${marketingSite}/feature-flag-use-cases-rollbacks` },
        { label: 'FedRAMP, SOC2, ISO2700 compliance', to: '/using-unleash/compliance/compliance-overview' },
        { label: 'Progressive or gradual rollouts', to: '/feature-flag-tutorials/use-cases/gradual-rollout' },
        { label: 'Trunk-based development', to: '/feature-flag-tutorials/use-cases/trunk-based-development' },
        { label: 'Software kill switches', href: `${marketingSite}/feature-flag-use-cases-software-kill-switches` },
        { label: 'A/B testing', to: '/feature-flag-tutorials/use-cases/a-b-testing' },
        { label: 'Feature management', href: `${marketingSite}/blog/feature-management` },
        { label: 'Canary releases', href: `${marketingSite}/blog/canary-deployment-what-is-it` },
      ],
    },
    {
      title: 'Product',
      items: [
        { label: 'Quickstart', to: '/quickstart' },
        { label: 'Unleash architecture', to: '/understanding-unleash/unleash-overview' },
        { label: 'Pricing', href: `${marketingSite}/pricing` },
        { label: 'Product vision', href: `${marketingSite}/product-vision` },
        { label: 'Open live demo', href: 'https://app.unleash-hosted.com/demo/login' },
        { label: 'Open source', href: `${marketingSite}/open-source` },
        {
          label: 'Enterprise feature management platform',
          href: `${marketingSite}/enterprise-feature-management-platform`,
        },
        { label: 'Unleash vs LaunchDarkly', href: `${marketingSite}/unleash-vs-launchdarkly` },
      ],
    },
    {
      title: 'Support',
      items: [
        { label: 'Help center', href: `${marketingSite}/support` },
        { label: 'Status', href: 'https://unleash.instatus.com' },
        { label: 'Changelog', href: `${repositoryUrl}/releases` },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getUTCFullYear()} Unleash. Built with Docusaurus.`,
} satisfies Footer;

export interface SocialLink {
  href: string;
  /** Image for the light colour mode (dark ink). */
  light: string;
  /** Image for the dark colour mode (light ink). */
  dark: string;
  alt: string;
}

export const socialLinks: readonly SocialLink[] = [
  {
    href: repositoryUrl,
    light: '/img/social/github-light.svg',
    dark: '/img/social/github-dark.svg',
    alt: 'Unleash on GitHub',
  },
  {
    href: 'https://www.linkedin.com/company/getunleash',
    light: '/img/social/linkedin-light.svg',
    dark: '/img/social/linkedin-dark.svg',
    alt: 'Unleash on LinkedIn',
  },
  {
    href: 'https://x.com/getunleash',
    light: '/img/social/x-light.svg',
    dark: '/img/social/x-dark.svg',
    alt: 'Unleash on X',
  },
  {
    href: 'https://slack.unleash.run',
    light: '/img/social/slack-light.svg',
    dark: '/img/social/slack-dark.svg',
    alt: 'The Unleash community on Slack',
  },
  {
    href: 'https://stackoverflow.com/questions/tagged/unleash',
    light: '/img/social/stackoverflow-light.svg',
    dark: '/img/social/stackoverflow-dark.svg',
    alt: 'Unleash questions on Stack Overflow',
  },
  {
    href: 'https://www.youtube.com/channel/UCJjGVOc5QBbEje-r7nZEa4A',
    light: '/img/social/youtube-light.svg',
    dark: '/img/social/youtube-dark.svg',
    alt: 'Unleash on YouTube',
  },
];
