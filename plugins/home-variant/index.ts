/**
 * Lets the home page import the murmurhash library as text
 * (`murmurhash/murmurhash.js?source`), so the page can inline it in a
 * blocking script that picks the variant before the first paint. The
 * library is not transpiled (it sits in node_modules), so the text is the
 * published file as is.
 */
import type { Plugin } from '@docusaurus/types';

export default function homeVariantPlugin(): Plugin {
  return {
    name: 'home-variant',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: /murmurhash[\\/]murmurhash\.js$/, resourceQuery: /source/, type: 'asset/source' }],
        },
      };
    },
  };
}
