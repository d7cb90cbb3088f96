/** The data version the page cache checks: read from the store at most once a poll, at once after a write. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteStore, type Db } from './database.ts';
import {
  noteDataChanged,
  noteDataChangedElsewhere,
  onDataChanged,
  storeDataVersion,
} from './data-version.ts';

let db: Db;
const reseed = (at: string) =>
  db
    .insertInto('seed_info')
    .values({ id: 1, seed: 7, seeded_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ seeded_at: at }))
    .execute();

beforeEach(async () => {
  db = sqliteStore(await openDatabase(':memory:'));
  await reseed('first');
});
afterEach(() => db.destroy());

describe('storeDataVersion', () => {
  it("reads the store at most once a poll, but at once after this process's write or another's", async () => {
    const version = storeDataVersion(db, { pollMs: 1000, now: () => 0 });
    expect(await version.current()).toBe('7:first:0');
    await reseed('second'); // by another process: not seen within the poll
    expect(await version.current()).toBe('7:first:0');
    noteDataChangedElsewhere(); // passed on by the supervisor (server/processes.ts)
    expect(await version.current()).toBe('7:second:0');
    await reseed('third');
    noteDataChanged(); // this process's own write
    expect(await version.current()).toBe('7:third:0');
  });

  it("tells listeners of this process's writes, not of those it hears of", () => {
    const heard: string[] = [];
    const stop = onDataChanged(() => heard.push('changed'));
    noteDataChanged();
    noteDataChangedElsewhere();
    stop();
    noteDataChanged();
    expect(heard).toEqual(['changed']);
  });
});
