import { z } from '../../../lib/zod';

const numeric = z.union([z.number(), z.string()]);
const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** `GET {api}/api/booking/status` (docs/api.md): the nights already booked in a window. */
export const availabilityResponseDto = z.object({
  status: numeric,
  data: z.object({
    roomId: numeric,
    startDate: calendarDate,
    endDate: calendarDate,
    bookedDates: z.array(calendarDate),
  }),
});

/** `POST {api}/api/booking/inquiry`. */
export const inquiryResponseDto = z.object({
  status: numeric,
  data: z.object({
    inquiryId: numeric,
    available: z.union([z.boolean(), numeric]),
    nights: numeric,
    totalPrice: numeric,
  }),
});

/** A confirmed booking (docs/api.md, Booking). */
export const bookingDto = z.object({
  reference: z.string(),
  roomId: numeric,
  checkIn: calendarDate,
  checkOut: calendarDate,
  nights: numeric,
  totalPrice: numeric,
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type BookingDto = z.infer<typeof bookingDto>;

/** `POST {api}/api/booking/`. */
export const bookingResponseDto = z.object({
  status: numeric,
  data: bookingDto,
});
