/**
 * The API operation pages' routes in the browser (see ../client-routes.ts): one route per row of
 * the table the build wrote, each with a component made the first time the router asks for it.
 *
 * The component loads what Docusaurus's own route component for the page loads (the docs plugin's
 * page component and the page's MDX, with react-loadable as Docusaurus does) and renders the same
 * element: `<DocItem content={mdx} {...routeProps} />` (DocItem: the docs plugin's
 * `docItemComponent`, here plugins/api-reference/theme/ApiDocItem). Docusaurus wraps it in a route context
 * provider too; for these routes (no context of their own) that provider passes on its parent's
 * plugin and data unchanged, so it is left out.
 */
import React, { type ComponentType } from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import type { OperationRouteRow } from '../client-routes';

type Module = Record<string, unknown> & { default: unknown };

/** `require.context(..., 'lazy')` of the operation pages' MDX: a file name (`./x.api.mdx`) to its module. */
type LazyContext = (request: string) => Promise<Module>;

interface OperationRoute {
  path: string;
  exact: true;
  readonly component: ComponentType<Record<string, unknown>>;
  [attribute: string]: unknown;
}

/**
 * A module's value as Docusaurus's ComponentCreator passes it on: its default export, carrying
 * the other exports as properties (an MDX page's `frontMatter`, `metadata`, `toc`...).
 */
function moduleValue(loaded: Module): unknown {
  const value = loaded.default;
  if (typeof value === 'object' || typeof value === 'function') {
    for (const key of Object.keys(loaded)) if (key !== 'default') (value as Record<string, unknown>)[key] = loaded[key];
  }
  return value;
}

function operationPage(
  file: string,
  pages: LazyContext,
  loadPage: () => Promise<Module>,
): ComponentType<Record<string, unknown>> {
  return Loadable.Map({
    loading: Loading,
    loader: { page: loadPage, content: () => pages(`./${file}`) },
    render(loaded: { page: Module; content: Module }, props: Record<string, unknown>) {
      const Page = moduleValue(loaded.page) as ComponentType<Record<string, unknown>>;
      return <Page content={moduleValue(loaded.content)} {...props} />;
    },
  });
}

/** `loadPage` loads the docs plugin's page component: the build passes the one it found the rows by. */
export default function createOperationRoutes(
  rows: OperationRouteRow[],
  pages: LazyContext,
  loadPage: () => Promise<Module>,
): OperationRoute[] {
  return rows.map(([path, file, attributes]) => {
    let component: ComponentType<Record<string, unknown>> | undefined;
    return {
      path,
      exact: true,
      ...attributes,
      // Made on first use: most visits never render an operation page.
      get component() {
        component ??= operationPage(file, pages, loadPage);
        return component;
      },
    };
  });
}
