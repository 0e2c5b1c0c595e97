import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import HomeVariants from '@site/src/components/HomeVariants';
import styles from './styles.module.css';

interface Card {
  to: string;
  title: string;
  text: string;
}

const startCards: readonly Card[] = [
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

const rolePaths: readonly (Card & { who: string })[] = [
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

function CardGrid({ cards }: { cards: readonly Card[] }): React.ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Link to={card.to} className={styles.cardLink}>
            <span className={styles.cardTitle}>{card.title}</span>
            <span className={styles.cardText}>{card.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TaskFirst(): React.ReactNode {
  return (
    <>
      <header className={styles.hero}>
        <Heading as="h1">Unleash Documentation</Heading>
        <p className={styles.lead}>
          Unleash is an open-source feature management platform. Decouple deploying code from releasing it: ship behind
          a flag, roll out to a few users, measure, and turn a feature off in seconds if it misbehaves.
        </p>
        <Link className="button button--primary button--lg" to="/quickstart">
          Get started
        </Link>
      </header>
      <Heading as="h2">Where to go next</Heading>
      <CardGrid cards={startCards} />
    </>
  );
}

function RoleFirst(): React.ReactNode {
  return (
    <>
      <header className={styles.hero}>
        <Heading as="h1">Unleash Documentation</Heading>
        <p className={styles.lead}>
          Feature flags let you release to the right users at the right time. Unleash gives you the flags, the SDKs to
          evaluate them in your own infrastructure and the controls to run them safely at scale. Pick the path that fits
          what you do.
        </p>
      </header>
      <ul className={styles.roles}>
        {rolePaths.map((path) => (
          <li key={path.to} className={styles.card}>
            <Link to={path.to} className={styles.cardLink}>
              <span className={styles.who}>{path.who}</span>
              <span className={styles.cardTitle}>{path.title}</span>
              <span className={styles.cardText}>{path.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Heading as="h2">Explore the docs</Heading>
      <CardGrid cards={startCards} />
    </>
  );
}

/** The welcome page at `/`, in its two variants. */
export default function HomePage(): React.ReactNode {
  return <HomeVariants a={<TaskFirst />} b={<RoleFirst />} />;
}
