/**
 * The cards of an API tag page: its operations, each with its description.
 * The theme's DocCard reads a description from the shared docs data unless
 * the item has its own. plugins/lean-docs leaves the operation pages out of
 * that data, so the generated tag page passes their descriptions in here
 * (plugins/api-reference/markdown.ts writes them in).
 */
import React, { type ReactNode } from 'react';
import DocCardList from '@theme/DocCardList';
import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
import { withDescriptions } from './descriptions';

export interface OperationCardListProps {
  /** Description per doc id, e.g. `reference/api/unleash/create-feature`. */
  descriptions: Record<string, string>;
}

export default function OperationCardList({ descriptions }: OperationCardListProps): ReactNode {
  const { items } = useCurrentSidebarCategory();
  return <DocCardList items={withDescriptions(items, descriptions)} />;
}
