// The sql grammar, for the pages whose code blocks use it (../remark.ts adds the import).
import { registerGrammars } from './register';

registerGrammars(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file must run after the global is set
  require('prismjs/components/prism-sql');
});
