/**
 * The theme's DocCard, for docs the version data does not list.
 * plugins/lean-docs leaves the generated API operation pages out of the
 * version data every doc page loads; the theme's card looks every linked doc
 * up there and throws when one is missing. A card for such a doc is shown as
 * a plain link card instead, with the description its item carries. (The
 * tag pages' own cards, OperationCardList in this theme, do not go through
 * DocCard; this keeps any other card list of such docs from throwing.)
 */
import React, { type ReactNode } from 'react';
// @theme-init: the card of the theme that first provides it (theme-classic), which this plugin's theme wraps.
import DocCard from '@theme-init/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocCardType>;

export default function DocCardWrapper(props: Props): ReactNode {
  const { docs } = useDocsVersion();
  const { item } = props;
  if (item.type === 'link' && item.docId && !(item.docId in docs)) {
    return <DocCard {...props} item={{ ...item, docId: undefined }} />;
  }
  return <DocCard {...props} />;
}
