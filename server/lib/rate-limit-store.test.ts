/** The rate limit's shared count: one atomic upsert per write, a window from the client's first write. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteStore, type Db } from '../db/database.ts';
import { countWrite } from './rate-limit-store.ts';

let db: Db;
beforeEach(() => {
  db = sqliteStore(openDatabase(':memory:'));
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
