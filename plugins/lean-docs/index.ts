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
 * A wrapper because the docs plugin has no option for it and no other plugin
 * can change its routes; everything else is the original plugin.
 */
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, Options, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

interface LeanDocsExtra {
  /** Doc id prefixes (e.g. `reference/api/unleash/`) of docs left out of the version data's `docs` map. */
  omitDocsUnder: string[];
}
/** As written in docusaurus.config.ts. */
export type LeanDocsUserOptions = Options & LeanDocsExtra;
/** As validated. */
export type LeanDocsOptions = PluginOptions & LeanDocsExtra;

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

export default async function leanDocsPlugin(
  context: LoadContext,
  options: LeanDocsOptions,
): Promise<Plugin<LoadedContent>> {
  const { omitDocsUnder, ...docsOptions } = options;
  const plugin = await pluginContentDocs(context, docsOptions);
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded(args) {
      const addRoute: typeof args.actions.addRoute = (route) =>
        args.actions.addRoute(withoutDocs(route, omitDocsUnder));
      return contentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute } });
    },
  };
}

/** The docs plugin's own validation, which keeps (and ignores) the extra option. */
export function validateLeanDocsOptions(...args: Parameters<typeof validateOptions>): LeanDocsOptions {
  const [{ options, validate }] = args;
  const { omitDocsUnder, ...docsOptions } = options as Partial<LeanDocsUserOptions>;
  if (
    !Array.isArray(omitDocsUnder) ||
    !omitDocsUnder.every((prefix) => typeof prefix === 'string' && prefix.length > 0)
  ) {
    throw new Error('lean-docs: omitDocsUnder must be a list of non-empty doc id prefixes');
  }
  return { ...validateOptions({ options: docsOptions, validate }), omitDocsUnder };
}
export { validateLeanDocsOptions as validateOptions };
