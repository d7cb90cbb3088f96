/**
 * Registers the service worker (`/sw.js`) in production builds only: the dev-mode worker is
 * unreliable and would serve stale modules to the dev server.
 *
 * The registration itself (workbox-window, lib/pwa-workbox.ts) is a chunk of its own, loaded once
 * the page has loaded and the browser is idle: a first visit's paint and hydration never wait for
 * it, and the first load's entry carries only this scheduling (workbox-window in the entry cost
 * every first visit about 2.2 KB of gzipped JavaScript on mobile data, issue 21's measure).
 */
import { whenIdle } from './prefetch';

/** Latest wait after the load event for an idle moment before registering anyway. */
const REGISTER_IDLE_TIMEOUT_MS = 3000;

let registered: Promise<boolean> = Promise.resolve(false);

/** Resolves once the page has loaded and then the browser has been idle (or waited long enough). */
export function afterLoadWhenIdle(timeout = REGISTER_IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void whenIdle(resolve, timeout);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Loads the registration code when the page is idle and registers `/sw.js` with it. */
export function startServiceWorkerWhenIdle(
  loadRegistration: () => Promise<{ startServiceWorker(): Promise<boolean> }> = () =>
    import('./pwa-workbox'),
): Promise<boolean> {
  return afterLoadWhenIdle()
    .then(loadRegistration)
    .then((registration) => registration.startServiceWorker())
    .catch((error: unknown) => {
      // The chunk could not load (a deploy took it away, the signal dropped): next visit.
      console.warn('[pwa] The service worker registration could not load.', error);
      return false;
    });
}

/** Registers `/sw.js` once the page is idle (production builds only). */
export function registerServiceWorker(): void {
  if (import.meta.env.PROD) registered = startServiceWorkerWhenIdle();
}

/**
 * Resolves true once start-up has registered the worker, false where there is none. A registered
 * worker precaches every route's code (on a first visit while it installs, off the page's thread),
 * so nothing needs to fetch it ahead for the page.
 */
export function serviceWorkerRegistered(): Promise<boolean> {
  return registered;
}
