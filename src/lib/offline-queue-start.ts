/**
 * Starts the offline queue (lib/offline-queue: replaying the contact messages that were sent with
 * no signal) without putting its code in every page's first load: the queue loads when there is
 * something to send, an item left in its IndexedDB store from a past visit, or when the browser
 * comes back online. The look into the store uses idb-keyval, which the page has anyway for the
 * saved query cache. The contact page imports the queue itself.
 */
import { createStore, keys } from 'idb-keyval';
import { OFFLINE_QUEUE_IDB } from '../shared/cache-names';

export interface QueueStarter {
  /** True when the queue's store holds anything. */
  hasQueued: () => Promise<boolean>;
  /** Loads the queue's code. */
  load: () => Promise<{ startOfflineQueue: () => unknown }>;
}

const idbStarter: QueueStarter = {
  hasQueued: async () =>
    (await keys(createStore(OFFLINE_QUEUE_IDB.database, OFFLINE_QUEUE_IDB.store))).length > 0,
  load: () => import('./offline-queue'),
};

/**
 * Loads and starts the queue (once) as soon as it has work: now when items wait from a past visit,
 * else at the first `online` event. Once started, the queue listens for `online` itself.
 */
export function startOfflineQueueWhenNeeded(
  starter: QueueStarter = idbStarter,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void {
  let started: Promise<unknown> | undefined;
  const start = () => {
    target.removeEventListener('online', start);
    started ??= starter
      .load()
      .then(({ startOfflineQueue }) => startOfflineQueue())
      .catch(() => (started = undefined));
  };
  target.addEventListener('online', start);
  void starter
    .hasQueued()
    .then((queued) => {
      if (queued) start();
    })
    // No IndexedDB (private windows of old browsers): nothing can have been queued either.
    .catch(() => undefined);
}
