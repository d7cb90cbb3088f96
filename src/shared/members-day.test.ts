import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstWednesdayOf, nextMembersDay } from './members-day';

/** A Singapore wall-clock time as an instant (UTC+8). */
const sg = (local: string) => new Date(`${local}+08:00`);
/** A Singapore midnight as the ISO instant the API sends. */
const sgMidnight = (date: string) => sg(`${date}T00:00:00`).toISOString();

describe('firstWednesdayOf', () => {
  it.each([
    [2026, 11, '2026-11-04'],
    [2026, 12, '2026-12-02'],
    [2027, 1, '2027-01-06'],
    [2027, 2, '2027-02-03'],
    [2027, 9, '2027-09-01'], // the month starts on a Wednesday
    [2026, 4, '2026-04-01'],
  ])('%i-%i is %s', (year, month, expected) => {
    expect(firstWednesdayOf(year, month)).toBe(expected);
  });
});

const cases = [
  {
    name: 'next month within the dates',
    promo: { startDate: sgMidnight('2026-11-10'), endDate: sgMidnight('2026-12-31') },
    now: sg('2026-11-20T12:00:00'),
    expected: '2026-12-02',
  },
  {
    name: 'this month when its first Wednesday is still ahead',
    promo: { startDate: sgMidnight('2026-10-01'), endDate: sgMidnight('2026-11-30') },
    now: sg('2026-11-02T09:00:00'),
    expected: '2026-11-04',
  },
  {
    name: 'on the day itself, in the morning',
    promo: { startDate: sgMidnight('2026-11-01'), endDate: sgMidnight('2027-01-31') },
    now: sg('2026-12-02T00:00:00'),
    expected: '2026-12-02',
  },
  {
    name: 'on the day itself, one minute before Singapore midnight',
    promo: { startDate: sgMidnight('2026-11-01'), endDate: sgMidnight('2027-01-31') },
    now: sg('2026-12-02T23:59:00'),
    expected: '2026-12-02',
  },
  {
    name: 'the day after moves on, across the year boundary',
    promo: { startDate: sgMidnight('2026-11-01'), endDate: sgMidnight('2027-01-31') },
    now: sg('2026-12-03T00:00:00'),
    expected: '2027-01-06',
  },
  {
    name: "a promotion starting after the month's first Wednesday waits for the next month",
    promo: { startDate: sgMidnight('2026-12-03'), endDate: sgMidnight('2027-01-31') },
    now: sg('2026-11-20T12:00:00'),
    expected: '2027-01-06',
  },
  {
    name: "a promotion starting on a first Wednesday has it as members' day",
    promo: { startDate: sgMidnight('2027-09-01'), endDate: sgMidnight('2027-09-30') },
    now: sg('2026-11-20T12:00:00'),
    expected: '2027-09-01',
  },
  {
    name: 'the end date counts in full',
    promo: { startDate: sgMidnight('2026-11-10'), endDate: sgMidnight('2026-12-02') },
    now: sg('2026-11-20T12:00:00'),
    expected: '2026-12-02',
  },
  {
    name: 'none when the dates hold no first Wednesday',
    promo: { startDate: sgMidnight('2026-12-03'), endDate: sgMidnight('2027-01-05') },
    now: sg('2026-11-20T12:00:00'),
    expected: undefined,
  },
  {
    name: 'none for an ended promotion',
    promo: { startDate: sgMidnight('2026-10-01'), endDate: sgMidnight('2026-11-01') },
    now: sg('2026-11-20T12:00:00'),
    expected: undefined,
  },
  {
    name: 'open-ended promotions look ahead',
    promo: { startDate: sgMidnight('2026-10-01') },
    now: sg('2026-11-20T12:00:00'),
    expected: '2026-12-02',
  },
  {
    // 21:00 on 01 Dec in New York is already 02 Dec in Singapore.
    name: "a device in New York sees Singapore's day",
    promo: { startDate: sgMidnight('2026-11-01'), endDate: sgMidnight('2027-01-31') },
    now: new Date('2026-12-01T21:00:00-05:00'),
    expected: '2026-12-02',
  },
  {
    // 23:30 on 02 Dec in London is 07:30 on 03 Dec in Singapore: the members' day has passed.
    name: 'a device in London late on the day sees that it has passed in Singapore',
    promo: { startDate: sgMidnight('2026-11-01'), endDate: sgMidnight('2027-01-31') },
    now: new Date('2026-12-02T23:30:00Z'),
    expected: '2027-01-06',
  },
];

describe('nextMembersDay', () => {
  it.each(cases)('$name', ({ promo, now, expected }) => {
    expect(nextMembersDay(promo, now)).toBe(expected);
  });
});

it("has no members' day for dates that are not dates", () => {
  expect(nextMembersDay({ startDate: 'soon', endDate: 'later' }, Date.UTC(2026, 10, 20))).toBe(
    undefined,
  );
});

describe.each([
  ['America/New_York', 300],
  ['Pacific/Kiritimati', -840],
  ['Asia/Singapore', -480],
])('with the process in %s', (zone, offsetMinutes) => {
  beforeAll(() => {
    // vi.stubEnv writes process.env.TZ, which Node re-reads for local-time conversions.
    vi.stubEnv('TZ', zone);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it("gives the same members' days", () => {
    // Proves the zone really changed for this process (Node re-reads TZ when it is assigned).
    expect(new Date('2026-12-01T12:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    for (const { promo, now, expected } of cases) expect(nextMembersDay(promo, now)).toBe(expected);
  });
});
