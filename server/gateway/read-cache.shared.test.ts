/**
 * Two processes' read caches over one database (each with its own memory, as two serving
 * processes or instances have): the copy one of them got from the backend is what the other
 * serves when the backend fails, from its first request, marked stale with its true age; after a
 * restart too; and each follows the other's newer answers and failed refreshes, so its pages'
 * data version moves with them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteStore, type Db } from '../db/database.ts';
import { KeptAnswers } from './kept-answers.ts';
import { ReadCache, SHARED_POLL_MS, type LoadResult } from './read-cache.ts';

const MIN = 60_000;
const policy = { freshMs: MIN, maxStaleMs: 24 * 60 * MIN };
const KEY = 'bi POST /v1/events {}';

let now: number;
let db: Db;
const caches: ReadCache[] = [];

beforeEach(async () => {
  now = Date.parse('2026-11-20T04:00:00Z');
  db = sqliteStore(await openDatabase(':memory:'));
});
afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
  await db.destroy();
});

/** A serving process: its memory, the shared database, its own view of the backend. */
function servingProcess() {
  const shared = new KeptAnswers(db, { maxEntries: 100, maxBytes: 10_000_000 }, { now: () => now });
  const cache = new ReadCache(10, { now: () => now, shared });
  caches.push(cache);
  const backend = { text: 'a', failing: false, calls: 0, hanging: false };
  const load = (): Promise<LoadResult> => {
    backend.calls += 1;
    if (backend.hanging) return new Promise(() => {});
    if (backend.failing) return Promise.reject(new Error('backend down'));
    return Promise.resolve({
      answer: { status: 200, body: Buffer.from(backend.text) },
      keep: true,
    });
  };
  return {
    cache,
    backend,
    read: (backendDown = false) => cache.read(KEY, policy, load, backendDown),
    /** The queued writes of this process, in the database. */
    written: () => cache.close(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the kept copy shared by every process', () => {
  it('serves, in a process that never asked, the copy another got, marked stale, once its backend fails', async () => {
    const a = servingProcess();
    await a.read();
    await a.written();
    now += 5 * MIN;
    const b = servingProcess();
    b.backend.failing = true;
    const served = await b.read();
    expect(served.answer.body.toString()).toBe('a');
    expect(served).toMatchObject({ ageMs: 5 * MIN, stale: true });
    // It asked the backend first: no process had seen it fail.
    expect(b.backend.calls).toBe(1);
    // And keeps serving it, with its age going on.
    now += MIN;
    expect(await b.read()).toMatchObject({ ageMs: 6 * MIN, stale: true });
  });

  it('serves it at once, marked stale, when another process saw the refresh fail', async () => {
    const a = servingProcess();
    await a.read();
    now += 5 * MIN;
    a.backend.failing = true;
    await a.read(); // served old; the refresh behind it fails and marks the shared copy
    await settle();
    await a.written();
    const b = servingProcess();
    b.backend.hanging = true; // a backend that never answers would hold b's visitor
    const served = await b.read();
    expect(served).toMatchObject({ ageMs: 5 * MIN, stale: true });
    expect(served.answer.body.toString()).toBe('a');
  });

  it('serves it at once, marked stale, when its own circuit is open', async () => {
    const a = servingProcess();
    await a.read();
    await a.written();
    now += 5 * MIN;
    const b = servingProcess();
    b.backend.hanging = true;
    expect(await b.read(true)).toMatchObject({ ageMs: 5 * MIN, stale: true });
  });

  it('serves a fresh copy as it is, without asking the backend', async () => {
    const a = servingProcess();
    await a.read();
    await a.written();
    now += 20_000;
    const b = servingProcess();
    expect(await b.read()).toMatchObject({ ageMs: 20_000, stale: false });
    expect(b.backend.calls).toBe(0);
  });

  it('outlives a restart during an outage', async () => {
    const before = servingProcess();
    await before.read();
    await before.written(); // a restart: the process stops (and writes what it queued)
    now += 30 * MIN;
    const after = servingProcess();
    after.backend.failing = true;
    expect(await after.read()).toMatchObject({ ageMs: 30 * MIN, stale: true });
  });

  it('asks the backend, not the copy, once the copy is past its bounded age', async () => {
    const a = servingProcess();
    await a.read();
    await a.written();
    now += policy.maxStaleMs;
    const b = servingProcess();
    b.backend.failing = true;
    await expect(b.read()).rejects.toThrow('backend down');
  });

  it('collapses identical reads of a process that holds nothing into one backend request', async () => {
    const a = servingProcess();
    await a.read();
    await a.written();
    now += 5 * MIN;
    const b = servingProcess();
    b.backend.text = 'b';
    const answers = await Promise.all(Array.from({ length: 8 }, () => b.read()));
    expect(answers.map((served) => served.answer.body.toString())).toEqual(Array(8).fill('b'));
    expect(b.backend.calls).toBe(1);
  });

  it('costs only the shared copy when the database fails: the backend answers', async () => {
    const a = servingProcess();
    await a.read();
    await a.written();
    const b = servingProcess();
    const broken = db;
    db = sqliteStore(await openDatabase(':memory:')); // for afterEach to close
    await broken.destroy();
    now += 5 * MIN;
    b.backend.text = 'b';
    const served = await b.read();
    expect(served.answer.body.toString()).toBe('b');
    expect(served.stale).toBe(false);
    await b.written(); // its write fails, and is only logged
  });

  it('answers before the copy is written to the database', async () => {
    const a = servingProcess();
    await a.read();
    const rows = await db.selectFrom('kept_answers').select('key').execute();
    expect(rows).toEqual([]);
    await a.written();
    expect(await db.selectFrom('kept_answers').select('key').execute()).toEqual([{ key: KEY }]);
  });
});

describe("each process follows the others' changes", () => {
  it("moves its version and serves the stale mark when another process's refresh failed", async () => {
    const a = servingProcess();
    const b = servingProcess();
    await a.read();
    await a.written();
    await b.read(); // b's memory now holds the copy too
    await b.cache.followShared();
    const version = b.cache.version;
    now += 2 * MIN;
    a.backend.failing = true;
    await a.read();
    await settle();
    await a.written();
    now += SHARED_POLL_MS;
    await b.cache.followShared();
    expect(b.cache.version).not.toBe(version);
    b.backend.hanging = true;
    expect(await b.read()).toMatchObject({ stale: true, ageMs: 2 * MIN + SHARED_POLL_MS });
  });

  it('marks the newest copy stale when a process holding an older one sees the backend fail', async () => {
    const a = servingProcess();
    const b = servingProcess();
    await a.read();
    await a.written();
    await b.read(); // from a's copy
    now += 2 * MIN;
    await b.read(); // b refreshes it itself: the newest copy is b's
    await settle();
    await b.written();
    await b.cache.followShared();
    const version = b.cache.version;
    now += MIN;
    a.backend.failing = true;
    await a.read(); // a's own, older copy: its refresh fails now, for b's copy too
    await settle();
    await a.written();
    now += SHARED_POLL_MS;
    await b.cache.followShared();
    expect(b.cache.version).toBe(version + 1);
    b.backend.hanging = true;
    expect(await b.read()).toMatchObject({ stale: true, ageMs: MIN + SHARED_POLL_MS });
  });

  it("takes another process's newer answer, and moves its version", async () => {
    const a = servingProcess();
    const b = servingProcess();
    await a.read();
    await a.written();
    await b.read();
    await b.cache.followShared();
    const version = b.cache.version;
    now += 2 * MIN;
    a.backend.text = 'new';
    await a.read();
    await settle();
    await a.written();
    now += SHARED_POLL_MS;
    await b.cache.followShared();
    expect(b.cache.version).toBe(version + 1);
    const served = await b.read();
    expect(served.answer.body.toString()).toBe('new');
    expect(served.ageMs).toBe(SHARED_POLL_MS);
    expect(b.backend.calls).toBe(0);
  });

  it('does not move its version when another process only got the same answer again', async () => {
    const a = servingProcess();
    const b = servingProcess();
    await a.read();
    await a.written();
    await b.read();
    await b.cache.followShared();
    const version = b.cache.version;
    now += 2 * MIN;
    await a.read();
    await settle();
    await a.written();
    now += SHARED_POLL_MS;
    await b.cache.followShared();
    expect(b.cache.version).toBe(version);
  });
});
