/**
 * After a deploy, a tab opened on the previous build asks for code chunks that no longer exist.
 * Reloading fetches the new build, but a chunk that is really broken would reload forever, so the
 * reload happens at most once per minute (spec sections 2 and 9): the time of the last reload is
 * kept in sessionStorage, which survives the reload but not the tab.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

// What browsers and Vite's preload helper say when a dynamic import or a preloaded chunk fails.
// (No webpack's `ChunkLoadError`: this build has no webpack runtime to throw it.)
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's preload helper
];

/** True when the error comes from failing to load a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Claims the one reload allowed per minute: true (and the time recorded) when no reload happened
 * in the last minute. Without working storage the answer is false, since an unguarded reload could
 * loop forever.
 */
export function claimChunkReload(
  storage: GuardStorage | undefined,
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS && now >= last)
      return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export interface ChunkReloadDeps {
  storage?: GuardStorage;
  now?: number;
  /** Whether the device has a connection; `navigator.onLine` by default. */
  online?: boolean;
  reload: () => void;
}

/**
 * TanStack Router's lazy route components reload the page on their own, once per tab for each
 * failed chunk's error message, keyed in sessionStorage by this prefix (@tanstack/react-router's
 * lazyRouteComponent). With both, a visitor saw two reloads for one failed chunk. Marking the
 * message as already reloaded makes the router stand down: this module's once-a-minute guard is
 * the one that decides. chunk-reload.dom.test.ts checks the router still uses this key.
 */
export const ROUTER_RELOAD_KEY_PREFIX = 'tanstack_router_reload:';

/** Tells the router's lazy components not to reload for `error` themselves (see above). */
export function standDownRouterReload(error: unknown, storage: GuardStorage | undefined): void {
  if (!storage || !isChunkLoadError(error)) return;
  try {
    storage.setItem(`${ROUTER_RELOAD_KEY_PREFIX}${(error as Error).message}`, '1');
  } catch {
    // Without storage the router's own reload cannot be guarded either; nothing to do.
  }
}

/**
 * Reloads the page when `error` is a chunk-load failure and the guard allows it. Returns true when
 * a reload was started, so the caller can show nothing instead of an error page. Never offline: a
 * reload cannot fetch the chunk either, and without a worker in control it ends on the browser's
 * offline page instead of the site's error page.
 */
export function reloadAfterChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  standDownRouterReload(error, deps.storage);
  const online = deps.online ?? (typeof navigator === 'undefined' || navigator.onLine);
  if (!online || !isChunkLoadError(error)) return false;
  if (!claimChunkReload(deps.storage, deps.now)) return false;
  deps.reload();
  return true;
}

/** sessionStorage, or undefined where it is blocked (some private modes throw on access). */
export function sessionStorageOrUndefined(): GuardStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * For the whole visit, from the app's start: a chunk Vite failed to load (`vite:preloadError`)
 * reloads the page, at most once a minute, when it was a page the visitor asked for
 * (`navigating`: the router is loading one). A chunk fetched ahead (idle prefetch, hover) that
 * fails is no reason to reload: that was the visitor walking into the carpark as the page loaded;
 * the navigation itself retries the chunk and reloads then if it must. Whether or not it reloads,
 * the router's lazy component that gets this error next is told not to reload on its own: a
 * visitor would see the page reload twice. Listening from the start, not once the page has
 * hydrated: the opened page's own chunks are asked for before (src/main.tsx), and one that failed
 * then left the router's reload unchecked.
 */
export function reloadOnPreloadError(navigating: () => boolean): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    const storage = sessionStorageOrUndefined();
    standDownRouterReload(error, storage);
    if (!navigating()) return;
    const reloading = reloadAfterChunkError(error, {
      storage,
      reload: () => window.location.reload(),
    });
    // Reloading: keep Vite from throwing the error into a page that is going away.
    if (reloading) event.preventDefault();
  });
}
