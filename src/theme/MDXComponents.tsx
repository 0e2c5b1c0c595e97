// Wrap: the default MDX components plus the ones every page may use without an import.
import MDXComponents from '@theme-original/MDXComponents';
import PagePlaceholder from '@site/src/components/PagePlaceholder';
import Availability from '@site/src/components/Availability';

export default {
  ...MDXComponents,
  PagePlaceholder,
  Availability,
};
