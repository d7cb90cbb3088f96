/**
 * The first disabled or blocked date after a check-in. A stay holds the nights from the check-in
 * to the night before the check-out, so it cannot run past that date; with `enableCheckout` the
 * guest may still leave on its morning.
 */

/** First date of `sortedUnavailable` strictly after `checkIn`, or undefined when none. */
export function nextUnavailableDate(
  checkIn: string,
  sortedUnavailable: readonly string[],
): string | undefined {
  let low = 0;
  let high = sortedUnavailable.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sortedUnavailable[middle] as string) <= checkIn) low = middle + 1;
    else high = middle;
  }
  return sortedUnavailable[low];
}
