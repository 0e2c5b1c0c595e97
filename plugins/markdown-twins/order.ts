// The docs in navigation order, for llms.txt and the manifest (./write.ts).
/** A processed sidebar item, as the docs plugin loads it (the parts read here). */
export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

/** The pages in navigation order, each with its section: the top-level category (or sidebar) it is in. */
export function pagesInSidebarOrder(
  sidebars: Record<string, SidebarItem[]>,
  sidebarSections: Record<string, string>,
): { id: string; section: string }[] {
  const seen = new Set<string>();
  const result: { id: string; section: string }[] = [];
  const visit = (item: SidebarItem, section: string) => {
    const add = (id: string | undefined) => {
      if (id && !seen.has(id)) {
        seen.add(id);
        result.push({ id, section });
      }
    };
    if (item.type === 'doc' || item.type === 'ref') add(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc') add(item.link.id);
      for (const child of item.items ?? []) visit(child, section);
    }
  };
  for (const [name, items] of Object.entries(sidebars)) {
    for (const item of items) {
      visit(item, item.type === 'category' && item.label ? item.label : (sidebarSections[name] ?? name));
    }
  }
  return result;
}
