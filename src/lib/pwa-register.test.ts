import { afterEach, describe, expect, it, vi } from 'vitest';
import { Workbox } from 'workbox-window';
import { applyUpdate, resetServiceWorkerStateForTests, startServiceWorker } from './pwa-register';

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

const loadRealWorkbox = () => Promise.resolve({ Workbox });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  resetServiceWorkerStateForTests();
  vi.restoreAllMocks();
});

describe('startServiceWorker', () => {
  it('does nothing where the browser has no service workers', async () => {
    const load = vi.fn(loadRealWorkbox);
    await expect(startServiceWorker(load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('does nothing where navigator.serviceWorker exists but is undefined (Firefox private windows)', async () => {
    withServiceWorker(undefined);
    const load = vi.fn(loadRealWorkbox);
    await expect(startServiceWorker(load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
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

    await expect(startServiceWorker(loadRealWorkbox)).resolves.toBe(false);

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

    await expect(startServiceWorker(loadRealWorkbox)).resolves.toBe(true);
    await expect(startServiceWorker(loadRealWorkbox)).resolves.toBe(false);

    expect(container.register).toHaveBeenCalledOnce();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalled();
  });
});
