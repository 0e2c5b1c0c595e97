/**
 * Makes images in doc content zoomable with medium-zoom. Only images that are
 * not inside a paragraph (stand-alone figures and screenshots) zoom; inline
 * images stay put. Re-attached after every client-side navigation.
 */
import type { ClientModule } from '@docusaurus/types';
import mediumZoom, { type Zoom } from 'medium-zoom';

export const zoomableImages = '.markdown :not(p) > img';

let zoom: Zoom | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    zoom?.detach();
    zoom = mediumZoom(zoomableImages, { margin: 24 });
    // Read the background on open, so it follows a colour-mode switch.
    const current = zoom;
    current.on('open', () => {
      const background = getComputedStyle(document.documentElement).getPropertyValue('--ifm-background-color');
      current.update({ background: background.trim() });
    });
  },
};

export default clientModule;
