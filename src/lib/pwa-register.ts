/**
 * Registers the service worker (`/sw.js`) with workbox-window in production builds only: the
 * dev-mode worker is unreliable and would serve stale modules to the dev server.
 *
 * Updates wait for the visitor: when a new worker is installed and waiting, `useUpdateAvailable()`
 * turns true and the update prompt offers "Reload". `applyUpdate()` posts SKIP_WAITING; when the
 * new worker takes control the page reloads once. Until then the old worker keeps serving the old
 * precache, so lazily loaded chunks of the running version never go missing after a deploy.
 */
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/** How often an open tab asks the server whether a new version is deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let started = false;
let updateAvailable = false;
const listeners = new Set<() => void>();

function setUpdateAvailable(value: boolean): void {
  if (updateAvailable === value) return;
  updateAvailable = value;
  listeners.forEach((listener) => listener());
}

/**
 * Reloads once when a new worker takes over a page that already had one (an accepted update, in
 * this tab or another): the page's code and the new precache must belong to the same version. The
 * first install also changes the controller (the worker claims its clients), but from none: no
 * reload then.
 */
function reloadWhenAnUpdateTakesOver(container: ServiceWorkerContainer): void {
  let hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (hadController && !reloading) {
      reloading = true;
      window.location.reload();
    }
    hadController = true;
  });
}

/**
 * The page's service worker container, or undefined where workers are unavailable: Firefox's
 * private windows have `navigator.serviceWorker` but undefined, and insecure origins have none.
 */
function serviceWorkerContainer(): ServiceWorkerContainer | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return (navigator.serviceWorker as ServiceWorkerContainer | undefined) ?? undefined;
}

/**
 * Registers `/sw.js` with workbox-window (loaded only here, after startup, to keep it out of the
 * first-load bundle) and resolves true once registered. Resolves false, without throwing, where
 * workers are unavailable or blocked: a blocked `register()` (browser settings, enterprise policy,
 * test harnesses) may reject or resolve without a registration, and workbox-window then fails
 * inside with "Cannot read properties of undefined (reading 'waiting')". The site works on without
 * a worker, only not offline.
 */
export async function startServiceWorker(
  loadWorkbox: () => Promise<{ Workbox: typeof Workbox }> = () => import('workbox-window'),
): Promise<boolean> {
  const container = serviceWorkerContainer();
  if (started || !container || typeof container.register !== 'function') return false;
  started = true;
  try {
    const instance = new (await loadWorkbox()).Workbox('/sw.js', { scope: '/' });
    instance.addEventListener('waiting', () => setUpdateAvailable(true));
    workbox = instance;
    reloadWhenAnUpdateTakesOver(container);
    const registration = await instance.register();
    if (!registration) {
      workbox = undefined;
      return false;
    }
    const check = () => void registration.update().catch(() => undefined);
    window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
    return true;
  } catch (error) {
    workbox = undefined;
    console.warn(
      '[pwa] The service worker could not be registered; the site will not work offline.',
      error,
    );
    return false;
  }
}

let registered: Promise<boolean> = Promise.resolve(false);

/** Registers `/sw.js` (production builds only: the dev-mode worker would serve stale modules). */
export function registerServiceWorker(): void {
  if (import.meta.env.PROD) registered = startServiceWorker();
}

/**
 * Resolves true once start-up has registered the worker, false where there is none. A registered
 * worker precaches every route's code (on a first visit while it installs, off the page's thread),
 * so nothing needs to fetch it ahead for the page.
 */
export function serviceWorkerRegistered(): Promise<boolean> {
  return registered;
}

/** Lets the waiting worker take over (workbox-window posts `SKIP_WAITING`); the page reloads when it does. */
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}

/** Forgets the registration state (tests only: each test starts from a fresh page). */
export function resetServiceWorkerStateForTests(): void {
  workbox = undefined;
  started = false;
  registered = Promise.resolve(false);
  setUpdateAvailable(false);
}

/** Hides the prompt for this page view (the update still applies on the next visit). */
export function dismissUpdate(): void {
  setUpdateAvailable(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new version is installed and waiting for the visitor's consent. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateAvailable,
    () => false,
  );
}
