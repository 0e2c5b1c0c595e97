// Wrap: every doc page (hand-written and API) links to its Markdown twin in its <head>
// (plugins/markdown-twins writes it) and shows the page menu (copy or view the Markdown, open the
// page in an AI assistant) above its content.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageMenu from '@site/src/components/PageMenu';
import { markdownTwinPath } from '@site/config/markdown-twins';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinPath(metadata.permalink)} />
      </Head>
      <PageMenu route={metadata.permalink} siteUrl={siteConfig.url} />
      <Content {...props} />
    </>
  );
}
