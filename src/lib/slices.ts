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
 * Runs `task` once the browser has painted the frame that the work done so far goes into: after
 * a tap, its own answer (a chip pressed) paints first, and the heavier work it asks for (a new
 * address, a list filtered) follows in a task of its own (interaction to next paint). A hidden
 * page paints no frames: there the task just waits for the running one to end. Returns what
 * cancels the task (an effect's clean-up, say).
 */
export function afterNextPaint(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  if (document.hidden || typeof requestAnimationFrame !== 'function') setTimeout(run, 0);
  else requestAnimationFrame(() => void yieldToMain().then(run));
  return () => {
    cancelled = true;
  };
}
