/**
 * The operation page template (docusaurus-plugin-openapi-docs' `markdownGenerators.createApiPageMD`):
 * the plugin's own page, with what a caller needs right under the method and path, from the
 * spec's extensions (openapi/README.md): `x-unleash-plans` (operations only the commercial
 * server serves) and `x-unleash-permissions` (what the controller checks).
 * src/components/OperationFacts renders them. A removed operation (`x-unleash-removed-in`) says
 * so through OpenAPI's `deprecated` and `x-deprecated-description`, which the plugin shows.
 */
import { createApiPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { createMethodEndpoint } from 'docusaurus-plugin-openapi-docs/lib/markdown/createMethodEndpoint';

type ApiPageMetadata = Parameters<typeof createApiPageMD>[0];

/** The facts of an operation as the spec states them (assembled openapi.json). */
export interface OperationExtensions {
  'x-unleash-plans'?: string[];
  'x-unleash-permissions'?: string[];
}

/** The `<OperationFacts>` element for an operation, or '' when the spec states none of its facts. */
export function operationFactsElement(operation: OperationExtensions): string {
  const props: string[] = [];
  const plans = operation['x-unleash-plans'];
  const permissions = operation['x-unleash-permissions'];
  if (plans) props.push(`plans={${JSON.stringify(plans)}}`);
  if (permissions) props.push(`permissions={${JSON.stringify(permissions)}}`);
  return props.length === 0 ? '' : `<OperationFacts ${props.join(' ')} />\n\n`;
}

export function createOperationPageMD(page: ApiPageMetadata): string {
  const markdown = createApiPageMD(page);
  const facts = operationFactsElement(page.api as unknown as OperationExtensions);
  if (!facts) return markdown;
  // render() joins the parts a generator returns; the endpoint is one such list.
  const endpoint = createMethodEndpoint(page.api.method, page.api.path).join('');
  const at = markdown.indexOf(endpoint);
  if (at < 0) {
    throw new Error(
      `${page.api.method.toUpperCase()} ${page.api.path}: the plugin's page no longer contains its method and path ` +
        'as createMethodEndpoint writes them; update config/api-operation-page.ts',
    );
  }
  const end = at + endpoint.length;
  return (
    `import OperationFacts from "@site/src/components/OperationFacts";\n` +
    `${markdown.slice(0, end)}\n\n${facts}${markdown.slice(end)}`
  );
}
