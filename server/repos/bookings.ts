/**
 * Bookings. The availability check and the insert run in one write transaction (on SQLite an
 * IMMEDIATE one: the write lock is taken before the check, so no other connection can book in
 * between). The database itself refuses an overlap whatever the number of server instances:
 * `booking_nights`' UNIQUE (room_id, night) on both stores, and on PostgreSQL also the exclusion
 * constraint over the stay's date range.
 */
import type { BookingWire } from '../../src/shared/contracts/booking.ts';
import type { Db } from '../db/database.ts';
import { isConstraintViolation, writeTransaction } from '../db/store.ts';
import { noteDataChanged } from '../db/data-version.ts';
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

export interface Booking extends BookingWire {
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

export async function createBooking(
  db: Db,
  room: Room,
  input: NewBooking,
  now: Date,
): Promise<BookingOutcome> {
  const nights = nightsOf(input.checkIn, input.checkOut);
  const lastNight = nights[nights.length - 1] ?? input.checkIn;
  try {
    const outcome = await writeTransaction(db, async (trx): Promise<BookingOutcome> => {
      if ((await bookedNights(trx, room.id, input.checkIn, lastNight)).length > 0)
        return { kind: 'taken' };
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
      const { id } = await trx
        .insertInto('bookings')
        .values({
          reference: booking.reference,
          room_id: room.id,
          check_in: input.checkIn,
          check_out: input.checkOut,
          nights: nights.length,
          total_price: booking.totalPrice,
          name: input.name,
          email: input.email,
          phone: input.phone,
          purpose: input.purpose,
          attendees: input.attendees,
          created_at: booking.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('booking_nights')
        .values(nights.map((night) => ({ booking_id: id, room_id: room.id, night })))
        .execute();
      return { kind: 'booked', booking };
    });
    // A room's booked nights are data pages may show: kept pages are drawn again.
    if (outcome.kind === 'booked') noteDataChanged();
    return outcome;
  } catch (error) {
    // Another booking of these nights committed between the check and the insert: in another
    // instance on PostgreSQL (the exclusion constraint), or if the check were ever wrong.
    if (
      isConstraintViolation(error, 'booking_nights') ||
      isConstraintViolation(error, 'bookings_no_overlap')
    )
      return { kind: 'taken' };
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

export async function createInquiry(
  db: Db,
  roomId: number,
  inquiry: NewInquiry,
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('inquiries')
    .values({
      room_id: roomId,
      check_in: inquiry.checkIn,
      check_out: inquiry.checkOut,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone ?? null,
      message: inquiry.message,
      available: inquiry.available ? 1 : 0,
      nights: inquiry.nights,
      total_price: inquiry.totalPrice,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
