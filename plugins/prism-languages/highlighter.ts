// The theme's code block content with its highlighter (./prism-react-renderer.ts, which stands in for
// the package, on prismjs's core), for the pages and components that render code: ./remark.ts adds
// this import to every docs page with a code block, and the components that render code blocks
// import it themselves.
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import { registerCodeBlockContent } from './code-block-content';

registerCodeBlockContent(CodeBlockContent);
