// The coffeescript grammar (also `coffee`), for the pages whose code blocks use it (loaded by
// ../lazy-highlighting.ts when a code block needs it). It extends javascript as ./web leaves it, with doc comments and js-extras: prism-react-renderer
// loaded it before those, so a `/** */` comment is now also a `doc-comment` token.
import './web';
import { registerGrammars } from './register';

registerGrammars(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-coffeescript');
});
