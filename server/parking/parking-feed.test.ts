/**
 * The feed asked at most once a minute, however many visitors and processes ask, with the
 * database as their meeting point; its last reading kept through failures; the history stored
 * every five minutes for eight weeks and no longer. On SQLite here and on PostgreSQL in the
 * `postgres` project (vitest.config.ts).
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DATAMALL_LOTS,
  FAKE_DATAMALL_KEY,
  startFakeDataMall,
  type FakeDataMall,
} from '../../tests/fake-backends/datamall.ts';
import { createTestApp, TEST_NOW, TEST_SEED, type TestApp } from '../../tests/helpers/test-app.ts';
import { readingsSince, storeReadings, type StoredReading } from '../repos/parking.ts';
import { DEFAULT_DEVELOPMENTS, type ParkingConfig } from './config.ts';
import { lotsOf } from './feed-records.ts';
import { KEEP_READINGS_MS, STORE_EVERY_MS } from './history.ts';
import { createParkingFeed, type ParkingFeed } from './parking-feed.ts';

const MINUTE = 60_000;
const silent = { warn: () => undefined, info: () => undefined };

let fake: FakeDataMall;
let t: TestApp;
let now: number;

beforeAll(async () => {
  fake = await startFakeDataMall();
});
afterAll(() => fake.close());
beforeEach(async () => {
  t = await createTestApp();
  now = TEST_NOW.getTime();
  Object.assign(fake.state, {
    lots: { ...DEFAULT_DATAMALL_LOTS },
    delayMs: 0,
    failure: undefined,
    reads: 0,
    pageRequests: 0,
  });
});
afterEach(() => t.close());

/** The default: DataMall's counts change once a minute. */
const ASK_EVERY_MS = 60_000;

function liveConfig(overrides: Partial<ParkingConfig> = {}): ParkingConfig {
  return {
    feed: { base: fake.base, key: FAKE_DATAMALL_KEY },
    developments: DEFAULT_DEVELOPMENTS,
    // Generous: on a busy two-core machine a read of the three pages took over two seconds.
    timeoutMs: 6000,
    maxPages: 20,
    askEveryMs: ASK_EVERY_MS,
    pollMs: 10_000,
    ...overrides,
  };
}

/** One serving process's feed: its own memory, the test's database and clock. */
function processFeed(config = liveConfig()): ParkingFeed {
  return createParkingFeed({ db: t.store, config, seed: TEST_SEED, clock: () => now, log: silent });
}

/** The feed's reading after a refresh (what a visitor gets once the one behind them is done). */
async function refreshed(feed: ParkingFeed) {
  await feed.refresh();
  return feed.current();
}

/** Rows of the live feed's history (the test app's own simulation keeps its own). */
const countRows = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM parking_readings WHERE source = 'datamall'`.execute(t.store)
    ).rows[0]?.n,
  );

describe('asking the feed', () => {
  it('asks once for a hundred visitors at once, and gives them all its reading', async () => {
    const feed = processFeed();
    const readings = await Promise.all(Array.from({ length: 100 }, () => feed.current()));
    expect(fake.state.reads).toBe(1);
    expect(new Set(readings).size).toBe(1);
    expect(readings[0]?.readAt).toBe(now);
    expect(lotsOf(readings[0]!.records, 'Suntec City', 'C')).toBe(1104);
  });

  it('asks once for two processes on one database, each with a hundred visitors', async () => {
    const [first, second] = [processFeed(), processFeed()];
    const readings = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? first : second).current()),
    );
    expect(fake.state.reads).toBe(1);
    // The process that lost the turn waited for the winner's reading rather than say none.
    expect(readings.every((reading) => reading?.readAt === now)).toBe(true);
  });

  it('asks again a minute later, not before, and serves the older reading meanwhile', async () => {
    const feed = processFeed();
    await feed.current();
    now += ASK_EVERY_MS - 1000;
    fake.state.lots.suntecCar = 900;
    for (let visitor = 0; visitor < 10; visitor += 1) await feed.current();
    expect(fake.state.reads).toBe(1);

    now += 1000;
    const served = await feed.current();
    expect(lotsOf(served!.records, 'Suntec City', 'C')).toBe(1104);
    const fresh = await refreshed(feed);
    expect(fake.state.reads).toBe(2);
    expect(fresh?.readAt).toBe(now);
    expect(lotsOf(fresh!.records, 'Suntec City', 'C')).toBe(900);
  });

  it('asks as often as the config says, not before', async () => {
    const feed = processFeed(liveConfig({ askEveryMs: 5000, pollMs: 5000 }));
    await feed.current();
    now += 4000;
    await refreshed(feed);
    expect(fake.state.reads).toBe(1);
    now += 1000;
    fake.state.lots.suntecCar = 950;
    const fresh = await refreshed(feed);
    expect(fake.state.reads).toBe(2);
    expect(lotsOf(fresh!.records, 'Suntec City', 'C')).toBe(950);
  });

  it('takes another process’s newer reading from the database instead of asking', async () => {
    const [first, second] = [processFeed(), processFeed()];
    await first.current();
    await second.current();
    now += ASK_EVERY_MS;
    fake.state.lots.suntecCar = 800;
    await refreshed(first);
    expect(fake.state.reads).toBe(2);
    // The second process's reading is a minute old: it looks, and finds the first one's.
    const reading = await refreshed(second);
    expect(fake.state.reads).toBe(2);
    expect(lotsOf(reading!.records, 'Suntec City', 'C')).toBe(800);
  });
});

describe('a failing feed', () => {
  it('keeps the last reading, with its own time, and tries again only after a minute', async () => {
    const feed = processFeed();
    const first = await feed.current();
    fake.state.failure = 'http500';
    now += ASK_EVERY_MS;
    expect(await refreshed(feed)).toEqual(first);
    expect(fake.state.reads).toBe(2);
    const row = await t.store
      .selectFrom('parking_feed')
      .select(['failure', 'read_at'])
      .where('source', '=', 'datamall')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failure: 'failed', read_at: first!.readAt });

    now += 30_000;
    // Looked at again: the turn is taken for the minute, so no ask.
    await refreshed(feed);
    expect(fake.state.reads).toBe(2);
    now += 30_000;
    fake.state.failure = undefined;
    expect((await refreshed(feed))?.readAt).toBe(now);
    expect(fake.state.reads).toBe(3);
  });

  it.each([
    ['refused', { feed: { base: '', key: 'wrong' } }],
    ['slow past its deadline', { timeoutMs: 300 }],
  ])('%s from the start, has no reading', async (_case, overrides) => {
    fake.state.delayMs = 500;
    const config = liveConfig(overrides as Partial<ParkingConfig>);
    if (config.feed && !config.feed.base) config.feed = { base: fake.base, key: 'wrong' };
    expect(await processFeed(config).current()).toBeNull();
  });
});

describe('the history', () => {
  it('stores the complex’s two counts at most every five minutes', async () => {
    const feed = processFeed();
    for (let minute = 0; minute <= 20; minute += 1) {
      if (minute > 0) now += MINUTE;
      expect((await refreshed(feed))?.readAt).toBe(now);
    }
    expect(fake.state.reads).toBe(21);
    const cars = await readingsSince(t.store, 'datamall', 'Suntec City', 'C', 0);
    expect(cars.map((count) => (count.readAt - TEST_NOW.getTime()) / MINUTE)).toEqual([
      0, 5, 10, 15, 20,
    ]);
    expect(await readingsSince(t.store, 'datamall', 'Suntec City', 'Y', 0)).toHaveLength(5);
    expect(await countRows()).toBe(10);
  });

  it('holds eight weeks of readings and no more: older ones go at the next store', async () => {
    // The test app's own feed (the simulation) stores a reading as it starts and deletes what is
    // eight weeks older than its clock, of every source: with its clock a year back, that cannot
    // race the rows written here.
    await t.close();
    t = await createTestApp(
      {},
      { now: () => new Date(TEST_NOW.getTime() - 365 * 24 * 60 * MINUTE) },
    );
    const start = now - 9 * 7 * 24 * 60 * MINUTE;
    const old: StoredReading[] = [];
    for (let at = start; at < now; at += STORE_EVERY_MS)
      for (const lotType of ['C', 'Y'] as const)
        old.push({ development: 'Suntec City', lotType, readAt: at, lots: 500 });
    await storeReadings(t.store, 'datamall', old);
    expect(await countRows()).toBe(old.length);

    await processFeed().current();
    const left = await readingsSince(t.store, 'datamall', 'Suntec City', 'C', 0);
    expect(left[0]!.readAt).toBeGreaterThanOrEqual(now - KEEP_READINGS_MS);
    // Eight weeks of a count every five minutes, of two lot types, and the new reading's.
    expect(await countRows()).toBe(2 * (KEEP_READINGS_MS / STORE_EVERY_MS) + 2);
  });

  it('fills the simulation’s past of today in, so the day and the trend show at once', async () => {
    // The test app's own feed is this same simulation: with its clock a year back, its start-up
    // reading and fill cannot race (or take the turn from) the feed asked here.
    await t.close();
    t = await createTestApp(
      {},
      { now: () => new Date(TEST_NOW.getTime() - 365 * 24 * 60 * MINUTE) },
    );
    const reading = await processFeed(liveConfig({ feed: null })).current();
    const today = await readingsSince(
      t.store,
      'simulation',
      'Suntec City',
      'C',
      now - 12 * 60 * MINUTE,
    );
    // Noon in Singapore: a count every five minutes since midnight, and this reading.
    expect(today).toHaveLength(12 * 12 + 1);
    expect(today.at(-1)).toEqual({
      readAt: now,
      lots: lotsOf(reading!.records, 'Suntec City', 'C'),
    });
    expect(fake.state.reads).toBe(0);
  });
});
