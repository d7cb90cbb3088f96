import { describe, expect, it } from 'vitest';
import { fillRuns, freeIntervals, ZoneFullError } from './fill-runs.ts';

const options = { maxFrontage: 10, minFrontage: 4 };

describe('fillRuns', () => {
  it.each([
    { lengths: [100], count: 0, perRun: [] },
    { lengths: [100], count: 5, perRun: [5] },
    { lengths: [60, 30], count: 6, perRun: [4, 2] },
    { lengths: [30, 60], count: 3, perRun: [1, 2] },
    { lengths: [10, 10, 10], count: 4, perRun: [2, 1, 1] },
  ])('spreads $count shops over runs $lengths in proportion', ({ lengths, count, perRun }) => {
    const placements = fillRuns(lengths, count, options);
    expect(placements).toHaveLength(count);
    const counts = lengths.map((_, run) => placements.filter((p) => p.run === run).length);
    expect(counts.filter((n) => n > 0)).toEqual(perRun.filter((n) => n > 0));
  });

  it('keeps shops inside their run, in order, without overlaps', () => {
    const lengths = [23, 41.5, 7, 60];
    const placements = fillRuns(lengths, 12, options);
    for (const [i, p] of placements.entries()) {
      expect(p.start).toBeGreaterThanOrEqual(-1e-9);
      expect(p.end).toBeLessThanOrEqual(lengths[p.run]! + 1e-9);
      expect(p.end - p.start).toBeGreaterThanOrEqual(options.minFrontage);
      expect(p.end - p.start).toBeLessThanOrEqual(options.maxFrontage + 1e-9);
      const next = placements[i + 1];
      if (next && next.run === p.run) expect(next.start).toBeGreaterThanOrEqual(p.end - 1e-9);
      if (next) expect(next.run).toBeGreaterThanOrEqual(p.run);
    }
  });

  it('centres a few shops in a long run rather than stretching them', () => {
    expect(fillRuns([100], 2, options)).toEqual([
      { run: 0, start: 40, end: 50 },
      { run: 0, start: 50, end: 60 },
    ]);
  });

  it('refuses a zone that is full', () => {
    expect(() => fillRuns([20], 6, options)).toThrow(ZoneFullError);
    expect(() => fillRuns([], 1, options)).toThrow(ZoneFullError);
  });
});

describe('freeIntervals', () => {
  it.each([
    { reserved: [], free: [[0, 100]] },
    {
      reserved: [[40, 50]],
      free: [
        [0, 40],
        [50, 100],
      ],
    },
    {
      reserved: [
        [50, 60],
        [-5, 10],
      ],
      free: [
        [10, 50],
        [60, 100],
      ],
    },
    {
      reserved: [
        [20, 30],
        [25, 40],
      ],
      free: [
        [0, 20],
        [40, 100],
      ],
    },
    { reserved: [[95, 120]], free: [[0, 95]] },
    { reserved: [[0, 100]], free: [] },
  ] as { reserved: [number, number][]; free: [number, number][] }[])(
    'takes $reserved out of 0..100',
    ({ reserved, free }) => {
      expect(freeIntervals(0, 100, reserved)).toEqual(free);
    },
  );
});
