/**
 * The simulated feed: the same page for the same seed and minute, DataMall's shape, and a
 * believable day (weekday lunch and evening peaks, weekend afternoons, near empty at night).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVELOPMENTS } from './config.ts';
import { lotsOf, readFeedPage } from './feed-records.ts';
import {
  simulatedCapacity,
  simulatedFeedPage,
  simulatedFreeLots,
  simulatedTypicalDay,
} from './simulated-feed.ts';

const SEED = 20261120;
const HOUR = 3_600_000;
/** Midnight starting Monday 16 November 2026 in Singapore, and the days after it. */
const MONDAY = Date.parse('2026-11-15T16:00:00Z');
const day = (offset: number) => MONDAY + offset * 24 * HOUR;
/** Free car lots of Suntec City at `hour` (Singapore) of the day `offset` days after Monday. */
const free = (offset: number, hour: number, seed = SEED) =>
  simulatedFreeLots(seed, 'Suntec City', 'C', day(offset) + hour * HOUR);
const CAPACITY = simulatedCapacity('Suntec City', 'C');

describe('the simulated feed', () => {
  it('gives the same page for the same seed and minute, and another for another seed', () => {
    const at = day(4) + 12.5 * HOUR;
    const page = simulatedFeedPage(SEED, at, DEFAULT_DEVELOPMENTS);
    expect(simulatedFeedPage(SEED, at + 30_000, DEFAULT_DEVELOPMENTS)).toEqual(page);
    expect(simulatedFeedPage(SEED + 1, at, DEFAULT_DEVELOPMENTS)).not.toEqual(page);
  });

  it('is a page of the feed: one car and one motorcycle record per development, with places', () => {
    const page = simulatedFeedPage(SEED, day(2) + 9 * HOUR, DEFAULT_DEVELOPMENTS);
    const read = readFeedPage(page, new Set(DEFAULT_DEVELOPMENTS));
    expect(read).toMatchObject({ length: 10, dropped: 0 });
    for (const development of DEFAULT_DEVELOPMENTS) {
      expect(lotsOf(read.records, development, 'C')).toBeGreaterThanOrEqual(0);
      expect(lotsOf(read.records, development, 'Y')).toBeGreaterThanOrEqual(0);
    }
    expect(read.records.every((record) => record.location !== null)).toBe(true);
  });

  it('simulates a development it has no figures for, without a place', () => {
    const read = readFeedPage(
      simulatedFeedPage(SEED, day(0) + 12 * HOUR, ['Suntec City', 'Nowhere Mall']),
      new Set(['Suntec City', 'Nowhere Mall']),
    );
    expect(lotsOf(read.records, 'Nowhere Mall', 'C')).toBeGreaterThan(0);
    expect(read.records.find((r) => r.development === 'Nowhere Mall')?.location).toBeNull();
  });

  it('never counts below none or above the carpark', () => {
    for (let hour = 0; hour < 24 * 7; hour += 1) {
      const lots = free(0, hour);
      expect(lots).toBeGreaterThanOrEqual(0);
      expect(lots).toBeLessThanOrEqual(CAPACITY);
    }
  });
});

describe('a believable day', () => {
  it.each([0, 1, 2, 3, 4])(
    'weekday %i: near empty at night, a lunch peak, an afternoon lull, an evening peak',
    (weekday) => {
      expect(free(weekday, 3)).toBeGreaterThan(0.85 * CAPACITY);
      expect(free(weekday, 13)).toBeLessThan(0.25 * CAPACITY);
      expect(free(weekday, 15.5)).toBeGreaterThan(free(weekday, 13));
      expect(free(weekday, 19)).toBeLessThan(free(weekday, 15.5));
      expect(free(weekday, 19)).toBeLessThan(0.25 * CAPACITY);
    },
  );

  it.each([5, 6])('weekend day %i: a quiet morning and an afternoon peak', (weekend) => {
    expect(free(weekend, 3)).toBeGreaterThan(0.85 * CAPACITY);
    expect(free(weekend, 9)).toBeGreaterThan(0.6 * CAPACITY);
    expect(free(weekend, 15)).toBeLessThan(0.2 * CAPACITY);
    // Office hours are quieter at the weekend than on a weekday.
    expect(free(weekend, 9)).toBeGreaterThan(free(0, 9));
  });

  it('differs from day to day, and from one development to another', () => {
    const mondays = [0, 7, 14].map((week) => free(week, 12));
    expect(new Set(mondays).size).toBe(3);
    expect(simulatedFreeLots(SEED, 'Marina Square', 'C', day(0) + 12 * HOUR)).not.toBe(free(0, 12));
  });

  it('has a typical day that follows the days it stands for', () => {
    const typical = simulatedTypicalDay(SEED, 'Suntec City', 1);
    expect(typical).toHaveLength(24);
    const tuesdays = [1, 8, 15, 22].map((offset) =>
      Array.from({ length: 24 }, (_, hour) => free(offset, hour + 0.5)),
    );
    for (let hour = 0; hour < 24; hour += 1) {
      const average = tuesdays.reduce((sum, lots) => sum + lots[hour]!, 0) / tuesdays.length;
      expect(Math.abs(average - typical[hour]!), `hour ${hour}`).toBeLessThan(0.1 * CAPACITY);
    }
  });
});
