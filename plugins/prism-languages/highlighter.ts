// The theme's code block content with its highlighter (./prism-react-renderer.ts, which stands in for
// the package, on prismjs's core), registered for the CodeBlock/Content wrap: the server bundle loads
// it with the wrap, the browser when a code block needs it (./lazy-highlighting.ts), and the
// components that render code blocks as they hydrate (the API pages') import it themselves.
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import { Prism } from 'prism-react-renderer';
import { registerCodeBlockContent } from './code-block-content';

registerCodeBlockContent({
  Content: CodeBlockContent,
  hasGrammar: (language) => Prism.languages[language.toLowerCase()] !== undefined,
});
