import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SW_MESSAGES } from '../shared/sw-messages';
import { startServiceWorkerWhenIdle } from './pwa-register';
import { applyUpdate, resetUpdateStateForTests, useUpdateAvailable } from './pwa-update-state';
import { resetServiceWorkerStartForTests, startServiceWorker } from './pwa-workbox';

/*
 * The registration runs the real workbox-window against a stand-in for the browser's service
 * worker API, which jsdom lacks: a container, a registration and workers that are event targets
 * with the state and script URL the browser gives them.
 */
const SCRIPT_URL = new URL('/sw.js', window.location.href).href;

class FakeWorker extends EventTarget {
  readonly scriptURL = SCRIPT_URL;
  readonly postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  /** Moves to `state` as the browser does: the state first, then `statechange`. */
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  /** A new version found on the server: `updatefound` with it installing. */
  find(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  constructor(
    public controller: FakeWorker | null,
    readonly register = vi.fn((): Promise<FakeRegistration | undefined> =>
      Promise.resolve(new FakeRegistration()),
    ),
  ) {
    super();
  }
}

/** Gives jsdom's navigator the given `serviceWorker`. */
function withServiceWorker(container: unknown): void {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

/** A page controlled by the current worker, whose registration is `registration`. */
function controlledPage(registration = new FakeRegistration()) {
  const container = new FakeContainer(
    new FakeWorker('activated'),
    vi.fn(() => Promise.resolve(registration)),
  );
  withServiceWorker(container);
  return { container, registration };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  resetServiceWorkerStartForTests();
  resetUpdateStateForTests();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('startServiceWorker', () => {
  it('does nothing where the browser has no service workers', async () => {
    await expect(startServiceWorker()).resolves.toBe(false);
  });

  it('does nothing where navigator.serviceWorker exists but is undefined (Firefox private windows)', async () => {
    withServiceWorker(undefined);
    await expect(startServiceWorker()).resolves.toBe(false);
  });

  it.each([
    [
      'resolves without a registration (blocked, as Playwright does)',
      () => Promise.resolve(undefined),
    ],
    [
      'rejects (blocked by settings or policy)',
      () => Promise.reject(new DOMException('Blocked', 'SecurityError')),
    ],
  ])('carries on without a worker when register() %s', async (_case, register) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = new FakeContainer(null, vi.fn(register));
    withServiceWorker(container);

    await expect(startServiceWorker()).resolves.toBe(false);

    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(warn).toHaveBeenCalledOnce();
    // Nothing left that could message a worker that does not exist.
    expect(() => applyUpdate()).not.toThrow();
  });

  it('registers /sw.js once and checks for updates when the page is shown again', async () => {
    const { container, registration } = controlledPage();

    await expect(startServiceWorker()).resolves.toBe(true);
    await expect(startServiceWorker()).resolves.toBe(false);

    expect(container.register).toHaveBeenCalledOnce();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalled();
  });

  it('offers a new version once it waits behind the current worker, and tells it to take over', async () => {
    const { registration } = controlledPage();
    const { result } = renderHook(() => useUpdateAvailable());
    await act(() => startServiceWorker());
    expect(result.current).toBe(false);

    const next = new FakeWorker('installing');
    act(() => registration.find(next));
    expect(result.current).toBe(false); // still installing
    registration.installing = null;
    registration.waiting = next;
    act(() => next.moveTo('installed'));
    await vi.waitFor(() => expect(result.current).toBe(true));

    applyUpdate();
    expect(next.postMessage).toHaveBeenCalledWith(
      { type: SW_MESSAGES.skipWaiting },
      expect.anything(),
    );
  });

  it('offers a version that was already waiting when the page registered', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    controlledPage(registration);
    const { result } = renderHook(() => useUpdateAvailable());

    await act(() => startServiceWorker());

    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('offers nothing to a page no worker controls (the waiting version comes with the next visit)', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    withServiceWorker(
      new FakeContainer(
        null,
        vi.fn(() => Promise.resolve(registration)),
      ),
    );
    const { result } = renderHook(() => useUpdateAvailable());

    await act(() => startServiceWorker());
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(result.current).toBe(false);
  });

  it('offers nothing on a first install, which takes control at once', async () => {
    const registration = new FakeRegistration();
    withServiceWorker(
      new FakeContainer(
        null,
        vi.fn(() => Promise.resolve(registration)),
      ),
    );
    const { result } = renderHook(() => useUpdateAvailable());
    await act(() => startServiceWorker());

    const first = new FakeWorker('installing');
    act(() => registration.find(first));
    registration.installing = null;
    act(() => first.moveTo('installed'));
    act(() => first.moveTo('activated'));
    // workbox-window looks for a waiting worker 200 ms after `installed`.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(result.current).toBe(false);
  });
});

describe('startServiceWorkerWhenIdle', () => {
  it('loads the registration code only once the page has loaded and the browser is idle', async () => {
    vi.useFakeTimers();
    const startWorker = vi.fn(() => Promise.resolve(true));
    const load = vi.fn(() => Promise.resolve({ startServiceWorker: startWorker }));

    const registered = startServiceWorkerWhenIdle(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();

    await expect(registered).resolves.toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(startWorker).toHaveBeenCalledOnce();
  });

  it('leaves the site without a worker, not broken, when the registration code cannot load', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const registered = startServiceWorkerWhenIdle(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await vi.runAllTimersAsync();

    await expect(registered).resolves.toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});
