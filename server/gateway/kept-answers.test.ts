/**
 * The answers kept in the database for every process: read back with their true time, never
 * replaced by an older answer, marked failing only for the copy a refresh failed for, numbered
 * for the other processes when they change, and bounded by age, entries and bytes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteStore, type Db } from '../db/database.ts';
import { KeptAnswers } from './kept-answers.ts';

const T0 = Date.parse('2026-11-20T04:00:00Z');
const DAY = 24 * 3_600_000;
let now = T0;
let db: Db;

beforeEach(async () => {
  now = T0;
  db = sqliteStore(await openDatabase(':memory:'));
});
afterEach(() => db.destroy());

const answer = (text: string) => ({ status: 200, body: Buffer.from(JSON.stringify({ text })) });
const kept = (limits = { maxEntries: 100, maxBytes: 1_000_000 }) =>
  new KeptAnswers(db, limits, { now: () => now });

describe('answers kept in the database', () => {
  it('are read back whole, with the time the backend gave them, only once written', async () => {
    const store = kept();
    store.keep('bi POST /v1/events {}', answer('a'), 'tag-a', T0 - 4000, T0 + DAY);
    expect(await store.read('bi POST /v1/events {}')).toBeUndefined();
    await store.flush();
    const copy = await store.read('bi POST /v1/events {}');
    expect(copy?.answer.body.toString()).toBe('{"text":"a"}');
    expect(copy).toMatchObject({ answeredAt: T0 - 4000, failed: false, tag: 'tag-a' });
    expect(await store.read('bi POST /v1/promotions {}')).toBeUndefined();
  });

  it('writes on their own shortly after, in one batch', async () => {
    const store = kept();
    store.keep('a', answer('a'), 'tag-a', T0, T0 + DAY);
    store.keep('b', answer('b'), 'tag-b', T0, T0 + DAY);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.read('a'))?.tag).toBe('tag-a');
    expect((await store.read('b'))?.tag).toBe('tag-b');
    const { changes } = await db
      .selectFrom('kept_answer_changes')
      .select('changes')
      .executeTakeFirstOrThrow();
    expect(changes).toBe(1);
  });

  it('never replace a copy the backend gave later (another process refreshed meanwhile)', async () => {
    const first = kept();
    const second = kept();
    first.keep('k', answer('new'), 'tag-new', T0, T0 + DAY);
    await first.flush();
    second.keep('k', answer('old'), 'tag-old', T0 - 60_000, T0 + DAY);
    await second.flush();
    expect((await first.read('k'))?.tag).toBe('tag-new');
  });

  it('mark the kept copy when a refresh fails, not one given after; a new answer clears it', async () => {
    const store = kept();
    store.keep('k', answer('a'), 'tag-a', T0 + 5000, T0 + DAY);
    await store.flush();
    store.markFailed('k'); // a refresh that failed before that copy was given
    await store.flush();
    expect((await store.read('k'))?.failed).toBe(false);
    now = T0 + 6000;
    store.markFailed('k');
    await store.flush();
    expect((await store.read('k'))?.failed).toBe(true);
    store.keep('k', answer('a'), 'tag-a', T0 + 7000, T0 + DAY);
    await store.flush();
    expect(await store.read('k')).toMatchObject({ failed: false, answeredAt: T0 + 7000 });
  });

  it('number the changes of a body or a failing mark for the other processes, not a time alone', async () => {
    const store = kept();
    store.keep('k', answer('a'), 'tag-a', T0, T0 + DAY);
    await store.flush();
    const start = await store.changesSince(0);
    expect(start.copies).toEqual([{ key: 'k', answeredAt: T0, failedAt: null, tag: 'tag-a' }]);
    // The same body again, later: its time moves, nothing the others must redraw.
    store.keep('k', answer('a'), 'tag-a', T0 + 1000, T0 + DAY);
    await store.flush();
    expect((await store.changesSince(start.last)).copies).toEqual([]);
    now = T0 + 1500;
    store.markFailed('k');
    await store.flush();
    const failed = await store.changesSince(start.last);
    expect(failed.copies).toEqual([
      { key: 'k', answeredAt: T0 + 1000, failedAt: T0 + 1500, tag: 'tag-a' },
    ]);
    store.keep('k', answer('b'), 'tag-b', T0 + 2000, T0 + DAY);
    await store.flush();
    expect((await store.changesSince(failed.last)).copies).toEqual([
      { key: 'k', answeredAt: T0 + 2000, failedAt: null, tag: 'tag-b' },
    ]);
  });

  it('are never read past their bounded age, and are removed then', async () => {
    const store = kept();
    store.keep('k', answer('a'), 'tag-a', T0, T0 + 60_000);
    await store.flush();
    now = T0 + 60_000;
    expect(await store.read('k')).toBeUndefined();
    store.keep('other', answer('b'), 'tag-b', now, now + DAY);
    await store.flush(); // the first write of a process trims
    const keys = await db.selectFrom('kept_answers').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['other']);
  });

  it.each([
    ['entries', { maxEntries: 3, maxBytes: 1_000_000 }, ['k4', 'k5', 'k6']],
    // 113 bytes a copy: two fit in 300.
    ['bytes', { maxEntries: 100, maxBytes: 300 }, ['k5', 'k6']],
  ])('keep the newest within the cap on %s', async (_, limits, left) => {
    const store = kept(limits);
    for (let i = 1; i <= 6; i += 1)
      store.keep(`k${i}`, answer('x'.repeat(100)), `tag-${i}`, T0 + i * 1000, T0 + DAY);
    await store.flush();
    const keys = await db.selectFrom('kept_answers').select('key').orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(left);
  });

  it('leave out an answer bigger than the whole cap', async () => {
    const store = kept({ maxEntries: 10, maxBytes: 50 });
    store.keep('k', answer('x'.repeat(100)), 'tag', T0, T0 + DAY);
    await store.flush();
    expect(await store.read('k')).toBeUndefined();
  });
});
