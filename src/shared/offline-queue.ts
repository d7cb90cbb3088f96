/**
 * The protocol of the offline request queue, shared by the page (which queues and replays on the
 * `online` event) and the service worker (which replays on Background Sync). Storage and sending
 * are passed in, so this module stays free of DOM and worker globals.
 *
 * Every item carries its idempotency key, sent as a header on each attempt: the backend answers a
 * repeated key with its first answer and creates nothing, so a request replayed by both the page
 * and the worker, or retried after a lost answer, is delivered exactly once.
 */
import { IDEMPOTENCY_KEY_HEADER } from './api-origin';

/** Background Sync tag under which the page asks the worker to replay the queue. */
export const OFFLINE_QUEUE_SYNC_TAG = 'contact-queue';
/** Web Lock held while replaying, by the page and the worker alike: one sender at a time. */
export const OFFLINE_QUEUE_LOCK = 'complex-offline-queue-replay';
/** BroadcastChannel on which page and worker announce that the queue changed. */
export const OFFLINE_QUEUE_CHANNEL = 'complex-offline-queue';

/** One request waiting for a connection. Stored under its idempotency key. */
export interface QueuedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The serialized body, exactly as it is to be sent. */
  body?: string;
  idempotencyKey: string;
  /** Epoch ms: replay goes oldest first. */
  queuedAt: number;
}

/** Where queued requests live (IndexedDB in the browser, a Map in tests). */
export interface QueueStore {
  list(): Promise<QueuedRequest[]>;
  remove(idempotencyKey: string): Promise<void>;
}

/** The server's answer to a queued request, kept so the page can show it (e.g. "already registered"). */
export interface DeliveredAnswer {
  idempotencyKey: string;
  status: number;
  /** The response body as text (JSON on every backend of the site). */
  body: string;
}

/** Sends one request; resolves with the server's answer, rejects when the network fails. */
export type SendQueuedRequest = (
  request: QueuedRequest,
) => Promise<{ status: number; body: string }>;

export interface ReplaySummary {
  /** Delivered: the server answered (2xx, or a 4xx that retrying cannot change). */
  delivered: number;
  /** Still queued: no connection, a server error or a rate limit. */
  remaining: number;
  /** The answers of the delivered requests. */
  answers: DeliveredAnswer[];
}

/** What page and worker say on the queue's BroadcastChannel. */
export type QueueChannelMessage =
  { type: 'changed' } | { type: 'delivered'; answers: DeliveredAnswer[] };

/** The fetch options of a queued request, with its idempotency key as a header. */
export function queuedRequestInit(request: QueuedRequest): {
  method: string;
  headers: Record<string, string>;
  body?: string;
} {
  return {
    method: request.method,
    headers: { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: request.idempotencyKey },
    ...(request.body === undefined ? {} : { body: request.body }),
  };
}

/**
 * Whether an HTTP answer ends the item's life in the queue. A 4xx other than 408/429 is final
 * (sending the same body again gives the same answer); 5xx, 408 and 429 are worth retrying.
 */
export function isFinalStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  if (status === 408 || status === 429) return false;
  return status >= 400 && status < 500;
}

/**
 * Sends every queued request, oldest first, removing each one the server has dealt with. Stops at
 * the first network failure: the connection is gone and the rest would fail the same way.
 */
export async function replayQueuedRequests(
  store: QueueStore,
  send: SendQueuedRequest,
): Promise<ReplaySummary> {
  const queued = (await store.list()).sort((a, b) => a.queuedAt - b.queuedAt);
  const answers: DeliveredAnswer[] = [];
  for (const request of queued) {
    let answer: { status: number; body: string };
    try {
      answer = await send(request);
    } catch {
      break;
    }
    if (!isFinalStatus(answer.status)) continue;
    await store.remove(request.idempotencyKey);
    answers.push({ idempotencyKey: request.idempotencyKey, ...answer });
  }
  return { delivered: answers.length, remaining: queued.length - answers.length, answers };
}
