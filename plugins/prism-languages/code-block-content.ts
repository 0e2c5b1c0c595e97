/**
 * Where the theme's code block content (its Highlight, with ./prism-react-renderer.ts) is registered by
 * the pages that have code: ./highlighter.ts, which ./remark.ts imports into such pages. The
 * `CodeBlock/Content` wrap (src/theme) renders what is registered. No import of the highlighter
 * here: this module is in every page's JavaScript.
 */
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock/Content';

let registered: ComponentType<Props> | null = null;

export function registerCodeBlockContent(component: ComponentType<Props>): void {
  registered = component;
}

export function registeredCodeBlockContent(): ComponentType<Props> | null {
  return registered;
}
