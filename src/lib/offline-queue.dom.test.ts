import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueuedRequest } from '../shared/offline-queue';
import { createOfflineQueue, type OfflineQueueStorage } from './offline-queue';

function memoryStorage(): OfflineQueueStorage & { items: Map<string, QueuedRequest> } {
  const items = new Map<string, QueuedRequest>();
  return {
    items,
    list: async () => [...items.values()],
    remove: async (key) => void items.delete(key),
    put: async (request) => void items.set(request.idempotencyKey, request),
  };
}

const contact = (idempotencyKey: string) => ({
  url: '/api/customerticket',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ message: 'Where is the carpark exit?' }),
  idempotencyKey,
});

describe('offline queue', () => {
  it('counts pending requests and keeps one item per idempotency key', async () => {
    const storage = memoryStorage();
    const queue = createOfflineQueue(storage, vi.fn());
    const { result } = renderHook(() => queue.usePendingRequests());
    expect(result.current).toBe(0);
    await act(() => queue.enqueueRequest(contact('k1')));
    await act(() => queue.enqueueRequest(contact('k1')));
    await act(() => queue.enqueueRequest(contact('k2')));
    await waitFor(() => expect(result.current).toBe(2));
    expect(storage.items.get('k1')).toMatchObject({ method: 'POST', url: '/api/customerticket' });
  });

  it('replays when the browser comes back online and empties the queue', async () => {
    const storage = memoryStorage();
    const send = vi.fn(async () => ({
      status: 200,
      body: '{"Status":4,"Message":"Mobile Number already exists"}',
    }));
    const queue = createOfflineQueue(storage, send);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = queue.startOfflineQueue();
    const { result } = renderHook(() => ({
      pending: queue.usePendingRequests(),
      answer: queue.useDeliveredAnswer('k1'),
    }));
    await act(() => queue.enqueueRequest(contact('k1')));
    await waitFor(() => expect(result.current.pending).toBe(1));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.answer).toBeUndefined();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.pending).toBe(0));
    // The server's own answer reaches the page, so a refusal can still be shown.
    expect(result.current.answer).toEqual({
      idempotencyKey: 'k1',
      status: 200,
      body: '{"Status":4,"Message":"Mobile Number already exists"}',
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([expect.objectContaining({ idempotencyKey: 'k1' })]);
    stop();
    onLine.mockRestore();
  });

  it('keeps the request when the network still fails', async () => {
    const storage = memoryStorage();
    const queue = createOfflineQueue(storage, async () => {
      throw new TypeError('Failed to fetch');
    });
    await queue.enqueueRequest(contact('k1'));
    await expect(queue.replayQueue()).resolves.toEqual({ delivered: 0, remaining: 1, answers: [] });
    expect(storage.items.size).toBe(1);
  });
});
