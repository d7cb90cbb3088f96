/**
 * The DataMall client against the fake feed (tests/fake-backends/datamall.ts), over real HTTP:
 * paging past 500 records, the records it must drop or fix, and every way the feed can fail.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DATAMALL_LOTS,
  FAKE_DATAMALL_KEY,
  startFakeDataMall,
  type DataMallState,
  type FakeDataMall,
} from '../../tests/fake-backends/datamall.ts';
import { DEFAULT_DEVELOPMENTS } from './config.ts';
import { readDataMall, type FeedReadOptions } from './datamall-client.ts';
import { FeedError, lotsOf } from './feed-records.ts';

let fake: FakeDataMall;
beforeAll(async () => {
  fake = await startFakeDataMall();
});
afterAll(() => fake.close());
afterEach(() => {
  Object.assign(fake.state, {
    lots: { ...DEFAULT_DATAMALL_LOTS },
    delayMs: 0,
    failure: undefined,
  } satisfies Partial<DataMallState>);
});

const options = (overrides: Partial<FeedReadOptions> = {}): FeedReadOptions => ({
  feed: { base: fake.base, key: FAKE_DATAMALL_KEY },
  developments: DEFAULT_DEVELOPMENTS,
  timeoutMs: 2000,
  maxPages: 20,
  ...overrides,
});

async function failure(overrides: Partial<FeedReadOptions> = {}): Promise<string> {
  const error: unknown = await readDataMall(options(overrides)).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedError);
  return (error as FeedError).kind;
}

describe('reading the feed', () => {
  it('pages on until a short page and finds the complex on a later page', async () => {
    const before = fake.state.pageRequests;
    const read = await readDataMall(options());
    expect(read.pages).toBe(3);
    expect(fake.state.pageRequests - before).toBe(3);
    expect(read.cutOff).toBe(false);
    expect(lotsOf(read.records, 'Suntec City', 'C')).toBe(1104);
    expect(lotsOf(read.records, 'Suntec City', 'Y')).toBe(57);
    // Heavy vehicles are read but are neither of the counts the site shows.
    expect(lotsOf(read.records, 'Suntec City', 'H')).toBe(6);
  });

  it('keeps only the developments asked for, without one the feed lacks', async () => {
    const read = await readDataMall(options());
    expect(new Set(read.records.map((r) => r.development))).toEqual(
      new Set(['Suntec City', 'Marina Square', 'The Esplanade', 'Raffles City']),
    );
    expect(lotsOf(read.records, 'Millenia Singapore', 'C')).toBeUndefined();
  });

  it('drops what is not a record, takes a negative count as 0 and an empty place as none', async () => {
    const read = await readDataMall(options());
    expect(read.dropped).toBe(7);
    expect(lotsOf(read.records, 'Raffles City', 'C')).toBe(0);
    expect(read.records.find((r) => r.development === 'The Esplanade')?.location).toBeNull();
    // A bad record of a wanted development is dropped, its good ones kept.
    expect(lotsOf(read.records, 'Marina Square', 'C')).toBe(412);
    expect(lotsOf(read.records, 'Marina Square', 'Z' as 'C')).toBeUndefined();
  });

  it('stops at its page cap, saying it was cut off', async () => {
    const read = await readDataMall(options({ maxPages: 1 }));
    expect(read).toMatchObject({ pages: 1, cutOff: true });
    expect(lotsOf(read.records, 'Suntec City', 'C')).toBeUndefined();
  });
});

describe('a feed that fails', () => {
  it('is refused with a wrong key (401)', async () => {
    expect(await failure({ feed: { base: fake.base, key: 'wrong-key' } })).toBe('refused');
  });

  it.each([
    ['http500', 'failed'],
    ['http503', 'failed'],
    ['drop', 'failed'],
    ['not-json', 'garbage'],
    ['no-value', 'garbage'],
  ] as const)('answering %s is %s', async (behaviour, kind) => {
    fake.state.failure = behaviour;
    expect(await failure()).toBe(kind);
  });

  it('gives up at its deadline when the feed is slow', async () => {
    fake.state.delayMs = 600;
    const started = Date.now();
    expect(await failure({ timeoutMs: 1000 })).toBe('timeout');
    // One deadline for every page: three pages of 600 ms do not get three tries.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('is unreachable when nothing listens', async () => {
    expect(await failure({ feed: { base: 'http://127.0.0.1:9', key: 'k' } })).toBe('failed');
  });
});
