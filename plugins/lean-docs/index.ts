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
 * Third, with `omitDescriptions`, the `docs` map keeps each doc's id, title
 * and sidebar but not its description: the descriptions were 10 KB of the
 * 18.5 KB gzip of version data every doc page loads, and their one reader,
 * DocCard, renders no hand-written doc on this site (the tag pages' cards
 * carry their own). A card for a hand-written doc would show no description
 * unless its sidebar item has one.
 *
 * Fourth, the docs plugin's global data (in `main.js`, on every page) lists
 * every doc's id, path and sidebar; the docs under `omitDocsUnder` leave it too
 * (3.4 KB of its 6.3 KB gzip). Its readers are the navbar's doc and version
 * items: on an operation page the version dropdown's entry links to the
 * version's first doc instead of the same page (one version: the same place).
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
  /** Whether the version data's `docs` map leaves out the docs' descriptions (see above). False by default. */
  omitDescriptions?: boolean;
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
export function withoutDocs(route: RouteConfig, prefixes: readonly string[], omitDescriptions = false): RouteConfig {
  if (prefixes.length === 0 && !omitDescriptions) return route;
  let result = route;
  const version = isRecord(route.props) ? route.props.version : undefined;
  if (isRecord(version) && isRecord(version.docs)) {
    const docs = Object.fromEntries(
      Object.entries(version.docs)
        .filter(([id]) => !prefixes.some((prefix) => id.startsWith(prefix)))
        .map(([id, doc]) => {
          if (!omitDescriptions || !isRecord(doc)) return [id, doc];
          return [id, Object.fromEntries(Object.entries(doc).filter(([key]) => key !== 'description'))];
        }),
    );
    result = { ...result, props: { ...route.props, version: { ...version, docs } } };
  }
  if (route.routes) {
    result = { ...result, routes: route.routes.map((child) => withoutDocs(child, prefixes, omitDescriptions)) };
  }
  return result;
}

/** The docs plugin's global data with the docs under the prefixes left out of each version's list. */
export function withoutGlobalDocs(data: unknown, prefixes: readonly string[]): unknown {
  if (prefixes.length === 0 || !isRecord(data) || !Array.isArray(data.versions)) return data;
  return {
    ...data,
    versions: data.versions.map((version: unknown) =>
      isRecord(version) && Array.isArray(version.docs)
        ? {
            ...version,
            docs: version.docs.filter(
              (doc: unknown) =>
                !(
                  isRecord(doc) &&
                  typeof doc.id === 'string' &&
                  prefixes.some((p) => (doc.id as string).startsWith(p))
                ),
            ),
          }
        : version,
    ),
  };
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
  const { omitDocsUnder, sectionRoutes, omitDescriptions, ...docsOptions } = options;
  const plugin = await pluginContentDocs(context, docsOptions);
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded(args) {
      const addRoute: typeof args.actions.addRoute = (route) =>
        args.actions.addRoute(withSectionRoutes(withoutDocs(route, omitDocsUnder, omitDescriptions), sectionRoutes));
      const setGlobalData: typeof args.actions.setGlobalData = (data) =>
        args.actions.setGlobalData(withoutGlobalDocs(data, omitDocsUnder));
      return contentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute, setGlobalData } });
    },
  };
}

/** The docs plugin's own validation, which keeps (and ignores) the extra option. */
export function validateLeanDocsOptions(...args: Parameters<typeof validateOptions>): LeanDocsOptions {
  const [{ options, validate }] = args;
  const {
    omitDocsUnder,
    sectionRoutes = [],
    omitDescriptions = false,
    ...docsOptions
  } = options as Partial<LeanDocsUserOptions>;
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
  if (typeof omitDescriptions !== 'boolean') throw new Error('lean-docs: omitDescriptions must be true or false');
  return { ...validateOptions({ options: docsOptions, validate }), omitDocsUnder, sectionRoutes, omitDescriptions };
}
export { validateLeanDocsOptions as validateOptions };
