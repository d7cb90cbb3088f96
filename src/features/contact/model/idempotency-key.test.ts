import { describe, expect, it } from 'vitest';
import { keyForAttempt, newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes distinct version-4 UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('keyForAttempt', () => {
  let n = 0;
  const makeKey = () => `key-${++n}`;

  it('keeps the key while the content is the same and changes it with the content', () => {
    const first = keyForAttempt(undefined, '{"a":1}', makeKey);
    const retry = keyForAttempt(first, '{"a":1}', makeKey);
    const edited = keyForAttempt(retry, '{"a":2}', makeKey);
    expect(retry.key).toBe(first.key);
    expect(edited.key).not.toBe(first.key);
  });
});
