// The python grammar (also `py`), for the pages whose code blocks use it (loaded by ../lazy-highlighting.ts when a code block needs it).
import { registerGrammars } from './register';

registerGrammars(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-python');
});
