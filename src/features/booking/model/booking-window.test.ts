import { describe, expect, it } from 'vitest';
import { bookingWindow, overlapsBooked } from './booking-window';

describe('bookingWindow', () => {
  it('starts today in Singapore, even late in the evening in New York', () => {
    // 2026-11-20 11:30 in New York is 2026-11-21 00:30 in Singapore.
    expect(bookingWindow(Date.parse('2026-11-20T16:30:00Z'))).toEqual({
      startDate: '2026-11-21',
      endDate: '2027-11-21',
    });
  });
});

describe('overlapsBooked', () => {
  const booked = ['2026-12-10', '2026-12-11'];
  it.each([
    ['2026-12-08', '2026-12-10', false], // check-out on the first booked night is fine
    ['2026-12-12', '2026-12-14', false],
    ['2026-12-09', '2026-12-11', true],
    ['2026-12-11', '2026-12-12', true],
    ['2026-12-01', '2026-12-20', true],
  ])('%s..%s overlaps: %s', (checkIn, checkOut, overlaps) => {
    expect(overlapsBooked(booked, checkIn, checkOut)).toBe(overlaps);
  });
});
