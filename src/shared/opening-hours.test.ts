import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLEX_OPENING_HOURS,
  closesAfterMidnight,
  formatClockTime,
  hoursOfDay,
  isOpenAt,
  openStatusAt,
  parseClockTime,
  type OpeningHours,
} from './opening-hours';

/** The instant at which Singapore's wall clock shows this date and time (UTC+8). */
const sg = (dateTime: string) => new Date(`${dateTime}:00+08:00`);

// 2026-03-02 is a Monday; the week runs Sunday 2026-03-01 .. Saturday 2026-03-07.
const daily10to22 = COMPLEX_OPENING_HOURS;
const weekdaysOnly: OpeningHours[] = [1, 2, 3, 4, 5].map((d) => ({
  dayOfWeek: d as OpeningHours['dayOfWeek'],
  open: '11:00',
  close: '21:30',
}));
/** A bar: Wednesday to Saturday 18:00-02:00, closed Sunday to Tuesday. */
const bar: OpeningHours[] = [3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as OpeningHours['dayOfWeek'],
  open: '18:00',
  close: '02:00',
}));
const aroundTheClock: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as OpeningHours['dayOfWeek'],
  open: '00:00',
  close: '00:00',
}));
const splitShift: OpeningHours[] = [
  { dayOfWeek: 1, open: '17:30', close: '22:00' },
  { dayOfWeek: 1, open: '11:30', close: '14:30' },
];

describe('openStatusAt', () => {
  it.each([
    [
      'opening minute is open',
      daily10to22,
      '2026-03-02T10:00',
      { state: 'open', closesAt: '22:00', minutesUntilClose: 720 },
    ],
    [
      'the minute before opening is closed',
      daily10to22,
      '2026-03-02T09:59',
      {
        state: 'closed',
        closedToday: false,
        nextOpening: { dayOfWeek: 1, opensAt: '10:00', daysAhead: 0 },
      },
    ],
    [
      'closing minute is closed',
      daily10to22,
      '2026-03-02T22:00',
      {
        state: 'closed',
        closedToday: false,
        nextOpening: { dayOfWeek: 2, opensAt: '10:00', daysAhead: 1 },
      },
    ],
    [
      'the minute before closing closes soon',
      daily10to22,
      '2026-03-02T21:59',
      { state: 'closing-soon', closesAt: '22:00', minutesUntilClose: 1 },
    ],
    [
      'exactly 60 minutes before closing closes soon',
      daily10to22,
      '2026-03-02T21:00',
      { state: 'closing-soon', closesAt: '22:00', minutesUntilClose: 60 },
    ],
    [
      '61 minutes before closing is plainly open',
      daily10to22,
      '2026-03-02T20:59',
      { state: 'open', closesAt: '22:00', minutesUntilClose: 61 },
    ],
    [
      '20 minutes before closing',
      daily10to22,
      '2026-03-02T21:40',
      { state: 'closing-soon', closesAt: '22:00', minutesUntilClose: 20 },
    ],
    [
      'a bar is open past midnight on the next day',
      bar,
      '2026-03-05T01:30',
      { state: 'closing-soon', closesAt: '02:00', minutesUntilClose: 30 },
    ],
    [
      'a bar at its closing minute after midnight',
      bar,
      '2026-03-05T02:00',
      {
        state: 'closed',
        closedToday: false,
        nextOpening: { dayOfWeek: 4, opensAt: '18:00', daysAhead: 0 },
      },
    ],
    [
      'Saturday night into Sunday (week edge)',
      bar,
      '2026-03-08T00:15',
      { state: 'open', closesAt: '02:00', minutesUntilClose: 105 },
    ],
    [
      'Saturday night into Sunday, closing soon',
      bar,
      '2026-03-08T01:15',
      { state: 'closing-soon', closesAt: '02:00', minutesUntilClose: 45 },
    ],
    [
      'a bar on Sunday after its spill is closed today until Wednesday',
      bar,
      '2026-03-08T03:00',
      {
        state: 'closed',
        closedToday: true,
        nextOpening: { dayOfWeek: 3, opensAt: '18:00', daysAhead: 3 },
      },
    ],
    [
      'closed weekday (Saturday) says the next open day',
      weekdaysOnly,
      '2026-03-07T12:00',
      {
        state: 'closed',
        closedToday: true,
        nextOpening: { dayOfWeek: 1, opensAt: '11:00', daysAhead: 2 },
      },
    ],
    [
      'closed weekday (Sunday) opens tomorrow',
      weekdaysOnly,
      '2026-03-01T12:00',
      {
        state: 'closed',
        closedToday: true,
        nextOpening: { dayOfWeek: 1, opensAt: '11:00', daysAhead: 1 },
      },
    ],
    [
      'Friday after closing waits for Monday',
      weekdaysOnly,
      '2026-03-06T21:30',
      {
        state: 'closed',
        closedToday: false,
        nextOpening: { dayOfWeek: 1, opensAt: '11:00', daysAhead: 3 },
      },
    ],
    [
      'between two shifts opens later today',
      splitShift,
      '2026-03-02T15:00',
      {
        state: 'closed',
        closedToday: false,
        nextOpening: { dayOfWeek: 1, opensAt: '17:30', daysAhead: 0 },
      },
    ],
    [
      'first shift',
      splitShift,
      '2026-03-02T14:00',
      { state: 'closing-soon', closesAt: '14:30', minutesUntilClose: 30 },
    ],
    [
      'split shift the day after waits a week',
      splitShift,
      '2026-03-03T12:00',
      {
        state: 'closed',
        closedToday: true,
        nextOpening: { dayOfWeek: 1, opensAt: '11:30', daysAhead: 6 },
      },
    ],
    [
      'around the clock never closes',
      aroundTheClock,
      '2026-03-04T23:59',
      { state: 'open', closesAt: null, minutesUntilClose: null },
    ],
    [
      'no hours never opens',
      [],
      '2026-03-04T12:00',
      { state: 'closed', closedToday: true, nextOpening: null },
    ],
  ] as const)('%s', (_name, hours, at, expected) => {
    expect(openStatusAt(hours, sg(at))).toEqual(expected);
  });

  it('adjoining entries across midnight do not close at midnight', () => {
    const hours: OpeningHours[] = [
      { dayOfWeek: 5, open: '10:00', close: '24:00' },
      { dayOfWeek: 6, open: '00:00', close: '03:00' },
    ];
    expect(openStatusAt(hours, sg('2026-03-06T23:30'))).toEqual({
      state: 'open',
      closesAt: '03:00',
      minutesUntilClose: 210,
    });
  });

  it('ignores malformed entries', () => {
    const hours: OpeningHours[] = [{ dayOfWeek: 1, open: 'late', close: '22:00' }, ...weekdaysOnly];
    expect(isOpenAt(hours, sg('2026-03-02T12:00'))).toBe(true);
  });
});

describe('isOpenAt', () => {
  it.each([
    [daily10to22, '2026-03-02T10:00', true],
    [daily10to22, '2026-03-02T22:00', false],
    [bar, '2026-03-05T01:30', true],
    [bar, '2026-03-03T01:30', false], // Tuesday 01:30: Monday had no opening to spill over
    [bar, '2026-03-04T18:00', true],
    [weekdaysOnly, '2026-03-07T12:00', false],
  ] as const)('%#: at %s', (hours, at, expected) => {
    expect(isOpenAt(hours, sg(at))).toBe(expected);
  });
});

describe('device time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // 2026-03-05T17:30Z is 01:30 on Friday the 6th in Singapore but Thursday the 5th in New York.
  it.each([
    ['America/New_York', 5],
    ['Pacific/Kiritimati', 6],
    ['UTC', 5],
    ['Asia/Singapore', 6],
  ])('gives Singapore answers on a device set to %s', (zone, localDate) => {
    vi.stubEnv('TZ', zone); // Node applies a new TZ to Date at once
    const instant = Date.parse('2026-03-05T17:30:00Z');
    expect(new Date(instant).getDate()).toBe(localDate); // the device zone really is in effect
    expect(openStatusAt(bar, instant)).toEqual({
      state: 'closing-soon',
      closesAt: '02:00',
      minutesUntilClose: 30,
    });
    expect(isOpenAt(daily10to22, instant)).toBe(false);
    expect(isOpenAt(daily10to22, Date.parse('2026-03-05T02:00:00Z'))).toBe(true); // 10:00 in Singapore
  });
});

describe('clock times', () => {
  it.each([
    ['10:00', 600],
    ['9:05', 545],
    ['00:00', 0],
    ['24:00', 1440],
    ['24:30', undefined],
    ['25:00', undefined],
    ['10:60', undefined],
    ['', undefined],
  ])('parses %j as %j', (text, minutes) => {
    expect(parseClockTime(text)).toBe(minutes);
  });

  it.each([
    [0, '00:00'],
    [1440, '00:00'],
    [1560, '02:00'],
    [-60, '23:00'],
  ])('formats %i as %s', (minutes, text) => {
    expect(formatClockTime(minutes)).toBe(text);
  });

  it('knows entries that close after midnight and lists a day in order', () => {
    expect(closesAfterMidnight({ dayOfWeek: 5, open: '18:00', close: '02:00' })).toBe(true);
    expect(closesAfterMidnight({ dayOfWeek: 5, open: '10:00', close: '22:00' })).toBe(false);
    expect(hoursOfDay(splitShift, 1).map((h) => h.open)).toEqual(['11:30', '17:30']);
    expect(hoursOfDay(splitShift, 2)).toEqual([]);
  });
});
