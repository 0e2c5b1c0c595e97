// docusaurus-theme-openapi-docs ships ApiItem without a type for this alias; it takes DocItem's props.
declare module '@theme/ApiItem' {
  import type { ComponentType } from 'react';
  import type { Props } from '@theme/DocItem';

  const ApiItem: ComponentType<Props>;
  export default ApiItem;
}
