/**
 * Where @fastify/rate-limit keeps its counts: the `rate_limits` table, so that every instance of
 * the server on one PostgreSQL counts a client's writes together (with an in-memory store each of
 * N instances would allow N times the limit). One statement per request counts atomically: an
 * upsert that starts a new window when the client's last one has ended, else adds one, and returns
 * the count. The window starts at the client's first write, as the library's own store does.
 */
import { sql } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Rows of windows that ended are deleted at most this often, per instance. */
const SWEEP_EVERY_MS = 60_000;

export async function countWrite(
  db: Db,
  key: string,
  timeWindow: number,
  now: number,
): Promise<Result> {
  const ended = sql<boolean>`${sql.ref('rate_limits.window_start')} + ${timeWindow} <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        window_start: sql<number>`CASE WHEN ${ended} THEN ${now}
          ELSE ${sql.ref('rate_limits.window_start')} END`,
        count: sql<number>`CASE WHEN ${ended} THEN 1 ELSE ${sql.ref('rate_limits.count')} + 1 END`,
      }),
    )
    .returning(['window_start', 'count'])
    .executeTakeFirstOrThrow();
  return {
    current: Number(row.count),
    ttl: Math.max(0, Number(row.window_start) + timeWindow - now),
  };
}

/** A store class for @fastify/rate-limit's `store` option, counting in `db`. */
export function databaseRateLimitStore(
  db: Db,
  clock: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let lastSweep = -Infinity;
  const sweep = (now: number, timeWindow: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // Best effort: a failed sweep leaves a few stale rows for the next one.
    db.deleteFrom('rate_limits')
      .where('window_start', '<', now - timeWindow)
      .execute()
      .catch(() => {});
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock();
      countWrite(db, `${this.prefix}${key}`, timeWindow, now).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      sweep(now, timeWindow);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Each route counts on its own, as with the library's in-memory store (which is given the
      // route as `routeInfo`, beside the options its type declares).
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method: string; url: string };
      };
      return new DatabaseStore(`${routeInfo.method} ${routeInfo.url} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
