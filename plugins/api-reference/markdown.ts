/**
 * The page generators given to docusaurus-plugin-openapi-docs (`markdownGenerators`), with the
 * templates in ./templates for the front matter:
 * - an operation page is the plugin's own page, with what a caller needs right under the method
 *   and path (the spec's `x-unleash-plans` and `x-unleash-permissions`, shown by the theme's
 *   OperationFacts) and its request samples rendered here, at generation time, into the
 *   `request_samples` front matter (./request-samples.ts), so readers do not download the code
 *   generators (the ApiExplorer wrap in src/theme shows them);
 * - a tag page lists its operations with their descriptions (the theme's OperationCardList),
 *   since plugins/lean-docs keeps those descriptions out of the data every page loads.
 * A removed operation (`x-unleash-removed-in`) says so through OpenAPI's `deprecated` and
 * `x-deprecated-description`, which the plugin already shows.
 */
import zlib from 'node:zlib';
import { createApiPageMD, createTagPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { createMethodEndpoint } from 'docusaurus-plugin-openapi-docs/lib/markdown/createMethodEndpoint';
import { apiReferenceDocIdPrefix, languageTabs } from '../../config/api-reference';
import { requestSamples, type ApiPageItem } from './request-samples';

type ApiPageMetadata = Parameters<typeof createApiPageMD>[0];
type TagPageMetadata = Parameters<typeof createTagPageMD>[0];

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

/**
 * The description of each operation page, by tag name then doc id, as the plugin put it in the
 * page's front matter. The plugin generates every operation page before the tag pages (in one
 * run, in this process), so a tag page finds its operations here.
 */
const operationDescriptionsByTag = new Map<string, Record<string, string>>();

/** Written at the top of every operation page: the API theme's stylesheet (theme/ApiReferenceStyles). */
export const stylesImport = 'import "@theme/ApiReferenceStyles";';

export function createOperationPageMD(page: ApiPageMetadata): string {
  const api = page.api as ApiPageMetadata['api'] & OperationExtensions & { tags?: string[] };
  const description = page.frontMatter.description;
  for (const tag of api.tags ?? []) {
    const descriptions = operationDescriptionsByTag.get(tag) ?? {};
    if (description) descriptions[`${apiReferenceDocIdPrefix}${page.id}`] = description;
    operationDescriptionsByTag.set(tag, descriptions);
  }
  const samples = requestSamples(api as unknown as ApiPageItem, languageTabs);
  if (samples.length > 0) {
    // Encoded as the plugin encodes `api` (zlib, base64): code samples hold every character YAML cares about.
    const frontMatter = page.frontMatter as ApiPageMetadata['frontMatter'] & { request_samples?: string };
    frontMatter.request_samples = zlib.deflateSync(JSON.stringify(samples), { level: 9 }).toString('base64');
  }
  // The API theme's stylesheet comes with the operation pages, not with every page (./openapi-theme.ts).
  const markdown = `${stylesImport}\n${createApiPageMD(page)}`;
  const facts = operationFactsElement(api);
  if (!facts) return markdown;
  // render() joins the parts a generator returns; the endpoint is one such list.
  const endpoint = createMethodEndpoint(api.method, api.path).join('');
  const at = markdown.indexOf(endpoint);
  if (at < 0) {
    throw new Error(
      `${api.method.toUpperCase()} ${api.path}: the plugin's page no longer contains its method and path ` +
        'as createMethodEndpoint writes them; update plugins/api-reference/markdown.ts',
    );
  }
  const end = at + endpoint.length;
  return `import OperationFacts from "@theme/OperationFacts";\n${markdown.slice(0, end)}\n\n${facts}${markdown.slice(end)}`;
}

export function createTagPage(page: TagPageMetadata): string {
  const tag = (page as TagPageMetadata & { tag: { name: string } }).tag;
  const descriptions = operationDescriptionsByTag.get(tag.name);
  if (!descriptions) {
    throw new Error(
      `tag "${tag.name}": no operation page was generated before its tag page; ` +
        'the plugin changed its order: update plugins/api-reference/markdown.ts',
    );
  }
  return (
    `${createTagPageMD(page)}\n\n` +
    "import OperationCardList from '@theme/OperationCardList';\n\n" +
    `<OperationCardList descriptions={${JSON.stringify(descriptions)}} />\n`
  );
}
