import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import HomeVariants from '@site/src/components/HomeVariants';
import { rolePaths, startCards, type Card } from './cards';
import styles from './styles.module.css';

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
