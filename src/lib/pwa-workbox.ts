/**
 * The service worker's registration and updates, through workbox-window (the design card's
 * package). A chunk of its own, loaded once the page is idle (lib/pwa-register.ts): nothing here
 * is needed to draw or hydrate a page.
 *
 * Updates wait for the visitor: when a new version is installed and waiting behind the current
 * worker, the update prompt offers "Reload" (lib/pwa-update-state.ts); accepting posts
 * SKIP_WAITING, and when the new worker takes control the page reloads once. Until then the old
 * worker keeps serving the old precache, so lazily loaded chunks of the running version never go
 * missing after a deploy.
 */
import { Workbox } from 'workbox-window';
import { offerUpdate } from './pwa-update-state';
import { rememberSaveData } from './save-data';

/** How often an open tab asks the server whether a new version is deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let started = false;

/**
 * The page's service worker container, or undefined where workers are unavailable: Firefox's
 * private windows have `navigator.serviceWorker` but undefined, and insecure origins have none.
 */
function serviceWorkerContainer(): ServiceWorkerContainer | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  return typeof container?.register === 'function' ? container : undefined;
}

/**
 * Reloads once when a new worker takes over a page that already had one (an accepted update, in
 * this tab or another): the page's code and the new precache must belong to the same version. The
 * first install also changes the controller (the worker claims its clients), but from none: no
 * reload then. Workbox's own `isUpdate` says whether the page had a worker when it registered,
 * which a tab opened before the first install and kept open until an update would get wrong.
 */
function reloadWhenAnUpdateTakesOver(workbox: Workbox, container: ServiceWorkerContainer): void {
  let hadController = Boolean(container.controller);
  let reloading = false;
  workbox.addEventListener('controlling', () => {
    if (hadController && !reloading) {
      reloading = true;
      window.location.reload();
    }
    hadController = true;
  });
}

/**
 * Offers a new version that waits behind the current worker (workbox-window's `waiting`, also for
 * one found by another tab or already waiting at registration). A page no worker controls has
 * nothing to update: the waiting version takes over with the next visit.
 */
function offerWaitingVersions(workbox: Workbox, container: ServiceWorkerContainer): void {
  workbox.addEventListener('waiting', () => {
    if (container.controller) offerUpdate(() => workbox.messageSkipWaiting());
  });
}

/**
 * Registers `/sw.js` and resolves true once registered. Resolves false, without throwing, where
 * workers are unavailable or blocked: a blocked `register()` (browser settings, enterprise policy,
 * test harnesses) may reject or resolve without a registration. The site works on without a
 * worker, only not offline.
 */
export async function startServiceWorker(): Promise<boolean> {
  const container = serviceWorkerContainer();
  if (started || !container) return false;
  started = true;
  try {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    reloadWhenAnUpdateTakesOver(workbox, container);
    offerWaitingVersions(workbox, container);
    // Read by the worker when it installs: a visitor saving data gets the carpark's part precached.
    await rememberSaveData();
    const registration = await workbox.register();
    if (!registration) throw new Error('register() gave no registration');
    const check = () => void workbox.update().catch(() => undefined);
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

/** Forgets that registration started (tests only: each test starts from a fresh page). */
export function resetServiceWorkerStartForTests(): void {
  started = false;
}
