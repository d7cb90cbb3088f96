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
import { Workbox } from 'workbox-window';

/** How often an open tab asks the server whether a new version is deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
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
function reloadWhenAnUpdateTakesOver(): void {
  let hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController && !reloading) {
      reloading = true;
      window.location.reload();
    }
    hadController = true;
  });
}

/** Registers `/sw.js` (production builds only). Safe to call once at startup. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateAvailable(true));
  reloadWhenAnUpdateTakesOver();
  void workbox.register().then((registration) => {
    if (!registration) return;
    const check = () => void registration.update().catch(() => undefined);
    window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}

/** Lets the waiting worker take over (workbox-window posts `SKIP_WAITING`); the page reloads when it does. */
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
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
  return useSyncExternalStore(subscribe, () => updateAvailable, () => false);
}
