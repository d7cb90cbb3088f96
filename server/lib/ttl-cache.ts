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

/**
 * `cachedFor` for a value read from the database: concurrent requests share one pending read, and
 * a failed read is forgotten at once instead of being served until it expires.
 */
export function cachedAsyncFor<T>(
  ttlMs: number,
  now: () => Date,
  compute: () => Promise<T>,
): () => Promise<T> {
  let value: Promise<T> | undefined;
  let expires = -Infinity;
  return () => {
    const at = now().getTime();
    if (value === undefined || at >= expires || at < expires - ttlMs) {
      const read = compute();
      read.catch(() => {
        if (value === read) value = undefined;
      });
      value = read;
      expires = at + ttlMs;
    }
    return value;
  };
}
