import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

/** The items with the given descriptions added to links to those docs; a description an item already has wins. */
export function withDescriptions(items: PropSidebarItem[], descriptions: Record<string, string>): PropSidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'link' || !item.docId) return item;
    const description = descriptions[item.docId];
    return description === undefined || item.description !== undefined ? item : { ...item, description };
  });
}
