/**
 * GET /api/parking through the app: the contract's answer with its age, one read of the feed for
 * a crowd, and a feed that fails in every way never failing the call nor leaking its key.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { parkingCall, type ParkingWire } from '../../src/shared/contracts/parking.ts';
import {
  DEFAULT_DATAMALL_LOTS,
  FAKE_DATAMALL_KEY,
  startFakeDataMall,
  type DataMallFailure,
  type FakeDataMall,
} from '../../tests/fake-backends/datamall.ts';
import {
  createTestApp,
  TEST_HEADERS,
  TEST_NOW,
  type TestApp,
} from '../../tests/helpers/test-app.ts';
import { loadParkingConfig } from '../parking/config.ts';
import { storeReadings, type StoredReading } from '../repos/parking.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let fake: FakeDataMall;
let t: TestApp;
let now: number;
let log: string[];

beforeAll(async () => {
  fake = await startFakeDataMall();
});
afterAll(() => fake.close());
beforeEach(() => {
  now = TEST_NOW.getTime();
  log = [];
  Object.assign(fake.state, {
    lots: { ...DEFAULT_DATAMALL_LOTS },
    delayMs: 0,
    failure: undefined,
    reads: 0,
    pageRequests: 0,
  });
});
afterEach(() => t?.close());

async function site(env: Record<string, string> = {}) {
  t = await createTestApp(
    {
      logLevel: 'info',
      parking: loadParkingConfig({
        UPSTREAM_CARPARK_BASE: fake.base,
        UPSTREAM_CARPARK_KEY: FAKE_DATAMALL_KEY,
        // Three pages of the fake while a hundred requests wait: 500 ms was too tight on a busy
        // two-core machine, where the first read alone could miss it.
        UPSTREAM_CARPARK_TIMEOUT_MS: '3000',
        ...env,
      }),
    },
    { now: () => new Date(now), logStream: { write: (line) => void log.push(line) } },
  );
  return t;
}

async function ask(headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: '/api/parking',
    headers: { ...TEST_HEADERS, ...headers },
  });
}

/** The answer's data, checked with the contract's schema. */
async function parking(): Promise<{ data: ParkingWire; age: string | undefined }> {
  const res = await ask();
  expect(res.statusCode).toBe(200);
  const parsed = safeParse(parkingCall.answer, res.json());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  return { data: (res.json() as { data: ParkingWire }).data, age: res.headers.age as string };
}

describe('the answer', () => {
  it('carries the complex’s counts, its nearby carparks and its day, dated by Age', async () => {
    await site();
    const { data, age } = await parking();
    expect(data.source).toBe('datamall');
    expect(data.reading).toMatchObject({
      readAt: TEST_NOW.toISOString(),
      development: 'Suntec City',
      car: 1104,
      motorcycle: 57,
      trend: 'unknown',
    });
    expect(data.reading?.nearby).toEqual([
      { development: 'Marina Square', car: 412, walkMetres: 380 },
      { development: 'Millenia Singapore', car: null, walkMetres: 460 },
      { development: 'The Esplanade', car: 233, walkMetres: 570 },
      { development: 'Raffles City', car: 0, walkMetres: 580 },
    ]);
    expect(data.day).toMatchObject({ date: '2026-11-20', typicalFrom: 'model', typicalDays: 0 });
    expect(data.day.today[12]).toBe(1104);
    expect(age).toBe('0');

    now += 40_000;
    expect((await parking()).age).toBe('40');
  });

  it('is the simulation’s without a feed, in the same shape', async () => {
    await site({ UPSTREAM_CARPARK_BASE: '', UPSTREAM_CARPARK_KEY: '' });
    const { data } = await parking();
    expect(data.source).toBe('simulation');
    expect(data.reading?.car).toBeGreaterThan(0);
    expect(data.reading?.trend).not.toBe('unknown');
    expect(data.day.today.slice(0, 13).every((lots) => lots !== null)).toBe(true);
  });

  it('needs the implementation id, and answers a known ETag with 304', async () => {
    await site();
    const refused = await t.app.inject({ method: 'GET', url: '/api/parking' });
    expect(refused.statusCode).toBe(400);
    const first = await ask();
    const again = await ask({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('says the carpark is filling when it has fewer free lots than a quarter of an hour ago', async () => {
    await site();
    await storeReadings(t.store, 'datamall', [
      { development: 'Suntec City', lotType: 'C', readAt: now - 15 * MINUTE, lots: 1300 },
    ]);
    expect((await parking()).data.reading?.trend).toBe('filling');
  });

  it('averages the typical day from the readings once two past weeks of that weekday are in', async () => {
    await site();
    const past: StoredReading[] = [];
    for (const weeksBack of [1, 2])
      for (let at = 0; at < DAY; at += 5 * MINUTE)
        past.push({
          development: 'Suntec City',
          lotType: 'C',
          // Midnight in Singapore, 20 November 2026 less whole weeks.
          readAt: Date.parse('2026-11-19T16:00:00Z') - weeksBack * 7 * DAY + at,
          lots: 1000 * weeksBack,
        });
    await storeReadings(t.store, 'datamall', past);
    const { day } = (await parking()).data;
    expect(day).toMatchObject({ typicalFrom: 'readings', typicalDays: 2 });
    expect(new Set(day.typical)).toEqual(new Set([1500]));
  });
});

describe('a crowd', () => {
  it('gets one read of the feed for a hundred requests at once', async () => {
    await site();
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask()));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(fake.state.reads).toBe(1);
    expect(fake.state.pageRequests).toBe(3);
  });
});

describe('a feed that fails', () => {
  it.each<[string, DataMallFailure | 'wrong-key' | 'slow']>([
    ['refuses the key (401)', 'wrong-key'],
    ['answers 500', 'http500'],
    ['is down', 'drop'],
    ['answers garbage', 'not-json'],
    ['is too slow', 'slow'],
  ])('%s: no reading, said plainly, and never the key', async (_case, failure) => {
    if (failure === 'slow') fake.state.delayMs = 3500;
    else if (failure !== 'wrong-key') fake.state.failure = failure;
    await site(failure === 'wrong-key' ? { UPSTREAM_CARPARK_KEY: 'a-wrong-datamall-key' } : {});
    const res = await ask();
    expect(res.statusCode).toBe(200);
    const { data, age } = await parking();
    expect(data.reading).toBeNull();
    expect(age).toBeUndefined();
    expect(data.day.today.every((lots) => lots === null)).toBe(true);
    const key = failure === 'wrong-key' ? 'a-wrong-datamall-key' : FAKE_DATAMALL_KEY;
    expect(res.body).not.toContain(key);
    expect(log.join('\n')).toContain('carpark feed not read');
    expect(log.join('\n')).not.toContain(key);
  });

  it('answers the last reading with its true age while the feed is down', async () => {
    await site();
    await parking();
    fake.state.failure = 'http503';
    now += 7 * MINUTE;
    await parking();
    // The refresh behind that answer fails: the reading stays, older.
    await vi.waitFor(() => expect(fake.state.reads).toBe(2));
    const { data, age } = await parking();
    expect(data.reading?.readAt).toBe(TEST_NOW.toISOString());
    expect(data.reading?.car).toBe(1104);
    expect(age).toBe(String(7 * 60));
  });
});
