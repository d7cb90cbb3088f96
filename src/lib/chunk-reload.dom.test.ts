import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The installed router's source, as text (Vite's ?raw).
import routerLazyComponent from '../../node_modules/@tanstack/react-router/dist/esm/lazyRouteComponent.js?raw';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  claimChunkReload,
  isChunkLoadError,
  reloadAfterChunkError,
  reloadOnPreloadError,
  ROUTER_RELOAD_KEY_PREFIX,
  standDownRouterReload,
} from './chunk-reload';

function chunkError(
  message = 'Failed to fetch dynamically imported module: https://x.sg/assets/faq-abc.js',
): Error {
  return new TypeError(message);
}

describe('isChunkLoadError', () => {
  it.each([
    [
      new TypeError('Failed to fetch dynamically imported module: https://x.sg/assets/faq-abc.js'),
      true,
    ],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module: https://x.sg/a.js'), true],
    [chunkError(), true],
    [new Error('Unable to preload CSS for /assets/index.css'), true],
    [new Error('Failed to fetch'), false],
    [new Error('No event with EventID 999'), false],
    ['Failed to fetch dynamically imported module', false],
    [undefined, false],
  ])('%s -> %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('chunk reload guard (once a minute)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-04T10:00:00+08:00'));
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('allows the first reload and records when it happened', () => {
    expect(claimChunkReload(sessionStorage)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it('refuses a second reload within the minute and allows it once the minute has passed', () => {
    expect(claimChunkReload(sessionStorage)).toBe(true);
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    expect(claimChunkReload(sessionStorage)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(claimChunkReload(sessionStorage)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(claimChunkReload(sessionStorage)).toBe(false);
  });

  it('ignores a garbage or future timestamp instead of refusing forever', () => {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'yesterday');
    expect(claimChunkReload(sessionStorage)).toBe(true);
    sessionStorage.setItem(
      CHUNK_RELOAD_STORAGE_KEY,
      String(Date.now() + 10 * CHUNK_RELOAD_GUARD_MS),
    );
    expect(claimChunkReload(sessionStorage)).toBe(true);
  });

  it('never reloads without storage or when storage throws (a reload loop would be worse)', () => {
    expect(claimChunkReload(undefined)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload(throwing)).toBe(false);
  });

  it('reloads for a chunk error once, and not for other errors', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(new Error('Not found'), { storage: sessionStorage, reload })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();

    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(reloadAfterChunkError(error, { storage: sessionStorage, reload })).toBe(true);
    expect(reloadAfterChunkError(error, { storage: sessionStorage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS);
    expect(reloadAfterChunkError(error, { storage: sessionStorage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline, and leaves the guard unclaimed for when the signal is back', () => {
    const reload = vi.fn();
    const error = chunkError();
    expect(reloadAfterChunkError(error, { storage: sessionStorage, reload, online: false })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(reloadAfterChunkError(error, { storage: sessionStorage, reload, online: true })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("the router's own reload stands down", () => {
  beforeEach(() => sessionStorage.clear());

  const routerKey = (error: Error) => `${ROUTER_RELOAD_KEY_PREFIX}${error.message}`;

  it('marks a failed chunk as reloaded for the router, whether this guard reloads or not', () => {
    const reload = vi.fn();
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    reloadAfterChunkError(error, { storage: sessionStorage, reload, online: false });
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(routerKey(error))).toBe('1');

    const other = new TypeError('Failed to fetch dynamically imported module: /assets/y.js');
    claimChunkReload(sessionStorage);
    expect(reloadAfterChunkError(other, { storage: sessionStorage, reload })).toBe(false);
    expect(sessionStorage.getItem(routerKey(other))).toBe('1');
  });

  it('stands the router down for a chunk that failed outside a navigation, as Vite reports it', () => {
    // As the app starts, the opened page's chunks are asked for before anything hydrates.
    reloadOnPreloadError(() => false);
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: error,
    });
    window.dispatchEvent(event);
    expect(sessionStorage.getItem(routerKey(error))).toBe('1');
    // Not a page the visitor asked for: no reload, and Vite throws the error on.
    expect(event.defaultPrevented).toBe(false);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });

  it('leaves other errors to the router', () => {
    const error = new Error('Not found');
    standDownRouterReload(error, sessionStorage);
    expect(sessionStorage.getItem(routerKey(error))).toBeNull();
  });

  it('uses the key TanStack Router reads before reloading (checked against the installed router)', () => {
    const source = routerLazyComponent;
    expect(source).toContain(`\`${ROUTER_RELOAD_KEY_PREFIX}\${error.message}\``);
    expect(source).toContain('sessionStorage.getItem(storageKey)');
  });
});
