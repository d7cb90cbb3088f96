import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BinaryHeap } from './binary-heap';

describe('BinaryHeap', () => {
  it('is empty at first', () => {
    const heap = new BinaryHeap();
    expect(heap.size).toBe(0);
    expect(heap.pop()).toBeUndefined();
  });

  it('pops items by increasing priority, whatever the order of pushes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { maxLength: 200 }),
        (priorities) => {
          const heap = new BinaryHeap();
          priorities.forEach((priority, item) => heap.push(item, priority));
          const popped: number[] = [];
          for (let entry = heap.pop(); entry; entry = heap.pop()) {
            expect(entry.priority).toBe(priorities[entry.item]);
            popped.push(entry.priority);
          }
          expect(popped).toEqual([...priorities].sort((a, b) => a - b));
        },
      ),
    );
  });
});
