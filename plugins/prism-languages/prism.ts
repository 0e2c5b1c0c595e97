/**
 * The Prism that highlights the site's code: prismjs's core (tokenizer, no grammar), for the
 * browser and server bundles alike. prism-react-renderer, which the theme highlights with, bundles
 * its own Prism together with ~30 grammars in one module (26 KB gzip), which the bundler cannot
 * split; here every grammar is a page grammar (config/prism.ts, ./languages), loaded by the pages
 * whose code uses it.
 *
 * In a browser, prismjs's core highlights every `code.language-*` element of the document by
 * itself once it loads, unless `Prism.manual` is set beforehand through a global `Prism`: that
 * would rewrite the server-rendered code blocks under React. So it loads with that global in
 * place; the global it leaves behind is then removed, as ./languages/register.ts does for the
 * grammars.
 */
import type PrismNamespace from 'prismjs';

export type PrismLib = typeof PrismNamespace;

const scope = globalThis as { Prism?: unknown };
const before = scope.Prism;
scope.Prism = { manual: true, disableWorkerMessageHandler: true };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must run after the global is set
const core = require('prismjs/components/prism-core') as PrismLib;
if (before === undefined) delete scope.Prism;
else scope.Prism = before;

export const Prism: PrismLib = core;
