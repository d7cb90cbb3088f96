/**
 * Bookings. The availability check and the insert run in one IMMEDIATE transaction (the write lock
 * is taken before the check, so no other connection can book in between), and `booking_nights`'
 * UNIQUE (room_id, night) rejects an overlap even if that check were ever wrong.
 */
import type { Db } from '../db/database.ts';
import { nightsOf } from '../lib/calendar.ts';
import { newReference } from '../lib/references.ts';
import { bookedNights, nightPrice, type Room } from './rooms.ts';

export interface NewBooking {
  checkIn: string;
  checkOut: string;
  name: string;
  email: string;
  phone: string;
  purpose: string;
  attendees: number;
}

export interface Booking {
  reference: string;
  roomId: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalPrice: number;
  name: string;
  email: string;
  createdAt: string;
}

export type BookingOutcome = { kind: 'booked'; booking: Booking } | { kind: 'taken' };

/** Total price of the nights of a stay. */
export function stayPrice(
  room: Pick<Room, 'priceByDate' | 'priceDefault'>,
  nights: string[],
): number {
  return Math.round(nights.reduce((sum, night) => sum + nightPrice(room, night), 0) * 100) / 100;
}

function isOverlapViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error instanceof Error &&
    error.message.includes('booking_nights')
  );
}

export function createBooking(db: Db, room: Room, input: NewBooking, now: Date): BookingOutcome {
  const nights = nightsOf(input.checkIn, input.checkOut);
  const book = db.transaction((): BookingOutcome => {
    const lastNight = nights[nights.length - 1] ?? input.checkIn;
    if (bookedNights(db, room.id, input.checkIn, lastNight).length > 0) return { kind: 'taken' };
    const booking: Booking = {
      reference: newReference('BK'),
      roomId: room.id,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      nights: nights.length,
      totalPrice: stayPrice(room, nights),
      name: input.name,
      email: input.email,
      createdAt: now.toISOString(),
    };
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO bookings (reference, room_id, check_in, check_out, nights, total_price, name, email, phone, purpose, attendees, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        booking.reference,
        room.id,
        input.checkIn,
        input.checkOut,
        nights.length,
        booking.totalPrice,
        input.name,
        input.email,
        input.phone,
        input.purpose,
        input.attendees,
        booking.createdAt,
      );
    const night = db.prepare(
      'INSERT INTO booking_nights (booking_id, room_id, night) VALUES (?, ?, ?)',
    );
    for (const n of nights) night.run(lastInsertRowid, room.id, n);
    return { kind: 'booked', booking };
  });
  try {
    return book.immediate();
  } catch (error) {
    if (isOverlapViolation(error)) return { kind: 'taken' };
    throw error;
  }
}

export interface NewInquiry {
  checkIn: string;
  checkOut: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  available: boolean;
  nights: number;
  totalPrice: number;
}

export function createInquiry(db: Db, roomId: number, inquiry: NewInquiry, now: Date): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO inquiries (room_id, check_in, check_out, name, email, phone, message, available, nights, total_price, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      roomId,
      inquiry.checkIn,
      inquiry.checkOut,
      inquiry.name,
      inquiry.email,
      inquiry.phone ?? null,
      inquiry.message,
      inquiry.available ? 1 : 0,
      inquiry.nights,
      inquiry.totalPrice,
      now.toISOString(),
    );
  return Number(lastInsertRowid);
}
