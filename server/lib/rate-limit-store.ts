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

/**
 * One client's count of writes on one route, in memory: the window starts at its first write and
 * a write after it ended starts a new one, as `countWrite` does in the database.
 */
export class WindowCounts {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = -Infinity;

  /**
   * `maxWindows` bounds the memory a crowd of addresses can take: past it, the window counted
   * longest ago is dropped (its client, one of so many, starts counting again). Ended windows are
   * swept once a minute.
   */
  constructor(private readonly maxWindows = 100_000) {}

  count(key: string, timeWindow: number, now: number): Result {
    const known = this.windows.get(key);
    const window = known && known.start + timeWindow > now ? known : { start: now, count: 0 };
    window.count += 1;
    // Set anew, so the map keeps windows in the order they started or were last counted.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      for (const [other, { start }] of this.windows)
        if (start + timeWindow <= now) this.windows.delete(other);
    }
    for (const oldest of this.windows.keys()) {
      if (this.windows.size <= this.maxWindows) break;
      this.windows.delete(oldest);
    }
    return { current: window.count, ttl: Math.max(0, window.start + timeWindow - now) };
  }

  get size(): number {
    return this.windows.size;
  }
}

/** A serving process asks the supervisor to count a write (server/processes.ts). */
export interface CountWriteMessage {
  type: 'rate-limit:count';
  id: number;
  key: string;
  timeWindow: number;
}

/** The supervisor's answer to a CountWriteMessage. */
export interface WriteCountedMessage {
  type: 'rate-limit:counted';
  id: number;
  result: Result;
}

export const isCountWriteMessage = (message: unknown): message is CountWriteMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'rate-limit:count';

/** How long a serving process waits for the supervisor's count before the write is refused. */
const SUPERVISOR_ANSWER_MS = 2000;

/**
 * A store class for @fastify/rate-limit in a serving process of `npm start` on SQLite: the
 * supervisor counts for every process of the machine (with the library's in-memory store each of
 * N processes would allow N times the limit), in memory, so a write attempt costs no disk sync
 * (a flood of refused writes would otherwise queue behind SQLite's write lock).
 */
export function supervisorRateLimitStore(
  channel: {
    send(message: CountWriteMessage): unknown;
    on(event: 'message', listener: (message: unknown) => void): unknown;
  } = process as never,
): FastifyRateLimitStoreCtor {
  let nextId = 0;
  const waiting = new Map<number, Callback>();
  channel.on('message', (message) => {
    const answer = message as Partial<WriteCountedMessage>;
    if (answer.type !== 'rate-limit:counted' || answer.id === undefined) return;
    const callback = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (callback && answer.result) callback(null, answer.result);
  });

  class SupervisorStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      nextId += 1;
      const id = nextId;
      const timer = setTimeout(() => {
        if (!waiting.delete(id)) return;
        callback(new Error('The server could not count this write'));
      }, SUPERVISOR_ANSWER_MS);
      waiting.set(id, (error, result) => {
        clearTimeout(timer);
        callback(error, result);
      });
      channel.send({ type: 'rate-limit:count', id, key: `${this.prefix}${key}`, timeWindow });
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method: string; url: string };
      };
      return new SupervisorStore(`${routeInfo.method} ${routeInfo.url} `);
    }
  }
  return SupervisorStore as unknown as FastifyRateLimitStoreCtor;
}
