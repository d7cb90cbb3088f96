import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from './api-origin';
import {
  isFinalStatus,
  queuedRequestInit,
  replayQueuedRequests,
  type QueueStore,
  type QueuedRequest,
} from './offline-queue';

function memoryStore(items: QueuedRequest[]): QueueStore & { keys(): string[] } {
  const map = new Map(items.map((item) => [item.idempotencyKey, item]));
  return {
    list: async () => [...map.values()],
    remove: async (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

const item = (idempotencyKey: string, queuedAt: number): QueuedRequest => ({
  url: '/api/customerticket',
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{"message":"hello"}',
  idempotencyKey,
  queuedAt,
});

describe('offline queue replay', () => {
  it.each([
    [200, true],
    [201, true],
    [400, true],
    [404, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
  ])('status %i is final: %s', (status, final) => {
    expect(isFinalStatus(status)).toBe(final);
  });

  it('sends oldest first with the idempotency key and removes what was delivered', async () => {
    const store = memoryStore([item('b', 2), item('a', 1)]);
    const sent: string[] = [];
    const summary = await replayQueuedRequests(store, async (request) => {
      sent.push(queuedRequestInit(request).headers[IDEMPOTENCY_KEY_HEADER] ?? '');
      return {
        status: 200,
        body: `{"Status":1,"Result":{"TicketID":"T-${request.idempotencyKey}"}}`,
      };
    });
    expect(sent).toEqual(['a', 'b']);
    expect(summary).toEqual({
      delivered: 2,
      remaining: 0,
      answers: [
        { idempotencyKey: 'a', status: 200, body: '{"Status":1,"Result":{"TicketID":"T-a"}}' },
        { idempotencyKey: 'b', status: 200, body: '{"Status":1,"Result":{"TicketID":"T-b"}}' },
      ],
    });
    expect(store.keys()).toEqual([]);
  });

  it('keeps requests the server could not take and stops when the network fails', async () => {
    const store = memoryStore([item('a', 1), item('b', 2), item('c', 3)]);
    let calls = 0;
    const summary = await replayQueuedRequests(store, async (request) => {
      calls += 1;
      if (request.idempotencyKey === 'a') return { status: 503, body: '' };
      throw new TypeError('Failed to fetch');
    });
    expect(calls).toBe(2);
    expect(summary).toEqual({ delivered: 0, remaining: 3, answers: [] });
    expect(store.keys().sort()).toEqual(['a', 'b', 'c']);
  });

  it('sends the body unchanged', () => {
    expect(queuedRequestInit(item('k', 1))).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: 'k' },
      body: '{"message":"hello"}',
    });
  });
});
