import { describe, expect, it } from 'vitest';
import { cachedFor } from './ttl-cache.ts';

describe('cachedFor', () => {
  it('computes once per period of the clock', () => {
    let clock = 0;
    let computed = 0;
    const get = cachedFor(
      60_000,
      () => new Date(clock),
      () => ++computed,
    );
    expect(get()).toBe(1);
    clock = 59_999;
    expect(get()).toBe(1);
    clock = 60_000;
    expect(get()).toBe(2);
    clock = 0; // a clock set back recomputes rather than serving the future
    expect(get()).toBe(3);
  });
});
