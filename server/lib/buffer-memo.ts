/**
 * Work done once per answer body instead of once per request. A route that keeps its serialised
 * answer (the directory, cached for a minute) sends the same Buffer to every visitor; its ETag and
 * its compressed forms are remembered against that Buffer. Keyed weakly: when the route's cache
 * drops the body, its memos go with it. Bodies sent as strings are new on every request and skip
 * this.
 */
export function memoizedByBuffer<T>(compute: (body: Buffer) => T): (body: Buffer) => T {
  const memo = new WeakMap<Buffer, T>();
  return (body) => {
    const known = memo.get(body);
    if (known !== undefined) return known;
    const value = compute(body);
    memo.set(body, value);
    return value;
  };
}
