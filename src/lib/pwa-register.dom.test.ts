import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  applyUpdate,
  resetServiceWorkerStateForTests,
  startServiceWorker,
  useUpdateAvailable,
} from './pwa-register';

/** Gives jsdom's navigator the given `serviceWorker` (jsdom has none of its own). */
function withServiceWorker(container: unknown): void {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

function fakeContainer(register: () => Promise<unknown>) {
  return {
    controller: null,
    register: vi.fn(register),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  resetServiceWorkerStateForTests();
  vi.restoreAllMocks();
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
    const container = fakeContainer(register);
    withServiceWorker(container);

    await expect(startServiceWorker()).resolves.toBe(false);

    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(warn).toHaveBeenCalledOnce();
    // Nothing left that could message a worker that does not exist.
    expect(() => applyUpdate()).not.toThrow();
  });

  it('registers /sw.js once and checks for updates', async () => {
    const registration = {
      update: vi.fn(() => Promise.resolve()),
      waiting: null,
      installing: null,
      addEventListener: vi.fn(),
    };
    const container = fakeContainer(() => Promise.resolve(registration));
    withServiceWorker(container);

    await expect(startServiceWorker()).resolves.toBe(true);
    await expect(startServiceWorker()).resolves.toBe(false);

    expect(container.register).toHaveBeenCalledOnce();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalled();
  });

  it('offers a new version once it waits behind the current worker, and tells it to take over', async () => {
    const listeners = new Map<string, () => void>();
    const worker = {
      state: 'installing',
      postMessage: vi.fn(),
      addEventListener: vi.fn((type: string, listener: () => void) =>
        listeners.set(type, listener),
      ),
    };
    const registration = {
      update: vi.fn(() => Promise.resolve()),
      waiting: null,
      installing: worker,
      addEventListener: vi.fn((type: string, listener: () => void) =>
        listeners.set(type, listener),
      ),
    };
    const container = { ...fakeContainer(() => Promise.resolve(registration)), controller: {} };
    withServiceWorker(container);
    const { result } = renderHook(() => useUpdateAvailable());

    await act(() => startServiceWorker());
    expect(result.current).toBe(false);
    act(() => listeners.get('updatefound')?.());
    expect(result.current).toBe(false); // still installing
    worker.state = 'installed';
    act(() => listeners.get('statechange')?.());
    expect(result.current).toBe(true);

    applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
