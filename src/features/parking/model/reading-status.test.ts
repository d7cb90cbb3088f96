import { describe, expect, it } from 'vitest';
import type { ParkingReading } from './parking';
import { ageOf, LIVE_FOR_MS, readingStatus } from './reading-status';

const readAt = '2026-11-20T04:00:00.000Z';
const at = Date.parse(readAt);
const reading = (car: number | null, motorcycle: number | null = 40): ParkingReading => ({
  readAt,
  name: 'Suntec City',
  carLots: car,
  motorcycleLots: motorcycle,
  trend: 'steady',
  nearby: [],
});

describe('readingStatus', () => {
  it.each([
    ['a reading of a minute ago, online', reading(312), at + 60_000, true, 'live'],
    ['exactly five minutes old', reading(312), at + LIVE_FOR_MS, true, 'live'],
    ['a second past five minutes', reading(312), at + LIVE_FOR_MS + 1000, true, 'last-known'],
    ['a new reading, offline', reading(312), at + 1000, false, 'last-known'],
    ['a reading from the device’s future', reading(312), at - 30_000, true, 'live'],
    ['motorcycles only', reading(null, 12), at, true, 'live'],
    ['no count of the complex', reading(null, null), at, true, 'none'],
    ['no reading', null, at, true, 'none'],
  ] as const)('%s: %s', (_name, given, now, connected, kind) => {
    expect(readingStatus(given, now, connected).kind).toBe(kind);
  });

  it('says how old a last known count is, and whether the device is offline', () => {
    expect(readingStatus(reading(312), at + 12 * 60_000, false)).toEqual({
      kind: 'last-known',
      ageMs: 12 * 60_000,
      offline: true,
    });
  });
});

describe('ageOf', () => {
  it.each([
    [0, { unit: 'now' }],
    [59_999, { unit: 'now' }],
    [60_000, { unit: 'minutes', n: 1 }],
    [59 * 60_000, { unit: 'minutes', n: 59 }],
    [60 * 60_000, { unit: 'hours', n: 1 }],
    [25 * 60 * 60_000, { unit: 'days', n: 1 }],
  ])('%i ms old reads as %j', (ms, age) => {
    expect(ageOf(ms)).toEqual(age);
  });
});
