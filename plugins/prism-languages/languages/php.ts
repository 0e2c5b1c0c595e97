// The php grammar, with its templating helper (markup-templating), for the pages whose code blocks use it
// (loaded by ../lazy-highlighting.ts when a code block needs it). After ./web, whose doc comments would otherwise reach php too.
import './web';
import { registerGrammars } from './register';

registerGrammars(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-markup-templating');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-php');
});
