/**
 * Renders the browser-only parts of an operation page one at a time after the page has
 * hydrated, each in a task of its own, instead of all in the update that ends hydration.
 *
 * Why: the API theme renders the parameters, request body and responses in the browser only
 * (Docusaurus's BrowserOnly; the server writes a skeleton), and so does ApiItem with its request
 * column. They all appeared in the update that flips `useIsBrowser()` to true, which React
 * renders in one piece: on /reference/api/unleash/create-feature one 150 ms task on a desktop
 * CPU, about 600 ms on Lighthouse's throttled phone, during which the page answers no input.
 * Here each part starts as the theme's skeleton (as on the server, so hydration matches) and
 * swaps in its content when its turn comes: the first part after hydration, each next one after
 * the previous has committed, from a new task, so the browser can paint and handle input in
 * between. Each part renders in a transition, which React also splits into short slices (a third
 * less blocking time over that page's load than plain updates, measured). A part mounted later
 * (client-side navigation) waits one task.
 *
 * The wraps render `<AfterHydration>` around the original instead of calling a function on it
 * when their module loads: the theme's modules import each other in cycles (StatusCodes and
 * ResponseSchema), so the original may not be initialised yet at that point.
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';

export type SkeletonSize = 'sm' | 'md' | 'lg';

/** Parts waiting for their turn, in the order their effects ran (document order). */
const waiting: Array<() => void> = [];
let turnScheduled = false;

function scheduleNextTurn(): void {
  if (turnScheduled || waiting.length === 0) return;
  turnScheduled = true;
  setTimeout(() => {
    turnScheduled = false;
    waiting.shift()?.();
  }, 0);
}

export function AfterHydration({
  skeletonSize,
  children,
}: {
  skeletonSize: SkeletonSize;
  children: ReactNode;
}): ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) {
      scheduleNextTurn(); // this part has committed: the next one may render
      return undefined;
    }
    let active = true;
    const show = () => {
      if (active) startTransition(() => setReady(true));
      else scheduleNextTurn(); // unmounted while waiting: pass the turn on
    };
    waiting.push(show);
    scheduleNextTurn();
    return () => {
      active = false;
    };
  }, [ready]);
  return ready ? children : <SkeletonLoader size={skeletonSize} />;
}
