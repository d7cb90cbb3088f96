import { describe, expect, it } from 'vitest';
import { addCalendarDays, singaporeToday } from '../../../src/shared/dates.ts';
import { createRng } from '../random.ts';
import { SeedClock } from './clock.ts';
import { generateBookings, generateRooms, weekdayOf } from './rooms.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CASES = [
  ['2026-11-20T04:00:00Z', 20261120],
  ['2026-12-31T17:30:00Z', 3],
  ['2027-06-15T01:00:00Z', 99],
  ['2027-02-01T23:00:00Z', 123456],
] as const;

/** The nights a booking occupies: checkIn .. checkOut - 1. */
function nights(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  for (let day = checkIn; day < checkOut; day = addCalendarDays(day, 1)) out.push(day);
  return out;
}

describe.each(CASES)('rooms seeded at %s (seed %i)', (iso, seedNumber) => {
  const clock = new SeedClock(new Date(iso));
  const rooms = generateRooms(clock);
  const bookings = generateBookings(rooms, clock, createRng(seedNumber));
  const today = singaporeToday(new Date(iso));

  it('has six rooms with capacity, size, amenities, 1-3 small images and stay limits', () => {
    expect(rooms).toHaveLength(6);
    for (const room of rooms) {
      expect(room.capacity).toBeGreaterThan(0);
      expect(room.sizeSqm).toBeGreaterThan(0);
      expect(room.amenities.length).toBeGreaterThan(2);
      expect(room.imageSvgs.length).toBeGreaterThanOrEqual(1);
      expect(room.imageSvgs.length).toBeLessThanOrEqual(3);
      expect(room.imageSvgs.every((svg) => Buffer.byteLength(svg) < 3072)).toBe(true);
      expect(room.minNights).toBeGreaterThanOrEqual(1);
      expect(room.maxNights).toBeGreaterThanOrEqual(room.minNights);
      expect(room.disabledDaysOfWeek.every((day) => WEEKDAYS.includes(day))).toBe(true);
    }
    expect(rooms.some((room) => room.disabledDaysOfWeek.length > 0)).toBe(true);
  });

  it('prices date periods with end after start, including a December peak and weekend rates', () => {
    for (const room of rooms)
      for (const period of room.priceByDate) expect(period.end > period.start).toBe(true);
    expect(
      rooms.some((room) =>
        room.priceByDate.some((p) => p.start.endsWith('-12-01') && p.end.endsWith('-01-01')),
      ),
    ).toBe(true);
    expect(
      rooms.some((room) =>
        room.priceByDate.some(
          (p) => weekdayOf(p.start) === 5 && p.end === addCalendarDays(p.start, 2),
        ),
      ),
    ).toBe(true);
  });

  it('has at least 12 bookings in the next 60 days, none overlapping within a room', () => {
    expect(bookings.length).toBeGreaterThanOrEqual(12);
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(bookings.length);
    for (const room of rooms) {
      const taken = bookings
        .filter((b) => b.roomId === room.id)
        .flatMap((b) => nights(b.checkIn, b.checkOut));
      expect(new Set(taken).size, room.name).toBe(taken.length);
    }
    for (const booking of bookings) {
      expect(booking.checkIn > today).toBe(true);
      expect(booking.checkOut <= addCalendarDays(today, 60)).toBe(true);
    }
  });

  it('respects each room’s stay limits, closed weekdays and capacity', () => {
    for (const booking of bookings) {
      const room = rooms.find((r) => r.id === booking.roomId);
      if (!room) throw new Error(`No room ${booking.roomId}`);
      const stay = nights(booking.checkIn, booking.checkOut);
      expect(stay.length).toBeGreaterThanOrEqual(room.minNights);
      expect(stay.length).toBeLessThanOrEqual(room.maxNights);
      for (const day of [...stay, booking.checkOut])
        expect(room.disabledDaysOfWeek).not.toContain(WEEKDAYS[weekdayOf(day)]);
      expect(booking.attendees).toBeLessThanOrEqual(room.capacity);
      expect(Date.parse(booking.createdAt)).toBeLessThan(Date.parse(iso));
    }
  });
});
