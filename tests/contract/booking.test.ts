/**
 * The booking screens' schemas and rules against the real backend: rooms, availability, inquiry,
 * booking and the refused double booking parse with the client's zod schemas, and the client's
 * quoteStay gives the totals the server charges.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityResponseDto,
  bookingResponseDto,
  inquiryResponseDto,
} from '../../src/features/booking/api/booking-dto';
import { toBooking } from '../../src/features/booking/api/create-booking';
import { roomListResponseDto, roomResponseDto } from '../../src/features/booking/api/room-dto';
import { toRoom, type Room } from '../../src/features/booking/api/room-mapper';
import { EMPTY_DRAFT, validateBooking } from '../../src/features/booking/model/booking-form-rules';
import { bookingWindow } from '../../src/features/booking/model/booking-window';
import { quoteStay } from '../../src/features/booking/model/quote-stay';
import { addCalendarDays, calendarDaysBetween } from '../../src/shared/dates';
import { TEST_HEADERS, TEST_NOW, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let rooms: Room[];

async function postJson(app: FastifyInstance, url: string, payload: unknown = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

/** Every string in a value, deeply (to prove no wire quirk leaks past the mapper). */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: TEST_HEADERS });
  return { status: res.statusCode, body: res.json() as unknown };
}

const booker = {
  name: 'Ana Tan',
  email: 'ana.tan@example.com',
  phone: '+65 9123 4567',
  purpose: 'Workshop',
  attendees: 12,
};

beforeAll(async () => {
  t = await createTestApp();
  rooms = roomListResponseDto.parse((await get('/api/room/')).body).data.map(toRoom);
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
    const one = roomResponseDto.parse((await get(`/api/room/${rooms[0]!.id}`)).body);
    expect(toRoom(one.data)).toEqual(rooms[0]);
    expect((await get('/api/room/999')).status).toBe(404);
  });
});

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

async function bookedNights(roomId: string): Promise<Set<string>> {
  const { startDate, endDate } = bookingWindow(TEST_NOW);
  const res = await get(
    `/api/booking/status?roomId=${roomId}&startDate=${startDate}&endDate=${endDate}`,
  );
  return new Set(availabilityResponseDto.parse(res.body).data.bookedDates);
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
    const res = await get(
      `/api/booking/status?roomId=${rooms[0]!.id}&startDate=${startDate}&endDate=${endDate}`,
    );
    expect(res.status).toBe(200);
    const payload = availabilityResponseDto.parse(res.body);
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
      const res = await postJson(t.app, '/api/booking/inquiry', {
        roomId: Number(room.id),
        checkIn,
        checkOut,
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Is there a projector?',
      });
      expect(res.status).toBe(200);
      const answer = inquiryResponseDto.parse(res.body).data;
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
    const res = await postJson(t.app, '/api/booking/', body);
    expect(res.status).toBe(201);
    const booking = toBooking(bookingResponseDto.parse(res.body).data);
    expect(booking.reference).toMatch(/\S{4,}/);
    expect(booking.totalPrice).toBe(quoteStay(room, checkIn, checkOut)!.total);
    expect(booking.nights).toBe(calendarDaysBetween(checkIn, checkOut));

    const booked = await bookedNights(room.id);
    expect(booked.has(checkIn)).toBe(true);
    expect(booked.has(checkOut)).toBe(false); // the check-out day stays free for the next guest

    const inquiry = await postJson(t.app, '/api/booking/inquiry', {
      roomId: body.roomId,
      checkIn,
      checkOut,
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Still free then?',
    });
    expect(inquiryResponseDto.parse(inquiry.body).data.available).toBe(false);

    const again = await postJson(t.app, '/api/booking/', {
      ...body,
      checkIn: addCalendarDays(checkIn, 1),
      checkOut: addCalendarDays(checkOut, 1),
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
    const res = await postJson(t.app, '/api/booking/', {
      roomId: Number(room.id),
      ...draft,
      attendees: room.capacity,
    });
    expect(res.status).toBe(201);
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
    const res = await postJson(t.app, '/api/booking/', {
      roomId: Number(room.id),
      ...draft,
      attendees: room.capacity + 1,
    });
    expect(res.status).toBe(400);
  });
});
