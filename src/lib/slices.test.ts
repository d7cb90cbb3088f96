import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapInSlices, yieldToMain } from './slices';

afterEach(() => vi.restoreAllMocks());

describe('mapInSlices', () => {
  it('maps every item in order', async () => {
    await expect(mapInSlices([3, 1, 2], (n, i) => `${i}:${n * 2}`)).resolves.toEqual([
      '0:6',
      '1:2',
      '2:4',
    ]);
  });

  it('lets other work run once a slice has taken its time, and not before', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const order: string[] = [];
    const job = mapInSlices(
      [1, 2, 3, 4],
      (n) => {
        order.push(`item ${n}`);
        clock += 5; // each item takes 5 ms: the third would start after 10 ms
      },
      8,
    );
    void Promise.resolve().then(() => order.push('other work'));
    await job;
    expect(order).toEqual(['item 1', 'item 2', 'other work', 'item 3', 'item 4']);
  });
});

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('else resolves through a message, without a timer', async () => {
    vi.stubGlobal('scheduler', undefined);
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    await expect(yieldToMain()).resolves.toBeUndefined();
    expect(setTimeoutSpy).not.toHaveBeenCalled();
  });
});
