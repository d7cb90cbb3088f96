/**
 * The saved cache's code (IndexedDB, the persister) and the offline queue's starter, asked for
 * together as one module of the after-hydration chunk (vite.config.ts): src/main.tsx loads it
 * once a page the server drew has hydrated, or before a page the app draws itself.
 */
export { restoreAndPersist } from './query-persister';
export { startOfflineQueueWhenNeeded } from './offline-queue-start';
