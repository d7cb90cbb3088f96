import { describe, expect, it } from 'vitest';
import { atLeast, atMost, describeLimit, failedChecks, withinLimit } from './budget.ts';

describe('budget evaluation', () => {
  it('holds an at-most limit up to and including the limit', () => {
    expect(withinLimit(150, atMost(150))).toBe(true);
    expect(withinLimit(150.1, atMost(150))).toBe(false);
  });

  it('holds an at-least limit from the limit up', () => {
    expect(withinLimit(95, atLeast(95))).toBe(true);
    expect(withinLimit(94, atLeast(95))).toBe(false);
  });

  it('names every check that misses its limit, in order', () => {
    const failed = failedChecks([
      { name: 'perf', measured: 90, limit: atLeast(95) },
      { name: 'a11y', measured: 100, limit: atLeast(100) },
      { name: 'p99', measured: 31, limit: atMost(25) },
    ]);
    expect(failed).toEqual(['perf', 'p99']);
    expect(failedChecks([])).toEqual([]);
  });

  it('describes a limit with its own unit formatting', () => {
    expect(describeLimit(atMost(25))).toBe('≤ 25');
    expect(describeLimit(atLeast(2000), (value) => `${value} req/s`)).toBe('≥ 2000 req/s');
  });
});
