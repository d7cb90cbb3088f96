import { describe, expect, it } from 'vitest';
import { hourlyAverages, singaporeDayStart, typicalFromCounts } from './day-profile.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight starting Friday 20 November 2026 in Singapore. */
const FRIDAY = Date.parse('2026-11-19T16:00:00Z');

/** A count every five minutes of a whole day, `lots(hour)` lots. */
function dayOfCounts(dayStart: number, lots: (hour: number) => number) {
  return Array.from({ length: 288 }, (_, i) => ({
    readAt: dayStart + i * 300_000,
    lots: lots(Math.floor(i / 12)),
  }));
}

describe('singaporeDayStart', () => {
  it.each([
    ['2026-11-20T04:00:00Z', FRIDAY],
    ['2026-11-19T16:00:00Z', FRIDAY],
    ['2026-11-19T15:59:59Z', FRIDAY - DAY],
  ])('of %s is Singapore’s midnight before it', (instant, start) => {
    expect(singaporeDayStart(Date.parse(instant))).toBe(start);
  });
});

describe('hourlyAverages', () => {
  it('averages each hour of the day and leaves hours without counts empty', () => {
    const hours = hourlyAverages(
      [
        { readAt: FRIDAY + 10 * HOUR, lots: 100 },
        { readAt: FRIDAY + 10.5 * HOUR, lots: 201 },
        { readAt: FRIDAY + 12 * HOUR, lots: 50 },
        { readAt: FRIDAY - 1, lots: 999 },
        { readAt: FRIDAY + DAY, lots: 999 },
      ],
      FRIDAY,
    );
    expect(hours).toHaveLength(24);
    expect(hours[10]).toBe(151);
    expect(hours[11]).toBeNull();
    expect(hours[12]).toBe(50);
    expect(hours.filter((value) => value !== null)).toHaveLength(2);
  });
});

describe('typicalFromCounts', () => {
  it('averages the same weekday of past weeks, day by day, leaving today and other days out', () => {
    const counts = [
      ...dayOfCounts(FRIDAY - 7 * DAY, (hour) => 1000 + hour),
      // Twice as many counts on this day: it must weigh no more than the other.
      ...dayOfCounts(FRIDAY - 14 * DAY, (hour) => 2000 + hour),
      ...dayOfCounts(FRIDAY - 14 * DAY + 150_000, (hour) => 2000 + hour),
      ...dayOfCounts(FRIDAY - 1 * DAY, () => 9999),
      ...dayOfCounts(FRIDAY, () => 9999),
    ];
    const typical = typicalFromCounts(counts, FRIDAY);
    expect(typical?.days).toBe(2);
    expect(typical?.hours[0]).toBe(1500);
    expect(typical?.hours[23]).toBe(1523);
  });

  it('stands for a typical day only with two past days behind every hour', () => {
    expect(
      typicalFromCounts(
        dayOfCounts(FRIDAY - 7 * DAY, () => 10),
        FRIDAY,
      ),
    ).toBeUndefined();
    const gap = [
      ...dayOfCounts(FRIDAY - 7 * DAY, () => 10),
      ...dayOfCounts(FRIDAY - 14 * DAY, () => 10).filter(
        (c) => c.readAt < FRIDAY - 14 * DAY + 20 * HOUR,
      ),
    ];
    expect(typicalFromCounts(gap, FRIDAY)).toBeUndefined();
  });
});
