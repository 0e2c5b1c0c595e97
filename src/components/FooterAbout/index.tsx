import React from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { socialLinks, type SocialLink } from '@site/config/footer';
import styles from './styles.module.css';

function SocialIcon({ link }: { link: SocialLink }): React.ReactNode {
  const sources = { light: useBaseUrl(link.light), dark: useBaseUrl(link.dark) };
  return (
    <li>
      <a href={link.href} className={styles.social} target="_blank" rel="noopener noreferrer">
        <ThemedImage sources={sources} alt={link.alt} width={24} height={24} />
      </a>
    </li>
  );
}

/** What Unleash is, in two sentences, and where to find its community. */
export default function FooterAbout(): React.ReactNode {
  return (
    <div className={styles.about}>
      <p className={styles.description}>
        Unleash is the open-source feature management platform that helps teams ship with less release risk, try new
        ideas safely and grow revenue from what they build. Reviewers on G2 rank it the easiest feature management
        system to use, and it is designed and built in the Nordics.
      </p>
      <ul className={styles.socialList} aria-label="Unleash elsewhere">
        {socialLinks.map((link) => (
          <SocialIcon key={link.href} link={link} />
        ))}
      </ul>
    </div>
  );
}
