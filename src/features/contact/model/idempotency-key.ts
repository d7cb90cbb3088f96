/**
 * One idempotency key per submission attempt, reused when the same content is sent again (a retry
 * after a lost answer must not create a second ticket), new as soon as the content changes.
 */

/** A random UUID; falls back to getRandomValues where randomUUID is missing (insecure origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface KeyedAttempt {
  content: string;
  key: string;
}

/** The key for sending `content`: the previous attempt's key if the content is unchanged. */
export function keyForAttempt(
  previous: KeyedAttempt | undefined,
  content: string,
  makeKey = newIdempotencyKey,
): KeyedAttempt {
  return previous && previous.content === content ? previous : { content, key: makeKey() };
}
