import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventStatus, listEvents } from './event-status';

const sg = (local: string) => new Date(`${local}+08:00`);
const at = (local: string) => sg(local).getTime();

const timed = {
  startDate: sg('2026-12-05T10:00:00').toISOString(),
  endDate: sg('2026-12-05T18:00:00').toISOString(),
};
const dateOnly = {
  startDate: sg('2026-12-01T00:00:00').toISOString(),
  endDate: sg('2026-12-07T00:00:00').toISOString(),
};

const cases = [
  {
    name: 'just before the start is upcoming',
    event: timed,
    now: at('2026-12-05T09:59:59.999'),
    expected: 'upcoming',
  },
  {
    name: 'the exact start instant is ongoing',
    event: timed,
    now: at('2026-12-05T10:00:00'),
    expected: 'ongoing',
  },
  {
    name: 'the exact end instant is still ongoing',
    event: timed,
    now: at('2026-12-05T18:00:00'),
    expected: 'ongoing',
  },
  {
    name: 'after a timed end it has ended',
    event: timed,
    now: at('2026-12-05T18:00:01'),
    expected: 'ended',
  },
  {
    name: 'a date-only end counts the whole Singapore day',
    event: dateOnly,
    now: at('2026-12-07T23:59:59'),
    expected: 'ongoing',
  },
  {
    name: 'the day after a date-only end it has ended',
    event: dateOnly,
    now: at('2026-12-08T00:00:00'),
    expected: 'ended',
  },
  // 21:00 on 04 Dec in New York is 10:00 on 05 Dec in Singapore.
  {
    name: 'a device in New York sees the Singapore start',
    event: timed,
    now: new Date('2026-12-04T21:00:00-05:00').getTime(),
    expected: 'ongoing',
  },
  {
    name: 'no dates means ongoing',
    event: {},
    now: at('2026-12-05T10:00:00'),
    expected: 'ongoing',
  },
] as const;

describe('eventStatus', () => {
  it.each(cases)('$name', ({ event, now, expected }) => {
    expect(eventStatus(event, now)).toBe(expected);
  });
});

describe('eventStatus with the process in another zone', () => {
  beforeAll(() => {
    // vi.stubEnv writes process.env.TZ, which Node re-reads for local-time conversions.
    vi.stubEnv('TZ', 'Pacific/Honolulu');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  it('uses the zone given', () => {
    expect(new Date('2026-12-01T12:00:00Z').getTimezoneOffset()).toBe(600);
  });
  it.each(cases)('$name', ({ event, now, expected }) => {
    expect(eventStatus(event, now)).toBe(expected);
  });
});

describe('listEvents', () => {
  const now = at('2026-12-05T12:00:00');
  const events = [
    {
      id: 'ended',
      startDate: sg('2026-11-01T10:00:00').toISOString(),
      endDate: sg('2026-11-02T10:00:00').toISOString(),
      sortOrder: 0,
    },
    { id: 'up-late', startDate: sg('2026-12-20T10:00:00').toISOString(), sortOrder: 0 },
    { id: 'up-soon', startDate: sg('2026-12-06T10:00:00').toISOString(), sortOrder: 9 },
    { id: 'on-2', ...timed, sortOrder: 2 },
    { id: 'on-1', ...dateOnly, sortOrder: 1 },
  ];
  it('drops ended events, ongoing by SortOrder first, then upcoming by start', () => {
    expect(listEvents(events, now).map((l) => [l.event.id, l.status])).toEqual([
      ['on-1', 'ongoing'],
      ['on-2', 'ongoing'],
      ['up-soon', 'upcoming'],
      ['up-late', 'upcoming'],
    ]);
  });
});
