import { describe, expect, it } from 'vitest';
import { median } from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([97, 88, 92])).toBe(92);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is the value itself for one run and NaN for none', () => {
    expect(median([0.02])).toBe(0.02);
    expect(median([])).toBeNaN();
  });

  it('leaves its input unsorted', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
