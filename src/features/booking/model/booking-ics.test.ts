import { describe, expect, it } from 'vitest';
import { bookingToIcs, bookingIcsFileName, type IcsBooking } from './booking-ics';

const booking: IcsBooking = {
  reference: 'BK-7Q2M9X',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  createdAt: '2026-11-20T02:30:15.123Z',
  summary: 'Room booking: Nicoll 1, Level 3',
  location: 'Suntec City, 3 Temasek Boulevard, Singapore 038983',
  description: 'Reference BK-7Q2M9X\n2 nights; total $1,000.00',
};

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('bookingToIcs', () => {
  const ics = bookingToIcs(booking);

  it('ends every line with CRLF and has no bare line feeds', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is an all-day event from check-in to check-out (exclusive)', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261201');
    expect(lines).toContain('DTEND;VALUE=DATE:20261203');
    expect(lines).toContain('DTSTAMP:20261120T023015Z');
    expect(lines).toContain('UID:BK-7Q2M9X@booking.suntec-city.sg');
  });

  it('wraps one event in one calendar', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes text values', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain('SUMMARY:Room booking: Nicoll 1\\, Level 3');
    expect(lines).toContain('LOCATION:Suntec City\\, 3 Temasek Boulevard\\, Singapore 038983');
    expect(lines).toContain('DESCRIPTION:Reference BK-7Q2M9X\\n2 nights\\; total $1\\,000.00');
  });

  it('folds long lines', () => {
    const long = bookingToIcs({ ...booking, description: '会'.repeat(100) });
    long.split('\r\n').forEach((line) => expect(octets(line)).toBeLessThanOrEqual(75));
    expect(unfold(long)).toContain(`DESCRIPTION:${'会'.repeat(100)}`);
  });
});

describe('bookingIcsFileName', () => {
  it('keeps only safe characters', () => {
    expect(bookingIcsFileName('BK-7Q2M9X')).toBe('booking-BK-7Q2M9X.ics');
    expect(bookingIcsFileName('../x y')).toBe('booking-xy.ics');
  });
});
