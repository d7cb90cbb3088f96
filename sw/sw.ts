/// <reference lib="webworker" />
/**
 * The service worker. This file only wires the modules beside it:
 * - the shell (HTML, JS, CSS, icons, floor plans) is precached and serves every navigation; for a
 *   visitor who saves data, only the carpark journey's part, the rest kept when first used;
 * - directory, promotions, getting-here, contact, events, flash-sale and rewards data are fetched
 *   at install and answered stale-while-revalidate; content, pages and map data network-first;
 *   images cache-first;
 * - a new version waits for the visitor's consent (SKIP_WAITING from the update prompt);
 * - the contact form's offline queue is replayed on Background Sync;
 * - a push shows its notification, and a tap on it opens (or focuses) the item's page.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { SW_MESSAGES, type SwMessage } from '../src/shared/sw-messages';
import { deleteOutdatedCaches } from './cache-cleanup';
import { registerDataRoutes } from './data-routes';
import { registerImageRoute } from './image-route';
import { registerNavigationRoute } from './navigation';
import { registerOfflineQueueSync } from './offline-queue-sync';
import { splitShell, visitorSavesData } from './save-data';
import { registerShellOnUse } from './shell-on-use';
import { registerPushHandlers } from './push';
import { warmDataCaches } from './warm-data';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

const shell = splitShell(self.__WB_MANIFEST, __CARPARK_SHELL__);
precacheAndRoute(shell.carpark);
registerShellOnUse(shell.rest, () => visitorSavesData(self.navigator, caches));
cleanupOutdatedCaches();
registerNavigationRoute();
registerDataRoutes(origin);
registerImageRoute(origin);
registerOfflineQueueSync();
registerPushHandlers(origin);

self.addEventListener('install', (event) => event.waitUntil(warmDataCaches(origin)));
self.addEventListener('activate', (event) => event.waitUntil(deleteOutdatedCaches()));

// The first install takes control at once (the page that installed it works offline without a
// reload); later versions wait in `waiting` until the update prompt posts SKIP_WAITING.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as SwMessage | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});
