/**
 * Registers the service worker (`/sw.js`) in production builds only: the dev-mode worker is
 * unreliable and would serve stale modules to the dev server. The browser's own API, not
 * workbox-window: what the site needs of it (register, see a new version waiting, tell it to take
 * over) is a few lines, and workbox-window cost every first visit 2.2 KB of gzipped JavaScript on
 * mobile data (issue 21's first-load measure).
 *
 * Updates wait for the visitor: when a new worker is installed and waiting, `useUpdateAvailable()`
 * turns true and the update prompt offers "Reload". `applyUpdate()` posts SKIP_WAITING; when the
 * new worker takes control the page reloads once. Until then the old worker keeps serving the old
 * precache, so lazily loaded chunks of the running version never go missing after a deploy.
 */
import { useSyncExternalStore } from 'react';
import { SW_MESSAGES, type SwMessage } from '../shared/sw-messages';

/** How often an open tab asks the server whether a new version is deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The new version installed and waiting for the visitor's consent, if any. */
let waitingWorker: ServiceWorker | undefined;
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
 * Watches `registration` for a new version that is installed while this page already has a
 * worker (the first install takes control at once: nothing waits then): the update prompt offers
 * it, and `applyUpdate()` tells it to take over.
 */
function watchForWaitingVersion(
  container: ServiceWorkerContainer,
  registration: ServiceWorkerRegistration,
): void {
  const offer = (worker: ServiceWorker | null | undefined) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) {
        waitingWorker = worker;
        setUpdateAvailable(true);
      }
    };
    check();
    worker.addEventListener('statechange', check);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => offer(registration.installing));
}

/**
 * Registers `/sw.js` and resolves true once registered. Resolves false, without throwing, where
 * workers are unavailable or blocked: a blocked `register()` (browser settings, enterprise policy,
 * test harnesses) may reject or resolve without a registration. The site works on without a
 * worker, only not offline.
 */
export async function startServiceWorker(): Promise<boolean> {
  const container = serviceWorkerContainer();
  if (started || !container || typeof container.register !== 'function') return false;
  started = true;
  try {
    reloadWhenAnUpdateTakesOver(container);
    const registration = (await container.register('/sw.js', { scope: '/' })) as
      ServiceWorkerRegistration | undefined;
    if (!registration) throw new Error('register() gave no registration');
    watchForWaitingVersion(container, registration);
    const check = () => void registration.update().catch(() => undefined);
    window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
    return true;
  } catch (error) {
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

/** Lets the waiting worker take over (it skips waiting on `SKIP_WAITING`); the page reloads when it does. */
export function applyUpdate(): void {
  const message: SwMessage = { type: SW_MESSAGES.skipWaiting };
  waitingWorker?.postMessage(message);
}

/** Forgets the registration state (tests only: each test starts from a fresh page). */
export function resetServiceWorkerStateForTests(): void {
  waitingWorker = undefined;
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
