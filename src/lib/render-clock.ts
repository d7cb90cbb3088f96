/**
 * The time a page is drawn at. A page the server drew is hydrated at the moment the server drew
 * it (`data-server-now` on `#root`), not at the device's time: a phone's clock may be minutes or
 * hours off, and even a second later a store may have closed. Hydration that finds other words
 * than the server's throws the drawing away and draws the whole page again (React error 418).
 * Each component reads the drawing's time while it is drawn for the server or hydrated, however
 * late its part of the page hydrates (a part inside a suspense boundary can hydrate after the
 * browser has been idle), and the device's in every render after: components catch up with the
 * device's clock at their next tick.
 */
import { useIsHydrating } from './hydrating';

let drawingAt: number | undefined;

const usable = (now: number | undefined) =>
  now !== undefined && Number.isFinite(now) && now > 0 ? now : undefined;

/** Runs a synchronous render (the server's `renderToString`) at `now`. */
export function renderAt<T>(now: number, render: () => T): T {
  drawingAt = usable(now);
  try {
    return render();
  } finally {
    drawingAt = undefined;
  }
}

/** In the browser: the time the server drew the page at, which its hydration draws at. */
export function hydrateAt(now: number | undefined): void {
  drawingAt = usable(now);
}

/** The time to draw with: the drawing's own while a component is drawn from it, else the device's. */
function timeToDrawWith(hydrating: boolean): number {
  return (hydrating ? drawingAt : undefined) ?? Date.now();
}

/** The time a component draws with (above), read as it renders. */
export function useRenderNow(): number {
  return timeToDrawWith(useIsHydrating());
}
