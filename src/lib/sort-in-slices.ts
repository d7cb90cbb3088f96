/**
 * Sorting in slices, in a module of its own: lib/slices.ts is in every page's first load, and
 * only the directory's code sorts this way.
 */
import { SLICE_MS, yieldToMain } from './slices';

/**
 * `items` sorted by `compare` (stable, like `Array.prototype.sort`), yielding whenever a slice
 * has run longer than `sliceMs`: a merge sort, runs of 32 sorted at once, then merged. Sorting
 * the directory's 700 merchants with a collator was one task of some 150 ms on a budget phone.
 */
export async function sortInSlices<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  sliceMs = SLICE_MS,
): Promise<T[]> {
  const RUN = 32;
  let from = [...items];
  let to = new Array<T>(from.length);
  let sliceStart = performance.now();
  const due = () => performance.now() - sliceStart > sliceMs;
  const pause = async () => {
    await yieldToMain();
    sliceStart = performance.now();
  };
  for (let start = 0; start < from.length; start += RUN) {
    const run = from.slice(start, start + RUN).sort(compare);
    from.splice(start, run.length, ...run);
    if (due()) await pause();
  }
  for (let width = RUN; width < from.length; width *= 2) {
    for (let low = 0; low < from.length; low += 2 * width) {
      const middle = Math.min(low + width, from.length);
      const high = Math.min(low + 2 * width, from.length);
      let left = low;
      let right = middle;
      let next = low;
      while (left < middle && right < high) {
        // The right one goes first only when it is strictly smaller: equal items keep their order.
        to[next++] = compare(from[right]!, from[left]!) < 0 ? from[right++]! : from[left++]!;
        if ((next & 31) === 0 && due()) await pause();
      }
      while (left < middle) to[next++] = from[left++]!;
      while (right < high) to[next++] = from[right++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}
