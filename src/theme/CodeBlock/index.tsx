/**
 * The theme's CodeBlock without its remount after hydration. The original
 * (theme-classic 3.10.2) keys its content by `useIsBrowser()`, so that every
 * code block is thrown away and rendered afresh once the page has hydrated: the
 * server renders the default colour mode's highlighting, and that key was how
 * the theme brought the reader's mode to the code. Since then the colour mode
 * itself starts at the default while React hydrates and changes in an effect
 * afterwards (theme-common's useColorModeState), so a code block re-renders with
 * the new colours like any other component, and the remount only cost a phone
 * its code blocks' DOM a second time and their highlighting a third (server,
 * hydration, remount). Without the key, the CodeBlock/Content wrap can keep the
 * server's highlighted lines through hydration (see there).
 *
 * A replacement, not a wrap: the key is inside the original. What remains is its
 * choice between string and element children, which is the theme's own
 * String/Element content components.
 */
import React, { isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain string children joined into one string (copyable); children with elements as they are. */
function stringOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const content = stringOrElements(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
