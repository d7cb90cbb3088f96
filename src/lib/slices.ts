/**
 * Long jobs of the first load (checking and mapping the directory's few hundred merchants) cut
 * into slices, with the browser free to paint and answer input between them. A task over 50 ms
 * is a "long task"; phones run about four times slower than the machines this is measured on.
 */

/** Work between two yields, in ms of this machine's time. */
export const SLICE_MS = 8;

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Gives the main thread back for a moment. `scheduler.yield` where the browser has it, else a
 * message to ourselves: unlike a timer, neither is slowed to once a second in a background tab.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** `items.map(map)`, yielding whenever a slice has run longer than `sliceMs`. */
export async function mapInSlices<T, R>(
  items: readonly T[],
  map: (item: T, index: number) => R,
  sliceMs = SLICE_MS,
): Promise<R[]> {
  const mapped: R[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    mapped.push(map(item, index));
  }
  return mapped;
}

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

/**
 * Runs `task` once the browser has painted the frame that the work done so far goes into: after
 * a tap, its own answer (a chip pressed) paints first, and the heavier work it asks for (a new
 * address, a list filtered) follows in a task of its own (interaction to next paint). A hidden
 * page paints no frames: there the task just waits for the running one to end.
 */
export function afterNextPaint(task: () => void): void {
  if (document.hidden || typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => void yieldToMain().then(task));
}
