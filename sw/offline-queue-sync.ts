/**
 * Background Sync: the page queues a request (the contact form) while offline and registers the
 * `contact-queue` tag; the browser wakes the worker when the connection returns and the worker
 * sends what is queued. Throwing when items remain tells the browser to try again later.
 */
import { createStore, del, values } from 'idb-keyval';
import { OFFLINE_QUEUE_IDB } from '../src/shared/cache-names';
import {
  OFFLINE_QUEUE_CHANNEL,
  OFFLINE_QUEUE_LOCK,
  OFFLINE_QUEUE_SYNC_TAG,
  queuedRequestInit,
  replayQueuedRequests,
  type QueueChannelMessage,
  type QueuedRequest,
} from '../src/shared/offline-queue';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync is missing from TypeScript's WebWorker types. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function replay(): Promise<void> {
  const store = createStore(OFFLINE_QUEUE_IDB.database, OFFLINE_QUEUE_IDB.store);
  const run = () =>
    replayQueuedRequests(
      { list: () => values<QueuedRequest>(store), remove: (key) => del(key, store) },
      async (request) => {
        const response = await fetch(request.url, queuedRequestInit(request));
        return { status: response.status, body: await response.text().catch(() => '') };
      },
    );
  const summary = await (self.navigator.locks
    ? self.navigator.locks.request(OFFLINE_QUEUE_LOCK, run)
    : run());
  // Open pages update their pending count and learn the server's answers.
  const message: QueueChannelMessage = summary.answers.length
    ? { type: 'delivered', answers: summary.answers }
    : { type: 'changed' };
  new BroadcastChannel(OFFLINE_QUEUE_CHANNEL).postMessage(message);
  if (summary.remaining > 0)
    throw new Error(`${summary.remaining} queued request(s) still waiting for a connection`);
}

export function registerOfflineQueueSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OFFLINE_QUEUE_SYNC_TAG) sync.waitUntil(replay());
  });
}
