import { describe, expect, it } from 'vitest';
import { buildIcs, icsDateLines, icsFileName } from './calendar';

const NOW = new Date('2026-11-20T04:05:06.000Z');

describe('icsDateLines', () => {
  it.each([
    {
      name: 'timed event in Singapore time with TZID',
      start: '2026-12-05T02:00:00.000Z',
      end: '2026-12-05T10:30:00.000Z',
      expected: [
        'DTSTART;TZID=Asia/Singapore:20261205T100000',
        'DTEND;TZID=Asia/Singapore:20261205T183000',
      ],
    },
    {
      name: 'timed event crossing UTC midnight keeps the Singapore date',
      start: '2026-12-05T15:00:00.000Z',
      end: '2026-12-05T17:00:00.000Z',
      expected: [
        'DTSTART;TZID=Asia/Singapore:20261205T230000',
        'DTEND;TZID=Asia/Singapore:20261206T010000',
      ],
    },
    {
      name: 'promotion stored as Singapore midnights is all-day, end inclusive',
      start: '2026-11-30T16:00:00.000Z',
      end: '2026-12-30T16:00:00.000Z',
      expected: ['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20270101'],
    },
    {
      name: 'end at 23:59 Singapore also counts as a whole day',
      start: '2026-11-30T16:00:00.000Z',
      end: '2026-12-01T15:59:00.000Z',
      expected: ['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202'],
    },
    {
      name: 'all-day without an end is one day',
      start: '2026-11-30T16:00:00.000Z',
      end: undefined,
      expected: ['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202'],
    },
    {
      name: 'the same hours over several days repeat daily until the end',
      start: '2026-11-01T11:00:00.000Z',
      end: '2026-12-30T13:00:00.000Z',
      expected: [
        'DTSTART;TZID=Asia/Singapore:20261101T190000',
        'DTEND;TZID=Asia/Singapore:20261101T210000',
        'RRULE:FREQ=DAILY;UNTIL=20261230T130000Z',
      ],
    },
    {
      name: 'a night past midnight stays one stretch',
      start: '2026-12-31T14:00:00.000Z',
      end: '2026-12-31T18:00:00.000Z',
      expected: [
        'DTSTART;TZID=Asia/Singapore:20261231T220000',
        'DTEND;TZID=Asia/Singapore:20270101T020000',
      ],
    },
    {
      name: 'timed without an end lasts an hour',
      start: '2026-12-05T02:00:00.000Z',
      end: undefined,
      expected: [
        'DTSTART;TZID=Asia/Singapore:20261205T100000',
        'DTEND;TZID=Asia/Singapore:20261205T110000',
      ],
    },
  ])('$name', ({ start, end, expected }) => {
    expect(icsDateLines(start, end)).toEqual(expected);
  });
});

describe('buildIcs', () => {
  const timed = buildIcs(
    {
      uid: 'event-7',
      title: 'Fountain of Wealth: light, water; music',
      start: '2026-12-05T12:00:00.000Z',
      end: '2026-12-05T13:00:00.000Z',
      description: 'Line one\nLine two',
      location: 'Fountain Court, Suntec City',
      url: 'https://example.test/events/7',
    },
    NOW,
  );

  it('is a CRLF calendar with one event', () => {
    expect(timed.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(timed.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(timed.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('carries the Singapore VTIMEZONE for a timed event', () => {
    expect(timed).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Singapore\r\n');
    expect(timed).toContain('TZOFFSETTO:+0800');
    expect(timed).toContain('DTSTART;TZID=Asia/Singapore:20261205T200000');
  });

  it('stamps, escapes and identifies', () => {
    expect(timed).toContain('DTSTAMP:20261120T040506Z');
    expect(timed).toContain('UID:event-7@suntec-city.sg');
    expect(timed).toContain('SUMMARY:Fountain of Wealth: light\\, water\\; music');
    expect(timed).toContain('DESCRIPTION:Line one\\nLine two');
    expect(timed).toContain('LOCATION:Fountain Court\\, Suntec City');
    expect(timed).toContain('URL:https://example.test/events/7');
  });

  it('leaves out the VTIMEZONE for an all-day item', () => {
    const allDay = buildIcs(
      {
        uid: 'promotion-1',
        title: 'Sale',
        start: '2026-11-30T16:00:00.000Z',
        end: '2026-12-02T16:00:00.000Z',
      },
      NOW,
    );
    expect(allDay).not.toContain('VTIMEZONE');
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261204');
    expect(allDay).not.toContain('LOCATION');
  });

  it('rejects an item without a valid start', () => {
    expect(() => buildIcs({ uid: 'x', title: 'x', start: 'soon' }, NOW)).toThrow(RangeError);
  });
});

describe('icsFileName', () => {
  it.each([
    ['Christmas Light-Up 2026!', 'christmas-light-up-2026.ics'],
    ['新达城', 'event-3.ics'],
    ['  ', 'event-3.ics'],
  ])('%j gives %j', (title, expected) => {
    expect(icsFileName(title, 'event-3')).toBe(expected);
  });
});
