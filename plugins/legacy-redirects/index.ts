/**
 * @docusaurus/plugin-client-redirects with the site's redirects built in.
 *
 * The client bundle carries the whole site config, plugin options included
 * (it backs useDocusaurusContext). Given in docusaurus.config.ts, the 224
 * legacy redirects were 15 KB of every page's main chunk, read by no page.
 * Added here, in the plugin's option validation, they reach the plugin and
 * stay out of the serialized config. The plugin itself is unchanged.
 */
import clientRedirects, { validateOptions as validateClientRedirects } from '@docusaurus/plugin-client-redirects';
import type { Options, PluginOptions } from '@docusaurus/plugin-client-redirects';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { legacyRedirects } from '../../config/redirects';

/** Every page also answers under the old /docs/ prefix. */
export function oldDocsPrefixPaths(existingPath: string): string[] | undefined {
  if (existingPath === '/') return ['/docs'];
  if (existingPath.endsWith('.html') || existingPath.startsWith('/__tests__')) return undefined;
  return [`/docs${existingPath}`];
}

/**
 * A function of its own, not the plugin re-exported: Docusaurus looks for
 * `validateOptions` on the default export first, and the re-exported plugin
 * would bring the original one, which knows nothing of the redirects.
 */
export default function legacyRedirectsPlugin(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  return clientRedirects(context, options);
}

export function validateOptions(...args: Parameters<typeof validateClientRedirects>): PluginOptions {
  const [{ options, validate }] = args;
  const given: Options = options ?? {};
  if (given.redirects !== undefined || given.createRedirects !== undefined) {
    throw new Error(
      'legacy-redirects: the redirects are built in (config/redirects.ts); do not pass them in the config',
    );
  }
  return validateClientRedirects({
    validate,
    options: { ...given, redirects: [...legacyRedirects], createRedirects: oldDocsPrefixPaths },
  });
}
