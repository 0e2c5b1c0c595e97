// docusaurus-theme-openapi-docs ships ApiItem without a type for this alias; it takes DocItem's props.
declare module '@theme/ApiItem' {
  import type { ComponentType } from 'react';
  import type { Props } from '@theme/DocItem';

  const ApiItem: ComponentType<Props>;
  export default ApiItem;
}

// The theme's API explorer (the "Send API Request" column), wrapped by src/theme/ApiExplorer.
declare module '@theme-original/ApiExplorer' {
  import type { ComponentType } from 'react';

  const ApiExplorer: ComponentType<{ item: unknown; infoPath?: string }>;
  export default ApiExplorer;
}

declare module '@theme/ApiExplorer/CodeTabs' {
  import type { ComponentType, ReactNode } from 'react';

  export interface CodeTabsLanguage {
    language: string;
    variants: string[];
    sample?: string;
  }
  const CodeTabs: ComponentType<{
    groupId?: string;
    className?: string;
    defaultValue?: string;
    lazy?: boolean;
    languageSet: CodeTabsLanguage[];
    action: {
      setLanguage(language: CodeTabsLanguage): void;
      setSelectedVariant(variant: string): void;
      setSelectedSample(sample: string | undefined): void;
    };
    children: ReactNode;
  }>;
  export default CodeTabs;
}

declare module '@theme/ApiExplorer/ApiCodeBlock' {
  import type { ComponentType } from 'react';

  const ApiCodeBlock: ComponentType<{
    language?: string;
    className?: string;
    showLineNumbers?: boolean;
    children: string;
  }>;
  export default ApiCodeBlock;
}

// The theme's stylesheet, imported for its effect by plugins/api-reference/theme/ApiReferenceStyles.
declare module 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

// The API theme's tab hooks and context, which its TabItem (@theme/TabItem on this site) reads;
// src/theme/Tabs provides them.
declare module '@theme/utils/tabsUtils' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/utils/tabsUtils';
}
declare module '@theme/utils/scrollUtils' {
  export { useScrollPositionBlocker } from 'docusaurus-theme-openapi-docs/lib/theme/utils/scrollUtils';
}

// The API theme's placeholder while a part renders in the browser, and the parts that the
// API reference plugin's theme renders after hydration (plugins/api-reference/theme).
declare module '@theme/SkeletonLoader' {
  import type { ComponentType } from 'react';

  const SkeletonLoader: ComponentType<{ size?: 'sm' | 'md' | 'lg' }>;
  export default SkeletonLoader;
}
declare module '@theme-init/RequestSchema' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/RequestSchema';
}
declare module '@theme-init/ResponseSchema' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ResponseSchema';
}
declare module '@theme-init/ParamsDetails' {
  export { default } from 'docusaurus-theme-openapi-docs/lib/theme/ParamsDetails';
}
