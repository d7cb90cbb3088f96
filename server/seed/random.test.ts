import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './random.ts';

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng(7);
    const b = createRng(7);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(
      Array.from({ length: 20 }, () => b.next()),
    );
  });

  it('differs between seeds', () => {
    expect(createRng(1).next()).not.toEqual(createRng(2).next());
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const rng = createRng(3);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });

  it('samples distinct elements and shuffles without losing any', () => {
    const rng = createRng(4);
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(new Set(rng.sample(items, 10)).size).toBe(10);
    expect(rng.shuffle(items).sort((a, b) => a - b)).toEqual(items);
    expect(rng.sample(items, 50)).toHaveLength(30);
  });

  it('forks independent, reproducible streams by label', () => {
    const root = createRng(5);
    expect(root.fork('events').next()).toEqual(createRng(5).fork('events').next());
    expect(root.fork('events').next()).not.toEqual(root.fork('merchants').next());
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });

  it('hashes strings stably', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });
});
