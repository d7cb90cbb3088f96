/**
 * The time a page is drawn at. A page the server drew is hydrated at the moment the server drew
 * it (`data-server-now` on `#root`), not at the device's time: a phone's clock may be minutes or
 * hours off, and even a second later a store may have closed. Hydration that finds other words
 * than the server's throws the drawing away and draws the whole page again (React error 418).
 * Components catch up with the device's clock at their next tick.
 */
let drawingAt: number | undefined;

/** The time to draw with: the drawing's own while one is held, else the device's. */
export function renderNow(): number {
  return drawingAt ?? Date.now();
}

/** Runs a synchronous render (the server's `renderToString`) at `now`. */
export function renderAt<T>(now: number, render: () => T): T {
  drawingAt = now;
  try {
    return render();
  } finally {
    drawingAt = undefined;
  }
}

/**
 * Holds the clock at `now` (the server's drawing time) while hydration renders, which it does in
 * steps; returns the release, for when all of it is done (src/main.tsx: once the browser is idle).
 */
export function holdClockAt(now: number | undefined): () => void {
  drawingAt = now !== undefined && Number.isFinite(now) && now > 0 ? now : undefined;
  return () => {
    drawingAt = undefined;
  };
}
