/**
 * The cards of an API tag page: its operations, each with its description.
 *
 * The descriptions come in as a prop: plugins/lean-docs leaves the operation
 * pages out of the shared docs data, so the generated tag page passes them
 * (plugins/api-reference/markdown.ts writes them in).
 *
 * The cards are the theme's own card layout (`@theme/DocCard/Layout`) in the
 * theme's list markup, not its DocCardList and DocCard: those look each doc
 * up in the docs data, read a leading emoji from the label with
 * `Intl.Segmenter` and pluralise category counts, none of which an operation
 * link needs, and they cost the tag pages 1.9 KB gzip of JavaScript. The items
 * are filtered as the theme's list filters them (`filterDocCardListItems`); a
 * tag's sidebar category holds only its operations' links, and a category among
 * them (none today) gets the theme's category icon and its own link.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import DocCardLayout from '@theme/DocCard/Layout';
import { filterDocCardListItems, useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { withDescriptions } from './descriptions';
import styles from './styles.module.css';

export interface OperationCardListProps {
  /** Description per doc id, e.g. `reference/api/unleash/create-feature`. */
  descriptions: Record<string, string>;
}

/** The icons the theme's DocCard shows for a link to a page of the site and for a category. */
const pageIcon = '📄️';
const categoryIcon = '🗃';

function OperationCard({ item }: { item: PropSidebarItem }): ReactNode {
  const href = item.type === 'html' ? undefined : item.href;
  if (item.type === 'html' || href === undefined) return null;
  return (
    <DocCardLayout
      item={item}
      className={item.className}
      href={href}
      icon={item.type === 'link' ? pageIcon : categoryIcon}
      title={item.label}
      description={item.description}
    />
  );
}

export default function OperationCardList({ descriptions }: OperationCardListProps): ReactNode {
  const { items } = useCurrentSidebarCategory();
  return (
    <section className="row">
      {filterDocCardListItems(withDescriptions(items, descriptions)).map((item, index) => (
        <article key={index} className={clsx(styles.item, 'col col--6')}>
          <OperationCard item={item} />
        </article>
      ))}
    </section>
  );
}
