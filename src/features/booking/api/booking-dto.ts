import * as v from 'valibot';

const numeric = v.union([v.number(), v.string()]);
const calendarDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** `GET {api}/api/booking/status` (docs/api.md): the nights already booked in a window. */
export const availabilityResponseDto = v.object({
  status: numeric,
  data: v.object({
    roomId: numeric,
    startDate: calendarDate,
    endDate: calendarDate,
    bookedDates: v.array(calendarDate),
  }),
});

/** `POST {api}/api/booking/inquiry`. */
export const inquiryResponseDto = v.object({
  status: numeric,
  data: v.object({
    inquiryId: numeric,
    available: v.union([v.boolean(), numeric]),
    nights: numeric,
    totalPrice: numeric,
  }),
});

/** A confirmed booking (docs/api.md, Booking). */
export const bookingDto = v.object({
  reference: v.string(),
  roomId: numeric,
  checkIn: calendarDate,
  checkOut: calendarDate,
  nights: numeric,
  totalPrice: numeric,
  name: v.string(),
  email: v.string(),
  createdAt: v.string(),
});
export type BookingDto = v.InferOutput<typeof bookingDto>;

/** `POST {api}/api/booking/`. */
export const bookingResponseDto = v.object({
  status: numeric,
  data: bookingDto,
});
