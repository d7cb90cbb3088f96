import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapInSlices, sortInSlices, yieldToMain } from './slices';

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

describe('sortInSlices', () => {
  it('sorts as Array.prototype.sort does, keeping equal items in their order', async () => {
    const items = Array.from({ length: 500 }, (_, index) => ({
      key: (index * 7919) % 97,
      index,
    }));
    const compare = (a: { key: number }, b: { key: number }) => a.key - b.key;
    await expect(sortInSlices(items, compare)).resolves.toEqual([...items].sort(compare));
    await expect(sortInSlices([], compare)).resolves.toEqual([]);
    await expect(sortInSlices(items.slice(0, 33), compare)).resolves.toEqual(
      items.slice(0, 33).sort(compare),
    );
  });

  it('lets other work run once a slice has taken its time', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let compared = 0;
    let comparedBeforeOtherWork: number | undefined;
    const job = sortInSlices(
      Array.from({ length: 200 }, (_, index) => 200 - index),
      (a, b) => {
        compared += 1;
        clock += 1; // each comparison takes 1 ms
        return a - b;
      },
      8,
    );
    void Promise.resolve().then(() => (comparedBeforeOtherWork = compared));
    const sorted = await job;
    expect(sorted).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(comparedBeforeOtherWork).toBeGreaterThan(0);
    expect(comparedBeforeOtherWork).toBeLessThan(compared);
  });
});
