/**
 * Idle prefetching of route code. On a good connection the code of the menu's pages is fetched
 * when the browser is idle (at the latest after 2000 ms, spec section 9), so the first click on a
 * menu item does not wait for a chunk. Only code is prefetched, never data, and nothing at all on
 * metered or slow connections: a visitor on mobile data pays only for what they ask for.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** The parts of the Network Information API we read (not in every browser, so all optional). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  type?: string;
}

const SLOW_EFFECTIVE_TYPES = new Set(['slow-2g', '2g']);

/** True when idle prefetching is welcome on this connection. */
export function canPrefetchOnIdle(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  if (connection.effectiveType && SLOW_EFFECTIVE_TYPES.has(connection.effectiveType)) return false;
  if (connection.type === 'cellular') return false;
  return true;
}

/** The browser's connection hints, where it exposes them. */
export function currentConnection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/**
 * Runs `task` when the browser is idle, or after `timeout` ms at the latest; falls back to a timer
 * where requestIdleCallback is missing (Safari). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout: number = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, Math.min(timeout, 1000));
  return () => clearTimeout(handle);
}

/**
 * Runs `tasks` one after another, each in an idle period of its own (at the latest `timeout` ms
 * after the previous one finished), so that prefetching many route chunks never becomes one long
 * task or a burst of parallel downloads competing with the page's own. Returns a cancel function.
 */
export function oneByOneWhenIdle(
  tasks: readonly (() => Promise<unknown> | void)[],
  timeout: number = PREFETCH_IDLE_TIMEOUT_MS,
): () => void {
  let cancelled = false;
  let cancelCurrent: () => void = () => undefined;
  const runFrom = (index: number) => {
    const task = tasks[index];
    if (cancelled || !task) return;
    cancelCurrent = whenIdle(() => {
      void Promise.resolve()
        .then(task)
        .catch(() => undefined)
        .then(() => runFrom(index + 1));
    }, timeout);
  };
  runFrom(0);
  return () => {
    cancelled = true;
    cancelCurrent();
  };
}

/** Internal paths of a list, deduplicated, without query or hash, external links left out. */
export function internalPaths(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const path of paths) {
    if (!path.startsWith('/') || path.startsWith('//')) continue;
    const clean = path.split(/[?#]/)[0] ?? path;
    seen.add(clean);
  }
  return [...seen];
}
