// Wrap: fixes a new announcement staying hidden on the first visit after a
// reader dismissed an older one. Docusaurus's inline script hides the bar
// before hydration whenever "dismissed" is stored, without comparing ids;
// React then resets the flag for the new id, but the html attribute that
// hides the bar stays until the next reload. Clear it once the bar is active.
import React, { useEffect } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): React.ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
