/** The rate limit's shared count: one atomic upsert per write, a window from the client's first write. */
import { EventEmitter } from 'node:events';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, sqliteStore, type Db } from '../db/database.ts';
import {
  countWrite,
  supervisorRateLimitStore,
  WindowCounts,
  type CountWriteMessage,
  type WriteCountedMessage,
} from './rate-limit-store.ts';

let db: Db;
beforeEach(async () => {
  db = sqliteStore(await openDatabase(':memory:'));
});
afterEach(() => db.destroy());

describe('countWrite', () => {
  it('counts up within the window, with the time left until it ends', async () => {
    expect(await countWrite(db, 'a', 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countWrite(db, 'a', 60_000, 11_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(await countWrite(db, 'a', 60_000, 60_999)).toEqual({ current: 3, ttl: 1 });
  });

  it('starts a new window at the first write after the last one ended', async () => {
    await countWrite(db, 'a', 60_000, 1_000);
    await countWrite(db, 'a', 60_000, 2_000);
    expect(await countWrite(db, 'a', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countWrite(db, 'a', 60_000, 62_000)).toEqual({ current: 2, ttl: 59_000 });
  });

  it('keeps clients apart', async () => {
    await countWrite(db, 'a', 60_000, 1_000);
    expect(await countWrite(db, 'b', 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('loses no count when many writes arrive at once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => countWrite(db, 'c', 60_000, 5_000)),
    );
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});

describe('WindowCounts (the supervisor of `npm start` on SQLite counts in memory)', () => {
  it('counts as countWrite does: within the window, then a new one, clients apart', async () => {
    const counts = new WindowCounts();
    const steps: [string, number][] = [
      ['a', 1_000],
      ['a', 11_000],
      ['b', 11_000],
      ['a', 60_999],
      ['a', 61_000],
      ['a', 62_000],
    ];
    for (const [key, now] of steps)
      expect(counts.count(key, 60_000, now)).toEqual(await countWrite(db, key, 60_000, now));
  });

  it('keeps at most its bound of windows, dropping the one counted longest ago', () => {
    const counts = new WindowCounts(2);
    counts.count('a', 60_000, 0);
    counts.count('b', 60_000, 1_000);
    counts.count('a', 60_000, 2_000);
    counts.count('c', 60_000, 3_000);
    expect(counts.size).toBe(2);
    expect(counts.count('a', 60_000, 4_000).current).toBe(3);
    expect(counts.count('b', 60_000, 4_000).current).toBe(1);
  });

  it('forgets windows that ended, at most once a minute', () => {
    const counts = new WindowCounts();
    counts.count('a', 1_000, 0);
    counts.count('b', 1_000, 30_000);
    expect(counts.size).toBe(2);
    counts.count('c', 1_000, 61_000);
    expect(counts.size).toBe(1);
  });
});

describe('supervisorRateLimitStore', () => {
  /** Both ends of a serving process's channel to its supervisor, which answers `late` ms later. */
  function channel(late = 0) {
    const counts = new WindowCounts();
    const toProcess = new EventEmitter();
    return {
      send(message: CountWriteMessage) {
        const answer: WriteCountedMessage = {
          type: 'rate-limit:counted',
          id: message.id,
          result: counts.count(message.key, message.timeWindow, 1_000),
        };
        setTimeout(() => toProcess.emit('message', answer), late);
      },
      on: (event: 'message', listener: (message: unknown) => void) => toProcess.on(event, listener),
    };
  }

  const incr = (store: FastifyRateLimitStore, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 3),
    );

  it("counts each route's writes apart, by the supervisor's answers", async () => {
    const Store = supervisorRateLimitStore(channel());
    const root = new Store({} as never);
    const contact = root.child({ routeInfo: { method: 'POST', url: '/contact' } } as never);
    const booking = root.child({ routeInfo: { method: 'POST', url: '/booking' } } as never);
    expect(await incr(contact, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    expect(await incr(contact, '10.0.0.1')).toEqual({ current: 2, ttl: 60_000 });
    expect(await incr(booking, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('refuses the write when the supervisor does not answer', async () => {
    vi.useFakeTimers();
    try {
      const Store = supervisorRateLimitStore(channel(5_000));
      const counted = incr(new Store({} as never), '10.0.0.1');
      const refused = expect(counted).rejects.toThrow(/could not count/);
      await vi.advanceTimersByTimeAsync(2_500);
      await refused;
    } finally {
      vi.useRealTimers();
    }
  });
});
