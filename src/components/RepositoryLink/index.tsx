import React from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { RepositoryStarsData } from '@site/plugins/repository-stars';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
}

/** The navbar's link to the Unleash repository, with its star count. */
export default function RepositoryLink({ mobile }: Props): React.ReactNode {
  // Formatted at build time (plugins/repository-stars).
  const { repository, compactCount: count, exactCount } = usePluginData('repository-stars') as RepositoryStarsData;
  // The accessible name contains the visible count ("13K") so that speech
  // input users can say what they see (WCAG 2.5.3); the tooltip is exact.
  const link = (
    <a
      href={`https://github.com/${repository}`}
      className={mobile ? 'menu__link' : `navbar__item navbar__link ${styles.link}`}
      aria-label={`Unleash on GitHub, ${count} stars`}
      title={`Unleash on GitHub, ${exactCount} stars`}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="repository-link"
    >
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M8 1.5 9.9 5.4l4.3.6-3.1 3 .7 4.3L8 11.3l-3.8 2 .7-4.3-3.1-3 4.3-.6z" />
      </svg>
      <span className={styles.count} data-testid="repository-stars">
        {count}
      </span>
    </a>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
