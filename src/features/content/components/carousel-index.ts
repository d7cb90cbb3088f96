/** The slide `delta` steps from `current`, wrapping around both ends. */
export function stepSlide(current: number, total: number, delta: number): number {
  if (total <= 0) return 0;
  return (((current + delta) % total) + total) % total;
}

/** Time each slide stays before the next one when the slide show plays. */
export const SLIDE_INTERVAL_MS = 6000;
