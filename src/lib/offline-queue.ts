/**
 * Requests that must reach the server even if the visitor is offline when they press "Send" (the
 * contact form). Usage:
 *
 *   await enqueueRequest({ url, method: 'POST', headers, body: JSON.stringify(payload), idempotencyKey });
 *   const pending = usePendingRequests();   // > 0: "will be sent when you are back online"
 *
 * Items live in an IndexedDB store of their own, keyed by their idempotency key (queuing the same
 * key twice keeps one item). They are sent by the service worker on Background Sync where the
 * browser has it, and by the page when it comes back online (`startOfflineQueue`, called once in
 * main.tsx) everywhere; both may run, and the idempotency key makes the backend deliver once.
 */
import { useSyncExternalStore } from 'react';
import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import { OFFLINE_QUEUE_IDB } from '../shared/cache-names';
import {
  OFFLINE_QUEUE_CHANNEL,
  OFFLINE_QUEUE_SYNC_TAG,
  queuedRequestInit,
  replayQueuedRequests,
  type QueueStore,
  type QueuedRequest,
  type ReplaySummary,
} from '../shared/offline-queue';

export type { ReplaySummary } from '../shared/offline-queue';

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

const LOCK_NAME = 'complex-offline-queue-replay';

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

async function sendWithFetch(request: QueuedRequest): Promise<number> {
  const response = await fetch(request.url, queuedRequestInit(request));
  return response.status;
}

/** A queue over the given storage; the app uses the IndexedDB one exported below. */
export function createOfflineQueue(storage: OfflineQueueStorage, send = sendWithFetch) {
  let pendingCount = 0;
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OFFLINE_QUEUE_CHANNEL);

  async function refreshCount(): Promise<void> {
    try {
      const count = (await storage.list()).length;
      if (count === pendingCount) return;
      pendingCount = count;
    } catch {
      return; // No IndexedDB (private mode in old browsers): nothing can be pending.
    }
    listeners.forEach((listener) => listener());
  }

  async function changed(): Promise<void> {
    await refreshCount();
    channel?.postMessage('changed');
  }
  channel?.addEventListener('message', () => void refreshCount());

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
    const run = async () => {
      try {
        return await replayQueuedRequests(storage, send);
      } catch {
        return { delivered: 0, remaining: pendingCount };
      } finally {
        await changed();
      }
    };
    // One replay at a time across tabs (the worker takes the same lock), so a request is not sent
    // twice at once; the idempotency key covers browsers without Web Locks.
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? locks.request(LOCK_NAME, run) : run();
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
    return useSyncExternalStore(subscribe, () => pendingCount, () => 0);
  }

  /** Replays when the browser comes back online, and now if anything is left from a past visit. */
  function startOfflineQueue(): () => void {
    const onOnline = () => void replayQueue();
    window.addEventListener('online', onOnline);
    if (navigator.onLine !== false) void replayQueue();
    return () => window.removeEventListener('online', onOnline);
  }

  return { enqueueRequest, replayQueue, usePendingRequests, startOfflineQueue };
}

const queue = createOfflineQueue(idbStorage());

export const { enqueueRequest, replayQueue, usePendingRequests, startOfflineQueue } = queue;
