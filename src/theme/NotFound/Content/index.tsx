// Replaces the default not-found text with a page that helps the reader on:
// a search box, the pages closest to the mistyped path and the main sections.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';
import styles from './styles.module.css';

const mainSections = [
  { to: '/quickstart', label: 'Quickstart', hint: 'Run Unleash and create your first flag' },
  { to: '/reference/sdks', label: 'SDKs', hint: 'Connect your application' },
  { to: '/api-overview', label: 'API reference', hint: 'Admin, client and frontend APIs' },
  { to: '/understanding-unleash/the-anatomy-of-unleash', label: 'Core concepts', hint: 'How Unleash is put together' },
  { to: '/unleash-academy/introduction', label: 'Unleash Academy', hint: 'Learn Unleash step by step' },
] as const;

export default function NotFoundContent({ className }: Props): React.ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className={clsx('col col--8 col--offset-2', styles.content)}>
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>This page does not exist, or it has moved. Search the docs or pick a section below.</p>
          <form action="/search" method="get" role="search" className={styles.search}>
            <label htmlFor="not-found-search" className={styles.label}>
              Search the documentation
            </label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                name="q"
                type="search"
                maxLength={64}
                placeholder="Search docs"
                className={styles.input}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <NotFoundSuggestions />
          <h2>Main sections</h2>
          <ul className={styles.sections}>
            {mainSections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
                <span className={styles.hint}> {section.hint}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
