/**
 * The booking calls' contracts against the embedded store: rooms, availability, inquiry, booking
 * and the refused double booking answer as declared, parse into the app's models, and the client's
 * quoteStay gives the totals the server charges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBooking } from '../../src/features/booking/api/booking';
import { toRoom } from '../../src/features/booking/api/rooms';
import { EMPTY_DRAFT, validateBooking } from '../../src/features/booking/model/booking-form-rules';
import { bookingWindow } from '../../src/features/booking/model/booking-window';
import { quoteStay } from '../../src/features/booking/model/quote-stay';
import type { Room } from '../../src/features/booking/model/room';
import {
  bookingCall,
  bookingInquiryCall,
  bookingStatusCall,
} from '../../src/shared/contracts/booking';
import { roomCall, roomsCall } from '../../src/shared/contracts/rooms';
import { addCalendarDays, calendarDaysBetween } from '../../src/shared/dates';
import { TEST_NOW, createTestApp, type TestApp } from '../helpers/test-app';
import { allStrings, ask, checkedAnswer } from './ask';

let t: TestApp;
let rooms: Room[];

const booker = {
  name: 'Ana Tan',
  email: 'ana.tan@example.com',
  phone: '+65 9123 4567',
  purpose: 'Workshop',
  attendees: 12,
};

beforeAll(async () => {
  t = await createTestApp();
  rooms = (await checkedAnswer(t.app, roomsCall)).data.map(toRoom);
});
afterAll(() => t.close());

describe('GET /api/room/', () => {
  it('parses into rooms with prices, limits and photos', () => {
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      expect(room.capacity).toBeGreaterThan(0);
      expect(room.priceDefault).toBeGreaterThan(0);
      expect(room.minNights).toBeGreaterThanOrEqual(1);
      expect(room.imageUrls.length).toBeGreaterThan(0);
      expect(allStrings(room)).not.toContain('NA');
    }
  });

  it('names every amenity in Chinese too, so the booking page in Chinese shows no English list', () => {
    for (const room of rooms) {
      expect(room.amenities.length).toBeGreaterThan(0);
      for (const amenity of room.amenities) expect(amenity.nameZh).toMatch(/\p{Script=Han}/u);
    }
  });

  it('answers one room, and 404 for an unknown one', async () => {
    const one = await checkedAnswer(t.app, roomCall, { params: { id: rooms[0]!.id } });
    expect(toRoom(one.data)).toEqual(rooms[0]);
    expect((await ask(t.app, roomCall, { params: { id: '999' } })).status).toBe(404);
  });
});

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

async function bookedNights(roomId: string): Promise<Set<string>> {
  const input = { roomId, ...bookingWindow(TEST_NOW) };
  return new Set((await checkedAnswer(t.app, bookingStatusCall, { input })).data.bookedDates);
}

/** The first stay the room's rules allow and nobody has booked, `fromDays` or more days ahead. */
async function freeStay(room: Room, fromDays: number, nights = room.minNights) {
  const booked = await bookedNights(room.id);
  const start = addCalendarDays(bookingWindow(TEST_NOW).startDate, fromDays);
  for (let offset = 0; offset < 200; offset += 1) {
    const checkIn = addCalendarDays(start, offset);
    const checkOut = addCalendarDays(checkIn, nights);
    const stay = Array.from({ length: nights }, (_, i) => addCalendarDays(checkIn, i));
    if (
      room.disabledDaysOfWeek.includes(weekday(checkIn)) ||
      room.disabledDaysOfWeek.includes(weekday(checkOut))
    )
      continue;
    if (stay.some((night) => booked.has(night))) continue;
    return { checkIn, checkOut };
  }
  throw new Error(`No free stay in room ${room.id}`);
}

describe('GET /api/booking/status', () => {
  it('parses the booked nights of the whole picker window', async () => {
    const { startDate, endDate } = bookingWindow(TEST_NOW);
    const input = { roomId: rooms[0]!.id, startDate, endDate };
    const payload = await checkedAnswer(t.app, bookingStatusCall, { input });
    expect(payload.data.startDate).toBe(startDate);
    for (const night of payload.data.bookedDates)
      expect(night >= startDate && night <= endDate).toBe(true);
  });
});

describe('POST /api/booking/inquiry', () => {
  it('quotes every room as quoteStay does, across its priced dates', async () => {
    for (const room of rooms) {
      const priced = room.priceByDate[0];
      // A stay that starts two nights before the first priced range (when there is one) crosses into it.
      const checkIn =
        priced && priced.start > '2026-11-23' ? addCalendarDays(priced.start, -2) : '2026-12-29';
      const checkOut = addCalendarDays(checkIn, Math.max(room.minNights, 4));
      const input = {
        roomId: Number(room.id),
        checkIn,
        checkOut,
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Is there a projector?',
      };
      const answer = (await checkedAnswer(t.app, bookingInquiryCall, { input })).data;
      const quote = quoteStay(room, checkIn, checkOut)!;
      expect(Number(answer.totalPrice)).toBe(quote.total);
      expect(Number(answer.nights)).toBe(quote.nights);
    }
  });
});

describe('POST /api/booking/', () => {
  it('books, charges what quoteStay says, blocks the nights and refuses them again with 409', async () => {
    const room = rooms.find(
      (r) => r.disabledDaysOfWeek.length === 0 && r.maxNights !== undefined && r.maxNights >= 3,
    )!;
    const { checkIn, checkOut } = await freeStay(room, 10, Math.max(room.minNights, 3));
    const body = {
      roomId: Number(room.id),
      checkIn,
      checkOut,
      ...booker,
      attendees: Math.min(booker.attendees, room.capacity),
    };
    const answer = await checkedAnswer(t.app, bookingCall, { input: body, status: 201 });
    const booking = toBooking(answer.data);
    expect(booking.reference).toMatch(/\S{4,}/);
    expect(booking.totalPrice).toBe(quoteStay(room, checkIn, checkOut)!.total);
    expect(booking.nights).toBe(calendarDaysBetween(checkIn, checkOut));

    const booked = await bookedNights(room.id);
    expect(booked.has(checkIn)).toBe(true);
    expect(booked.has(checkOut)).toBe(false); // the check-out day stays free for the next guest

    const inquiry = await checkedAnswer(t.app, bookingInquiryCall, {
      input: {
        roomId: body.roomId,
        checkIn,
        checkOut,
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Still free then?',
      },
    });
    expect(inquiry.data.available).toBe(false);

    const again = await ask(t.app, bookingCall, {
      input: {
        ...body,
        checkIn: addCalendarDays(checkIn, 1),
        checkOut: addCalendarDays(checkOut, 1),
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      status: 2,
      data: { bookedDates: expect.arrayContaining([addCalendarDays(checkIn, 1)]) },
    });
  });

  it('accepts a draft the client form accepts, with a foreign phone number', async () => {
    const room = rooms[0]!;
    const { checkIn, checkOut } = await freeStay(room, 30);
    const draft = {
      ...EMPTY_DRAFT,
      checkIn,
      checkOut,
      name: 'Mei Ling',
      email: 'mei@example.com',
      phone: '+1 (212) 555-0100',
      purpose: 'Interview',
      attendees: String(room.capacity),
    };
    expect(validateBooking(draft, room.capacity)).toEqual({});
    const input = { ...draft, roomId: Number(room.id), attendees: room.capacity };
    await checkedAnswer(t.app, bookingCall, { input, status: 201 });
  });

  it('refuses more attendees than the room seats, as the client form does', async () => {
    const room = rooms[0]!;
    const { checkIn, checkOut } = await freeStay(room, 60);
    const draft = {
      ...EMPTY_DRAFT,
      checkIn,
      checkOut,
      ...booker,
      attendees: String(room.capacity + 1),
    };
    expect(validateBooking(draft, room.capacity)).toEqual({ attendees: 'attendeesOverCapacity' });
    const input = { ...draft, roomId: Number(room.id), attendees: room.capacity + 1 };
    const refused = await ask(t.app, bookingCall, { input });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ field: 'attendees' }] });
  });
});
