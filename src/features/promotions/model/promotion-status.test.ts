import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { happeningStatus } from './promotion-status';

const sg = (local: string) => new Date(`${local}+08:00`);
const start = sg('2026-12-01T10:00:00').toISOString();
const end = sg('2026-12-31T00:00:00').toISOString();

const cases = [
  {
    name: 'one millisecond before the start is upcoming',
    now: sg('2026-12-01T09:59:59.999'),
    expected: 'upcoming',
  },
  {
    name: 'the exact start instant is ongoing',
    now: sg('2026-12-01T10:00:00'),
    expected: 'ongoing',
  },
  { name: 'after the start is ongoing', now: sg('2026-12-15T10:00:00'), expected: 'ongoing' },
  { name: 'the whole last day is ongoing', now: sg('2026-12-31T23:59:59'), expected: 'ongoing' },
  { name: 'the day after the end has ended', now: sg('2027-01-01T00:00:00'), expected: 'ended' },
  // 21:59 on 30 Nov in New York is 10:59 on 01 Dec in Singapore.
  {
    name: 'a device in New York sees the Singapore start',
    now: new Date('2026-11-30T21:59:00-05:00'),
    expected: 'ongoing',
  },
  {
    name: 'a device in New York one hour earlier sees it upcoming',
    now: new Date('2026-11-30T20:59:00-05:00'),
    expected: 'upcoming',
  },
] as const;

describe('happeningStatus', () => {
  it.each(cases)('$name', ({ now, expected }) => {
    expect(happeningStatus({ startDate: start, endDate: end }, now)).toBe(expected);
  });

  it.each([
    [{}, 'ongoing'],
    [{ startDate: 'not a date' }, 'ongoing'],
    [{ endDate: end }, 'ongoing'],
  ] as const)('treats missing dates leniently: %j is %s', (item, expected) => {
    expect(happeningStatus(item, sg('2026-12-15T10:00:00'))).toBe(expected);
  });

  it('accepts epoch milliseconds', () => {
    expect(happeningStatus({ startDate: start }, Date.parse(start))).toBe('ongoing');
    expect(happeningStatus({ startDate: start }, Date.parse(start) - 1)).toBe('upcoming');
  });
});

describe('with the process in another zone', () => {
  beforeAll(() => {
    // vi.stubEnv writes process.env.TZ, which Node re-reads for local-time conversions.
    vi.stubEnv('TZ', 'America/Los_Angeles');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  it.each(cases)('$name', ({ now, expected }) => {
    expect(happeningStatus({ startDate: start, endDate: end }, now)).toBe(expected);
  });
});
