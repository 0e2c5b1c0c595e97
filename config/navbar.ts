import type { Navbar } from '@docusaurus/theme-common';

export const marketingSite = 'https://www.getunleash.io';
export const repositoryUrl = 'https://github.com/Unleash/unleash';

export const navbar = {
  hideOnScroll: true,
  logo: {
    alt: 'Unleash logo',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    target: '_self',
    width: 140,
    height: 32,
  },
  items: [
    { label: 'Product', href: `${marketingSite}/enterprise-feature-management-platform`, position: 'left' },
    { label: 'Plans', href: `${marketingSite}/plans`, position: 'left' },
    { label: 'Blog', href: `${marketingSite}/blog`, position: 'left' },
    { label: 'Academy', to: '/unleash-academy/introduction', position: 'left' },
    { type: 'custom-repositoryLink', position: 'right' },
    { label: 'Sign in', href: 'https://app.unleash-hosted.com/sign-in', position: 'right' },
    {
      label: 'Start free trial',
      href: `${marketingSite}/pricing`,
      position: 'right',
      className: 'navbar-trial-link',
    },
    {
      type: 'docsVersionDropdown',
      position: 'right',
      // With a single version Docusaurus shows a plain link; the release
      // notes entry keeps it a dropdown so readers can find older releases.
      dropdownItemsAfter: [{ href: `${repositoryUrl}/releases`, label: 'Release notes' }],
    },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [{ href: `${repositoryUrl}/tree/main/website`, label: 'Help improve these docs' }],
    },
    { type: 'search', position: 'right' },
  ],
} satisfies Navbar;
