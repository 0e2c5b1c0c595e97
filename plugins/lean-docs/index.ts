/**
 * The docs plugin (@docusaurus/plugin-content-docs), with a lighter version
 * data chunk.
 *
 * Every doc page loads the version's metadata: its sidebars and, for every
 * doc, `{id, title, description, sidebar}`. The only reader of
 * `description` in the browser is the theme's DocCard (card lists). With 384
 * generated API operation pages, their descriptions were 19 KB of the 47 KB
 * gzip that every hand-written page downloaded. This wrapper leaves them out
 * of that chunk for the docs under `omitDescriptionsUnder`; the pages that
 * list those docs as cards (the API tag pages) carry their own descriptions
 * (src/components/OperationCardList, written in by scripts/openapi/generate.ts).
 * The docs' own pages keep their description in their meta tags and search
 * records: only the copy in the shared chunk goes.
 *
 * A wrapper because the docs plugin has no option for it and no other plugin
 * can change its routes; everything else is the original plugin.
 */
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, Options, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

interface LeanDocsExtra {
  /** Doc id prefixes (e.g. `reference/api/unleash/`) whose descriptions stay out of the version data. */
  omitDescriptionsUnder: string[];
}
/** As written in docusaurus.config.ts. */
export type LeanDocsUserOptions = Options & LeanDocsExtra;
/** As validated. */
export type LeanDocsOptions = PluginOptions & LeanDocsExtra;

interface VersionDocProp {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The route tree with `description` dropped from `props.version.docs[id]` for
 * the ids under the prefixes. Returns new objects along the changed path and
 * leaves the input as it was.
 */
export function withoutDescriptions(route: RouteConfig, prefixes: readonly string[]): RouteConfig {
  if (prefixes.length === 0) return route;
  let result = route;
  const version = isRecord(route.props) ? route.props.version : undefined;
  if (isRecord(version) && isRecord(version.docs)) {
    const docs = Object.fromEntries(
      Object.entries(version.docs as Record<string, VersionDocProp>).map(([id, doc]) => {
        if (!prefixes.some((prefix) => id.startsWith(prefix))) return [id, doc];
        const lean: VersionDocProp = { ...doc };
        delete lean.description;
        return [id, lean];
      }),
    );
    result = { ...result, props: { ...route.props, version: { ...version, docs } } };
  }
  if (route.routes) {
    result = { ...result, routes: route.routes.map((child) => withoutDescriptions(child, prefixes)) };
  }
  return result;
}

export default async function leanDocsPlugin(
  context: LoadContext,
  options: LeanDocsOptions,
): Promise<Plugin<LoadedContent>> {
  const { omitDescriptionsUnder, ...docsOptions } = options;
  const plugin = await pluginContentDocs(context, docsOptions);
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded(args) {
      const addRoute: typeof args.actions.addRoute = (route) =>
        args.actions.addRoute(withoutDescriptions(route, omitDescriptionsUnder));
      return contentLoaded.call(plugin, { ...args, actions: { ...args.actions, addRoute } });
    },
  };
}

/** The docs plugin's own validation, which keeps (and ignores) the extra option. */
export function validateLeanDocsOptions(...args: Parameters<typeof validateOptions>): LeanDocsOptions {
  const [{ options, validate }] = args;
  const { omitDescriptionsUnder, ...docsOptions } = options as Partial<LeanDocsUserOptions>;
  if (
    !Array.isArray(omitDescriptionsUnder) ||
    !omitDescriptionsUnder.every((prefix) => typeof prefix === 'string' && prefix.length > 0)
  ) {
    throw new Error('lean-docs: omitDescriptionsUnder must be a list of non-empty doc id prefixes');
  }
  return { ...validateOptions({ options: docsOptions, validate }), omitDescriptionsUnder };
}
export { validateLeanDocsOptions as validateOptions };
