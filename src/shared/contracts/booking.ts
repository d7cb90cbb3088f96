/**
 * The booking calls of the internal API (docs/api.md "Booking"): the nights a room has taken, an
 * inquiry and a booking. A stay of checkIn..checkOut occupies the nights checkIn to checkOut - 1.
 */
import { defineCall } from './call';
import { AVAILABILITY } from './cache-policies';
import { calendarDate, emailAddress, filledText, numericId, pattern, wholeNumber } from './fields';
import { roomId } from './rooms';
import { checked, z } from './zod';

/** A number the wire may send as a string. */
const wireNumber = z.union([z.number(), z.string()]);
/** A date on the wire, `YYYY-MM-DD`. */
const wireDate = checked(z.string(), z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** `GET {api}/api/booking/status?roomId&startDate&endDate`: the nights taken in a window. */
export const bookingStatusRoute = {
  backend: 'api',
  method: 'GET',
  path: '/api/booking/status',
} as const;
export const bookingStatusCall = defineCall(bookingStatusRoute, {
  input: z.object({ roomId, startDate: calendarDate, endDate: calendarDate }),
  answer: z.object({
    status: wireNumber,
    data: z.object({
      roomId: wireNumber,
      startDate: wireDate,
      endDate: wireDate,
      bookedDates: z.array(wireDate),
    }),
  }),
  cache: AVAILABILITY,
});

/** The contact fields both forms send. */
const guest = {
  roomId: numericId,
  checkIn: calendarDate,
  checkOut: calendarDate,
  name: filledText(100),
  email: emailAddress,
};
const phone = pattern(/^\+?[0-9 ()-]{6,20}$/, 'a phone number');

/** `POST {api}/api/booking/inquiry`: whether a stay is free and what it costs, kept for staff. */
export const bookingInquiryRoute = {
  backend: 'api',
  method: 'POST',
  path: '/api/booking/inquiry',
} as const;
export const bookingInquiryCall = defineCall(bookingInquiryRoute, {
  input: z.object({ ...guest, phone: z.optional(phone), message: filledText(2000) }),
  answer: z.object({
    status: wireNumber,
    data: z.object({
      inquiryId: wireNumber,
      available: z.union([z.boolean(), wireNumber]),
      nights: wireNumber,
      totalPrice: wireNumber,
    }),
  }),
});

/** A confirmed booking on the wire. */
export const bookingWire = z.object({
  reference: z.string(),
  roomId: wireNumber,
  checkIn: wireDate,
  checkOut: wireDate,
  nights: wireNumber,
  totalPrice: wireNumber,
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type BookingWire = z.infer<typeof bookingWire>;

/**
 * `POST {api}/api/booking/`: books a stay (201). 409 with the room's booked nights when they were
 * taken in the meantime; 400 naming each field the room's rules refuse.
 */
export const bookingRoute = { backend: 'api', method: 'POST', path: '/api/booking/' } as const;
export const bookingCall = defineCall(bookingRoute, {
  input: z.object({
    ...guest,
    phone,
    purpose: filledText(500),
    attendees: wholeNumber(1, 10_000),
  }),
  answer: z.object({ status: wireNumber, data: bookingWire }),
});
