import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayjs, DISPLAY_DATE_FORMAT, ISO_DATE_FORMAT } from './dates';
import {
  calendarDateMs,
  formatChineseDate,
  formatDisplayDate,
  isSingaporeMidnight,
  singaporeDate,
  singaporeToday,
  singaporeWallClock,
} from './singapore-time';

/**
 * Singapore's wall clock by dayjs, in UTC mode shifted by eight hours. Not `inSingapore` (dayjs's
 * utcOffset): it goes through the device's zone and its history, and is wrong there on days the
 * device's zone changed, e.g. 1994-12-30T16:00Z read as 1995-01-01 in Pacific/Kiritimati (which
 * skipped 31 Dec 1994), and startOf('day') an hour out on New York's DST days.
 */
const inSingapore = (instant: string) => dayjs.utc(instant).add(8, 'hour');

/** Days a device's zone changed, where dayjs's own offset arithmetic has failed (see above). */
const ZONE_CHANGE_DAYS: [string][] = [['1994-12-30T16:00:00.000Z'], ['2096-03-11T07:00:00.000Z']];

/** Instants from 1990 to 2100, as the app's models carry them (ISO strings). */
const instants = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

describe.each([
  ['America/New_York', 300],
  ['Pacific/Kiritimati', -840],
  ['Asia/Singapore', -480],
])('on a device in %s, the fixed-offset calendar agrees with dayjs', (zone, offsetMinutes) => {
  beforeAll(() => {
    vi.stubEnv('TZ', zone);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('on dates, display dates, midnights and years', () => {
    // The zone really is in effect (Node re-reads TZ when it is assigned).
    expect(new Date('2026-12-01T12:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    fc.assert(
      fc.property(instants, (instant) => {
        const sg = inSingapore(instant);
        expect(singaporeDate(instant)).toBe(sg.format(ISO_DATE_FORMAT));
        expect(singaporeToday(Date.parse(instant))).toBe(sg.format(ISO_DATE_FORMAT));
        expect(formatDisplayDate(instant)).toBe(sg.format(DISPLAY_DATE_FORMAT));
        expect(formatChineseDate(instant)).toBe(sg.format('YYYY年M月D日'));
        expect(singaporeWallClock(instant)?.getUTCFullYear()).toBe(sg.year());
        expect(isSingaporeMidnight(instant)).toBe(sg.format('HH:mm:ss.SSS') === '00:00:00.000');
      }),
      { numRuns: 2000, examples: ZONE_CHANGE_DAYS },
    );
  });

  it('on Singapore midnights themselves', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        // The midnight from the Singapore date in plain UTC: dayjs's startOf('day') on an offset
        // date goes through the device's zone and is an hour out on its DST changeover days
        // (America/New_York, 2096-03-11T07:00Z).
        const date = inSingapore(instant).format(ISO_DATE_FORMAT);
        const midnight = dayjs.utc(date).subtract(8, 'hour').toISOString();
        expect(isSingaporeMidnight(midnight)).toBe(true);
        expect(isSingaporeMidnight(Date.parse(midnight) - 1)).toBe(false);
        expect(singaporeDate(midnight)).toBe(inSingapore(instant).format(ISO_DATE_FORMAT));
      }),
      { numRuns: 500, examples: ZONE_CHANGE_DAYS },
    );
  });
});

describe('singapore-time', () => {
  it.each(['', 'not a date', 'NA'])('has no date for %j', (value) => {
    expect(singaporeDate(value)).toBeUndefined();
    expect(formatDisplayDate(value)).toBe('');
    expect(formatChineseDate(value)).toBe('');
    expect(isSingaporeMidnight(value)).toBe(false);
  });

  it('reads calendar dates as dayjs reads them strictly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 33 }),
        (year, month, day) => {
          const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const parsed = dayjs.utc(date);
          const valid = parsed.isValid() && parsed.format(ISO_DATE_FORMAT) === date;
          expect(calendarDateMs(date)).toBe(valid ? parsed.valueOf() : Number.NaN);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
