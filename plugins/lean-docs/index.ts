/**
 * The docs plugin (@docusaurus/plugin-content-docs), with a lighter version
 * data chunk.
 *
 * Every doc page loads the version's metadata: its sidebars and, for every
 * doc, `{id, title, description, sidebar}`. The only reader of that `docs`
 * map in the browser is the theme's DocCard (card lists, via useDocById).
 * The 384 generated API operation pages' entries were 26 KB of the 47 KB gzip
 * that every hand-written page downloaded. This wrapper leaves the docs under
 * `omitDocsUnder` out of that map (their sidebar entries stay). The pages
 * that list them as cards (the API tag pages) carry their descriptions
 * (the OperationCardList of plugins/api-reference, written in by its page generator),
 * and that plugin's DocCard wrap shows a card for a doc that is
 * not in the map instead of throwing. The docs' own pages keep their title
 * and description: only the copy in the shared chunk goes.
 *
 * Second, the sidebar data every doc page loads held the whole API reference:
 * one entry per operation (384), 24 KB gzip of the doc pages' JavaScript, for
 * a part of the sidebar that stays collapsed outside the API pages. With
 * `sectionRoutes`, the docs under each of those route prefixes get a version
 * route of their own (as a second docs version would), with the full
 * sidebars; everywhere else, a sidebar category that links into the section
 * (an API tag) is a plain link to its page, without its operations. Every
 * page keeps its sidebar ('documentation'), its place in it, and its
 * previous/next links (computed from the full sidebars at build time); a
 * reader who follows a tag link lands on the tag page, whose sidebar has the
 * tag open with all its operations. Moving between the two route trees
 * re-renders the docs page below the navbar, as switching versions does.
 *
 * A wrapper because the docs plugin has no option for it and no other plugin
 * can change its routes; everything else is the original plugin.
 */
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, Options, PluginOptions, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

interface LeanDocsExtra {
  /** Doc id prefixes (e.g. `reference/api/unleash/`) of docs left out of the version data's `docs` map. */
  omitDocsUnder: string[];
  /**
   * Route prefixes (e.g. `/reference/api/unleash/`, with the trailing slash) of sections whose
   * docs get their own version route with the full sidebars; elsewhere the categories that link
   * into a section are links. None by default.
   */
  sectionRoutes?: string[];
}
/** As written in docusaurus.config.ts. */
export type LeanDocsUserOptions = Options & LeanDocsExtra;
/** As validated. */
export type LeanDocsOptions = PluginOptions & Required<LeanDocsExtra>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The route tree with the docs under the prefixes left out of
 * `props.version.docs`. Returns new objects along the changed path and leaves
 * the input as it was.
 */
export function withoutDocs(route: RouteConfig, prefixes: readonly string[]): RouteConfig {
  if (prefixes.length === 0) return route;
  let result = route;
  const version = isRecord(route.props) ? route.props.version : undefined;
  if (isRecord(version) && isRecord(version.docs)) {
    const docs = Object.fromEntries(
      Object.entries(version.docs).filter(([id]) => !prefixes.some((prefix) => id.startsWith(prefix))),
    );
    result = { ...result, props: { ...route.props, version: { ...version, docs } } };
  }
  if (route.routes) {
    result = { ...result, routes: route.routes.map((child) => withoutDocs(child, prefixes)) };
  }
  return result;
}

type SidebarsProp = Record<string, PropSidebarItem[]>;

/** The items with every category that links under the prefix made a link to its page (its items left out). */
export function collapseSection(items: PropSidebarItem[], prefix: string): PropSidebarItem[] {
  return items.map((item): PropSidebarItem => {
    if (item.type !== 'category') return item;
    if (item.href?.startsWith(prefix)) {
      return {
        type: 'link',
        label: item.label,
        href: item.href,
        ...(item.description === undefined ? {} : { description: item.description }),
        ...(item.className === undefined ? {} : { className: item.className }),
        ...(item.customProps === undefined ? {} : { customProps: item.customProps }),
        ...(item.linkUnlisted ? { unlisted: true } : {}),
      };
    }
    return { ...item, items: collapseSection(item.items, prefix) };
  });
}

function versionOf(route: RouteConfig): Record<string, unknown> | null {
  const version = isRecord(route.props) ? route.props.version : undefined;
  return isRecord(version) && isRecord(version.docsSidebars) ? version : null;
}

/**
 * The docs route tree (the docs plugin's root route: DocsRoot > DocVersionRoot > DocRoot > docs)
 * with each section's docs moved to a version route of their own, which keeps the full sidebars,
 * and the sidebars of the rest collapsed at the sections. Returns new objects along the changed
 * paths and leaves the input as it was.
 */
export function withSectionRoutes(docsRoot: RouteConfig, prefixes: readonly string[]): RouteConfig {
  if (prefixes.length === 0 || !docsRoot.routes) return docsRoot;
  const routes = docsRoot.routes.flatMap((versionRoute): RouteConfig[] => {
    const version = versionOf(versionRoute);
    if (version === null || !versionRoute.routes) return [versionRoute];
    const sectionRoutes: RouteConfig[] = [];
    let subRoutes = versionRoute.routes;
    let sidebars = version.docsSidebars as SidebarsProp;
    for (const prefix of prefixes) {
      const inSection = (route: RouteConfig) => route.path.startsWith(prefix);
      // The DocRoot routes (one per version) whose docs fall in the section, cut to those docs.
      const sectionDocRoots = subRoutes
        .filter((route) => route.routes?.some(inSection))
        .map((route) => ({ ...route, path: prefix.replace(/\/$/, ''), routes: route.routes?.filter(inSection) }));
      if (sectionDocRoots.length === 0) continue;
      sectionRoutes.push({
        ...versionRoute,
        path: prefix.replace(/\/$/, ''),
        routes: sectionDocRoots,
      });
      subRoutes = subRoutes.map((route) =>
        route.routes ? { ...route, routes: route.routes.filter((child) => !inSection(child)) } : route,
      );
      sidebars = Object.fromEntries(
        Object.entries(sidebars).map(([name, items]) => [name, collapseSection(items, prefix)]),
      );
    }
    if (sectionRoutes.length === 0) return [versionRoute];
    return [
      ...sectionRoutes,
      {
        ...versionRoute,
        routes: subRoutes,
        props: { ...versionRoute.props, version: { ...version, docsSidebars: sidebars } },
      },
    ];
  });
  return { ...docsRoot, routes };
}

export default async function leanDocsPlugin(
  context: LoadContext,
  options: LeanDocsOptions,
): Promise<Plugin<LoadedContent>> {
  const { omitDocsUnder, sectionRoutes, ...docsOptions } = options;
  const plugin = await pluginContentDocs(context, docsOptions);
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded(args) {
      const addRoute: typeof args.actions.addRoute = (route) =>
        args.actions.addRoute(withSectionRoutes(withoutDocs(route, omitDocsUnder), sectionRoutes));
      return contentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute } });
    },
  };
}

/** The docs plugin's own validation, which keeps (and ignores) the extra option. */
export function validateLeanDocsOptions(...args: Parameters<typeof validateOptions>): LeanDocsOptions {
  const [{ options, validate }] = args;
  const { omitDocsUnder, sectionRoutes = [], ...docsOptions } = options as Partial<LeanDocsUserOptions>;
  if (
    !Array.isArray(omitDocsUnder) ||
    !omitDocsUnder.every((prefix) => typeof prefix === 'string' && prefix.length > 0)
  ) {
    throw new Error('lean-docs: omitDocsUnder must be a list of non-empty doc id prefixes');
  }
  if (
    !Array.isArray(sectionRoutes) ||
    !sectionRoutes.every((prefix) => typeof prefix === 'string' && /^\/.+\/$/.test(prefix))
  ) {
    throw new Error('lean-docs: sectionRoutes must be a list of route prefixes that start and end with a slash');
  }
  return { ...validateOptions({ options: docsOptions, validate }), omitDocsUnder, sectionRoutes };
}
export { validateLeanDocsOptions as validateOptions };
