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

/**
 * `cachedAsyncFor` of a JSON answer kept serialized, as one Buffer: stringifying a list of some
 * hundred kilobytes per request costs as much as reading it, and the same Buffer lets its ETag and
 * compressed forms be made once (lib/buffer-memo.ts) instead of for every visitor and every page
 * the server draws (a page drawn cold asks for its lists in process).
 */
export function cachedJsonFor(
  ttlMs: number,
  now: () => Date,
  compute: () => Promise<unknown>,
): () => Promise<Buffer> {
  return cachedAsyncFor(ttlMs, now, async () => Buffer.from(JSON.stringify(await compute())));
}
