import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsDate, icsUtcDateTime, writeIcs } from './ics-writer';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeIcsText', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['windows\r\nbreak', 'windows\\nbreak'],
    ['old mac\rbreak', 'old mac\\nbreak'],
    ['\\,', '\\\\\\,'],
  ])('%j becomes %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it.each([['SUMMARY:Hello'], ['X'.repeat(75)]])('leaves %j alone', (line) => {
    expect(foldIcsLine(line)).toBe(line);
  });

  it.each([[`DESCRIPTION:${'abcdefghij'.repeat(20)}`], [`DESCRIPTION:${'x'.repeat(200)}`]])(
    'folds %j into chunks of at most 75 octets, continuation lines starting with a space',
    (line) => {
      const folded = foldIcsLine(line);
      const physical = folded.split('\r\n');
      expect(physical.length).toBeGreaterThan(2);
      physical.forEach((part, index) => {
        expect(octets(part)).toBeLessThanOrEqual(75);
        if (index > 0) expect(part.startsWith(' ')).toBe(true);
      });
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    },
  );

  it.each([[`SUMMARY:${'会议室'.repeat(20)}`], [`SUMMARY:${'新达城圣诞亮灯'.repeat(10)}`]])(
    'counts octets, not characters, and never splits a Chinese character in %j',
    (line) => {
      const physical = foldIcsLine(line).split('\r\n');
      physical.forEach((part) => {
        expect(octets(part)).toBeLessThanOrEqual(75);
        expect(part).not.toContain('\uFFFD');
      });
      expect(physical.join('\r\n').replace(/\r\n /g, '')).toBe(line);
    },
  );

  it('fills the first line to 74 octets when one more character would pass 75', () => {
    const physical = foldIcsLine(`SUMMARY:${'会议室'.repeat(20)}`).split('\r\n');
    expect(physical[0]).toBe(`SUMMARY:${'会议室'.repeat(7)}会`); // 8 + 22 * 3 = 74 octets
  });
});

describe('icsUtcDateTime and icsDate', () => {
  it.each([
    ['2026-11-20T02:30:15.123Z', '20261120T023015Z'],
    ['2026-11-20T10:30:00+08:00', '20261120T023000Z'],
    [Date.UTC(2026, 10, 20, 4, 5, 6), '20261120T040506Z'],
    ['not a date', '19700101T000000Z'],
  ])('%j stamps %j', (instant, expected) => {
    expect(icsUtcDateTime(instant)).toBe(expected);
  });

  it('writes a calendar date without dashes', () => {
    expect(icsDate('2026-12-01')).toBe('20261201');
  });
});

describe('writeIcs', () => {
  const base = {
    productId: '-//Test//EN',
    uid: 'a,b',
    uidDomain: 'example.test',
    stamp: '2026-11-20T00:00:00Z',
    dateLines: ['DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202'],
    summary: 'Hello; world',
  };

  it('frames one VEVENT, escapes TEXT values and leaves out the fields it was not given', () => {
    expect(writeIcs(base)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:a\\,b@example.test',
        'DTSTAMP:20261120T000000Z',
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261202',
        'SUMMARY:Hello\\; world',
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('puts the components it is given before the VEVENT and does not escape a URL', () => {
    const ics = writeIcs({
      ...base,
      before: ['BEGIN:VTIMEZONE', 'END:VTIMEZONE'],
      location: 'Hall 1, Level 3',
      description: 'Two\nlines',
      url: '/events/1?a=b,c',
    });
    expect(ics).toContain('METHOD:PUBLISH\r\nBEGIN:VTIMEZONE\r\nEND:VTIMEZONE\r\nBEGIN:VEVENT');
    expect(ics).toContain('LOCATION:Hall 1\\, Level 3\r\n');
    expect(ics).toContain('DESCRIPTION:Two\\nlines\r\n');
    expect(ics).toContain('URL:/events/1?a=b,c\r\n');
  });
});
