import { afterEach, describe, expect, it, vi } from 'vitest';
import { sortInSlices } from './sort-in-slices';

afterEach(() => vi.restoreAllMocks());

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
