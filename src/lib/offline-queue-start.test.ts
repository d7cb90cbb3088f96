import { describe, expect, it, vi } from 'vitest';
import { startOfflineQueueWhenNeeded, type QueueStarter } from './offline-queue-start';

function starter(queued: boolean | Error) {
  const startOfflineQueue = vi.fn();
  const load = vi.fn(() => Promise.resolve({ startOfflineQueue }));
  const hasQueued = () =>
    queued instanceof Error ? Promise.reject(queued) : Promise.resolve(queued);
  return { starter: { hasQueued, load } satisfies QueueStarter, load, startOfflineQueue };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startOfflineQueueWhenNeeded', () => {
  it.each([
    { case: 'nothing queued', queued: false, loaded: 0 },
    { case: 'items from a past visit', queued: true, loaded: 1 },
    { case: 'no IndexedDB', queued: new Error('blocked'), loaded: 0 },
  ])('$case: the queue loads $loaded time(s) at start', async ({ queued, loaded }) => {
    const { starter: s, load, startOfflineQueue } = starter(queued);
    startOfflineQueueWhenNeeded(s, new EventTarget() as unknown as Window);
    await settle();
    expect(load).toHaveBeenCalledTimes(loaded);
    expect(startOfflineQueue).toHaveBeenCalledTimes(loaded);
  });

  it('loads and starts the queue once when the browser comes back online', async () => {
    const { starter: s, load, startOfflineQueue } = starter(false);
    const target = new EventTarget();
    startOfflineQueueWhenNeeded(s, target as unknown as Window);
    await settle();
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startOfflineQueue).toHaveBeenCalledTimes(1);
  });

  it('starts once when items wait and the browser comes online too', async () => {
    const { starter: s, startOfflineQueue } = starter(true);
    const target = new EventTarget();
    startOfflineQueueWhenNeeded(s, target as unknown as Window);
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(startOfflineQueue).toHaveBeenCalledTimes(1);
  });
});
