/** Route config for a write: at most `perMinute` requests a minute per client address. */
export function writeLimit(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
