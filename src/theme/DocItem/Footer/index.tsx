// Wrap: every page says which release it documents, above the theme's own footer (edit link,
// last update). A page about another product sets `documents` in its front matter
// (`documents: unleash-client-node 6.6`); the rest document the Unleash release of
// config/unleash-version.ts. Under it, "Was this page helpful?" (src/components/PageFeedback).
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { documentedUnleashVersion } from '@site/config/unleash-version';
import PageFeedback from '@site/src/components/PageFeedback';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.ReactNode {
  const { frontMatter, metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const documents = (frontMatter as { documents?: unknown }).documents;
  const subject =
    typeof documents === 'string' && documents.trim() !== '' ? documents : `Unleash ${documentedUnleashVersion}`;
  return (
    <>
      <p className={styles.documents} data-documents={subject}>
        This page documents {subject}. <Link to="/availability">Plans and versions</Link>
      </p>
      <Footer {...props} />
      <PageFeedback
        route={metadata.permalink}
        pageUrl={`${siteConfig.url}${metadata.permalink}`}
        title={metadata.title}
      />
    </>
  );
}
