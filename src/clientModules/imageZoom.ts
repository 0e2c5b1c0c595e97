/**
 * Makes images in doc content zoomable with medium-zoom. Only images that are
 * not inside a paragraph (stand-alone figures and screenshots) zoom; inline
 * images stay put. The library is loaded only on pages that have such an
 * image, and re-attached after every client-side navigation.
 */
import type { ClientModule } from '@docusaurus/types';
import type { Zoom } from 'medium-zoom';
import './imageZoom.css';

export const zoomableImages = '.markdown :not(p) > img';

let zoom: Zoom | undefined;
let navigation = 0;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const current = ++navigation;
    zoom?.detach();
    zoom = undefined;
    if (!document.querySelector(zoomableImages)) return;
    void import('medium-zoom').then(({ default: mediumZoom }) => {
      if (current !== navigation) return; // the reader has moved on
      const attached = mediumZoom(zoomableImages, { margin: 24 });
      // Read the background on open, so it follows a colour-mode switch.
      attached.on('open', () => {
        const background = getComputedStyle(document.documentElement).getPropertyValue('--ifm-background-color');
        attached.update({ background: background.trim() });
      });
      zoom = attached;
    });
  },
};

export default clientModule;
