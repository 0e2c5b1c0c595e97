// Wrap: the colour-mode button switches between light and dark with every click.
// With `respectPrefersColorScheme` on, the theme's button cycles
// system -> light -> dark, so the first click on a page that follows a light
// system preference chose "light" and visibly did nothing. The site still
// follows the system preference until the reader chooses (the theme's inline
// script reads `colorMode.respectPrefersColorScheme`); the button only ever
// offers the opposite of what the reader sees, and stores that choice.
import React from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';
import { useColorMode } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): React.ReactNode {
  // The mode on screen, whether chosen or taken from the system preference.
  const { colorMode } = useColorMode();
  return <ColorModeToggle {...props} respectPrefersColorScheme={false} value={props.value ?? colorMode} />;
}
