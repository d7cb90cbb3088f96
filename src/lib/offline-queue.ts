/**
 * Requests that must reach the server even if the visitor is offline when they press "Send" (the
 * contact form). Usage:
 *
 *   await enqueueRequest({ url, method: 'POST', headers, body: JSON.stringify(payload), idempotencyKey });
 *   const pending = usePendingRequests();            // > 0: "will be sent when you are back online"
 *   const answer = useDeliveredAnswer(idempotencyKey); // the server's answer once it was sent
 *
 * Items live in an IndexedDB store of their own, keyed by their idempotency key (queuing the same
 * key twice keeps one item). They are sent by the service worker on Background Sync where the
 * browser has it, and by the page when it comes back online (`startOfflineQueue`, started by
 * lib/offline-queue-start.ts once there is something to send) everywhere; both may run, and the
 * idempotency key makes the backend deliver once.
 */
import { useSyncExternalStore } from 'react';
import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import { OFFLINE_QUEUE_IDB } from '../shared/cache-names';
import {
  OFFLINE_QUEUE_CHANNEL,
  OFFLINE_QUEUE_LOCK,
  OFFLINE_QUEUE_SYNC_TAG,
  queuedRequestInit,
  replayQueuedRequests,
  type DeliveredAnswer,
  type QueueChannelMessage,
  type QueueStore,
  type QueuedRequest,
  type ReplaySummary,
  type SendQueuedRequest,
} from '../shared/offline-queue';

export type { DeliveredAnswer, ReplaySummary } from '../shared/offline-queue';

export interface EnqueueRequestInput {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** The serialized body (e.g. `JSON.stringify(payload)`), sent unchanged. */
  body?: string;
  /** Sent as the `idempotency-key` header on every attempt. */
  idempotencyKey: string;
}

/** Storage of the queue: IndexedDB in the browser, anything with the same shape in tests. */
export interface OfflineQueueStorage extends QueueStore {
  put(request: QueuedRequest): Promise<void>;
}

/** Background Sync is missing from TypeScript's DOM types. */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

function idbStorage(): OfflineQueueStorage {
  let store: UseStore | undefined;
  // Opened lazily: importing this module must not touch IndexedDB (tests, old browsers).
  const db = () => (store ??= createStore(OFFLINE_QUEUE_IDB.database, OFFLINE_QUEUE_IDB.store));
  return {
    list: () => values<QueuedRequest>(db()),
    remove: (key) => del(key, db()),
    put: (request) => set(request.idempotencyKey, request, db()),
  };
}

const sendWithFetch: SendQueuedRequest = async (request) => {
  const response = await fetch(request.url, queuedRequestInit(request));
  return { status: response.status, body: await response.text().catch(() => '') };
};

/** A queue over the given storage; the app uses the IndexedDB one exported below. */
export function createOfflineQueue(
  storage: OfflineQueueStorage,
  send: SendQueuedRequest = sendWithFetch,
) {
  let pendingCount = 0;
  const answers = new Map<string, DeliveredAnswer>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(OFFLINE_QUEUE_CHANNEL);

  async function refreshCount(): Promise<void> {
    try {
      const count = (await storage.list()).length;
      if (count === pendingCount) return;
      pendingCount = count;
    } catch {
      return; // No IndexedDB (private mode in old browsers): nothing can be pending.
    }
    notify();
  }

  function remember(delivered: readonly DeliveredAnswer[]): void {
    if (!delivered.length) return;
    delivered.forEach((answer) => answers.set(answer.idempotencyKey, answer));
    notify();
  }

  // The worker (Background Sync) and other tabs announce what they changed and delivered.
  channel?.addEventListener('message', (event: MessageEvent<QueueChannelMessage>) => {
    if (event.data?.type === 'delivered') remember(event.data.answers);
    void refreshCount();
  });

  async function changed(delivered: DeliveredAnswer[] = []): Promise<void> {
    remember(delivered);
    await refreshCount();
    channel?.postMessage(
      (delivered.length
        ? { type: 'delivered', answers: delivered }
        : { type: 'changed' }) satisfies QueueChannelMessage,
    );
  }

  async function requestBackgroundSync(): Promise<void> {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
    try {
      const registration = (await navigator.serviceWorker.ready) as SyncCapableRegistration;
      await registration.sync?.register(OFFLINE_QUEUE_SYNC_TAG);
    } catch {
      // Background Sync refused (permissions, unsupported): the `online` listener still replays.
    }
  }

  /** Sends what is queued now; items that cannot be delivered yet stay. Never rejects. */
  async function replayQueue(): Promise<ReplaySummary> {
    const run = async (): Promise<ReplaySummary> => {
      let summary: ReplaySummary = { delivered: 0, remaining: pendingCount, answers: [] };
      try {
        summary = await replayQueuedRequests(storage, send);
      } catch {
        // Storage failed: nothing was removed, the next replay tries again.
      }
      await changed(summary.answers);
      return summary;
    };
    // One replay at a time across tabs and the worker (same lock), so a request is not sent twice
    // at once; the idempotency key covers browsers without Web Locks.
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? locks.request(OFFLINE_QUEUE_LOCK, run) : run();
  }

  /** Queues a request to send when the connection returns. */
  async function enqueueRequest(input: EnqueueRequestInput): Promise<void> {
    await storage.put({
      url: input.url,
      method: input.method ?? 'POST',
      headers: input.headers ?? {},
      ...(input.body === undefined ? {} : { body: input.body }),
      idempotencyKey: input.idempotencyKey,
      queuedAt: Date.now(),
    });
    await changed();
    await requestBackgroundSync();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    void refreshCount();
    return () => listeners.delete(listener);
  }

  /** Number of requests waiting for a connection, re-rendering when it changes. */
  function usePendingRequests(): number {
    return useSyncExternalStore(
      subscribe,
      () => pendingCount,
      () => 0,
    );
  }

  /** The server's answer to the queued request with this key, once it was delivered (this visit). */
  function useDeliveredAnswer(idempotencyKey: string | undefined): DeliveredAnswer | undefined {
    const read = () => (idempotencyKey === undefined ? undefined : answers.get(idempotencyKey));
    return useSyncExternalStore(subscribe, read, () => undefined);
  }

  /** Replays when the browser comes back online, and now if anything is left from a past visit. */
  function startOfflineQueue(): () => void {
    const onOnline = () => void replayQueue();
    window.addEventListener('online', onOnline);
    if (navigator.onLine !== false) void replayQueue();
    return () => window.removeEventListener('online', onOnline);
  }

  return { enqueueRequest, replayQueue, usePendingRequests, useDeliveredAnswer, startOfflineQueue };
}

const queue = createOfflineQueue(idbStorage());

export const {
  enqueueRequest,
  replayQueue,
  usePendingRequests,
  useDeliveredAnswer,
  startOfflineQueue,
} = queue;
