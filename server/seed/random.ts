/**
 * A small seeded pseudo-random generator (mulberry32) for the seed: the same seed always yields the
 * same complex. Each content domain forks its own stream by label, so adding a merchant does not
 * reshuffle every event, promotion and booking generated after it.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of the list. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements of the list, in random order (all of them when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent stream derived from this generator's seed and a label. */
  fork(label: string): Rng;
}

/** mulberry32: 32-bit state, good enough spread for test data, tiny and dependency-free. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to derive a fork's seed from its label. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(p) {
      return next() < p;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    sample(items, count) {
      return rng.shuffle(items).slice(0, count);
    },
    fork(label) {
      return createRng((hashString(label) ^ Math.imul(seed >>> 0, 0x9e3779b1)) >>> 0);
    },
  };
  return rng;
}
