/**
 * Remembers one computed value for a while, by the route's clock. For reads that are expensive and
 * change only with time (the directory: 370 merchants, their hours and current rewards), so a burst
 * of visitors does not rebuild the same half megabyte for each of them.
 */
export function cachedFor<T>(ttlMs: number, now: () => Date, compute: () => T): () => T {
  let value: T | undefined;
  let expires = -Infinity;
  return () => {
    const at = now().getTime();
    if (value === undefined || at >= expires || at < expires - ttlMs) {
      value = compute();
      expires = at + ttlMs;
    }
    return value;
  };
}
