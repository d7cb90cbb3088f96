/**
 * The calls the gateway answers, from their contracts (src/shared/contracts): a call with a cache
 * policy is a read, kept as its policy says (read-cache.ts); a call without one is a write (a
 * POST), sent straight to the backend and never retried or cached. Either has its input checked
 * with its contract before the backend is asked.
 */
import type { Contract } from '../../src/shared/contracts/call.ts';
import { CALLS } from '../../src/shared/contracts/index.ts';
import type { CachePolicy } from './read-cache.ts';
import type { Backend } from './upstream-client.ts';

export interface ReadCall {
  backend: Backend;
  method: 'GET' | 'POST';
  /** Path on this site, relative to the backend's mount (BI paths below `/bi/{stage}`). */
  path: string;
  policy: CachePolicy;
  /** Query-string fields passed on (GET calls); anything else is dropped. */
  query?: readonly string[] | undefined;
  /** The call's contract: its input is checked with it before the backend is asked. */
  contract: Contract;
}

export interface WriteCall {
  backend: Backend;
  path: string;
  /** The call's contract: its input is checked with it, and only what it declares passed on. */
  contract: Contract;
}

/** A GET call's query fields: its input schema's keys. */
function queryFields(input: unknown): readonly string[] | undefined {
  const shape = (input as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : undefined;
}

export const READ_CALLS: readonly ReadCall[] = CALLS.flatMap((call) =>
  call.cache
    ? [
        {
          backend: call.backend,
          method: call.method,
          path: call.path,
          policy: call.cache,
          contract: call,
          ...(call.method === 'GET' && { query: queryFields(call.input) }),
        },
      ]
    : [],
);

export const WRITE_CALLS: readonly WriteCall[] = CALLS.flatMap((call) =>
  call.cache ? [] : [{ backend: call.backend, path: call.path, contract: call }],
);
