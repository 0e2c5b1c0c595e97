/**
 * Makes images in doc content zoomable with medium-zoom. Only images that are
 * not inside a paragraph (stand-alone figures and screenshots) zoom; inline
 * images stay put.
 *
 * The library (3 KB gzip) is loaded only when a reader reaches for such an
 * image: the pointer moves over it, a finger touches it, or it is clicked.
 * On most page views nobody zooms, and the first visit's JavaScript budget is
 * tight (README, Performance). A pointer or touch loads it before the click
 * arrives; a click that comes first (a keyboard, a fast tap) opens the zoom as
 * soon as it has loaded. Each navigation detaches the zoom of the page left.
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { Zoom } from 'medium-zoom';
import './imageZoom.css';

export const zoomableImages = '.markdown :not(p) > img';

/** The zoom attached to the current page's images, once a reader has reached for one. */
let attached: Promise<Zoom> | undefined;

function zoomableImage(target: EventTarget | null): HTMLImageElement | null {
  return target instanceof HTMLImageElement && target.matches(zoomableImages) ? target : null;
}

function attachZoom(): Promise<Zoom> {
  attached ??= import('medium-zoom').then(({ default: mediumZoom }) => {
    const zoom = mediumZoom(zoomableImages, { margin: 24 });
    // Read the background on open, so it follows a colour-mode switch.
    zoom.on('open', () => {
      const background = getComputedStyle(document.documentElement).getPropertyValue('--ifm-background-color');
      zoom.update({ background: background.trim() });
    });
    return zoom;
  });
  return attached;
}

if (ExecutionEnvironment.canUseDOM) {
  const prepare = (event: Event) => {
    if (zoomableImage(event.target)) void attachZoom();
  };
  document.addEventListener('pointerover', prepare, { passive: true });
  document.addEventListener('touchstart', prepare, { passive: true });
  // Before the zoom is attached, a click on an image attaches it and opens that image; after, medium-zoom's own
  // listener on the image handles clicks.
  document.addEventListener('click', (event) => {
    const image = zoomableImage(event.target);
    if (!image || image.classList.contains('medium-zoom-image')) return;
    void attachZoom().then((zoom) => zoom.open({ target: image }));
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const leaving = attached;
    attached = undefined;
    void leaving?.then((zoom) => zoom.detach());
  },
};

export default clientModule;
