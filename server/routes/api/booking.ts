/**
 * `GET {api}/api/booking/status`, `POST {api}/api/booking/inquiry` and `POST {api}/api/booking/`
 * (docs/api.md). A booking of checkIn..checkOut occupies the nights checkIn to checkOut - 1.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  bookingCall,
  bookingInquiryCall,
  bookingStatusCall,
} from '../../../src/shared/contracts/booking.ts';
import { roomRuleErrors, stayDateErrors } from '../../lib/booking-rules.ts';
import {
  addDays,
  daysBetween,
  isCalendarDate,
  nightsOf,
  singaporeDate,
} from '../../lib/calendar.ts';
import type { RoutePluginOptions, RouteContext } from '../../lib/context.ts';
import { HttpError, invalidFields, notFound } from '../../lib/http-error.ts';
import { writeLimit } from '../../lib/rate-limit.ts';
import { toNumber } from '../../lib/numeric-input.ts';
import { serveCall } from '../../lib/serve-call.ts';
import { createBooking, createInquiry, stayPrice } from '../../repos/bookings.ts';
import { bookedNights, findRoom, type Room } from '../../repos/rooms.ts';

/** Longest window one status query may cover. */
export const MAX_STATUS_RANGE_DAYS = 400;
export const DATES_TAKEN_MESSAGE =
  'Some of these dates have just been booked. Please choose other dates.';

async function roomOrNotFound(ctx: RouteContext, roomId: string | number): Promise<Room> {
  const room = await findRoom(ctx.db, toNumber(roomId));
  if (!room) throw notFound(`No room with id ${roomId}`);
  return room;
}

export const bookingRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  serveCall(app, bookingStatusCall, { config: { cacheable: true } }, async (request) => {
    const { roomId, startDate, endDate } = request.query;
    const errors = [
      ...(isCalendarDate(startDate)
        ? []
        : [{ field: 'startDate', message: 'startDate must be a date as YYYY-MM-DD' }]),
      ...(isCalendarDate(endDate)
        ? []
        : [{ field: 'endDate', message: 'endDate must be a date as YYYY-MM-DD' }]),
    ];
    if (!errors.length && endDate < startDate)
      errors.push({ field: 'endDate', message: 'endDate must not be before startDate' });
    if (!errors.length && daysBetween(startDate, endDate) > MAX_STATUS_RANGE_DAYS) {
      errors.push({
        field: 'endDate',
        message: `endDate must be at most ${MAX_STATUS_RANGE_DAYS} days after startDate`,
      });
    }
    if (errors.length) throw invalidFields(errors);
    const room = await roomOrNotFound(ctx, roomId);
    return {
      status: 0,
      data: {
        roomId: room.id,
        startDate,
        endDate,
        bookedDates: await bookedNights(ctx.db, room.id, startDate, endDate),
      },
    };
  });

  serveCall(
    app,
    bookingInquiryCall,
    { config: writeLimit(ctx.config.writeRateLimit) },
    async (request) => {
      const body = request.body;
      const today = singaporeDate(ctx.now());
      const dateErrors = stayDateErrors(body.checkIn, body.checkOut, today);
      if (dateErrors.length) throw invalidFields(dateErrors);
      const room = await roomOrNotFound(ctx, body.roomId);
      const nights = nightsOf(body.checkIn, body.checkOut);
      const taken = await bookedNights(ctx.db, room.id, body.checkIn, addDays(body.checkOut, -1));
      const available =
        taken.length === 0 && roomRuleErrors(room, body.checkIn, body.checkOut).length === 0;
      const totalPrice = stayPrice(room, nights);
      const inquiryId = await createInquiry(
        ctx.db,
        room.id,
        {
          ...body,
          name: body.name.trim(),
          message: body.message.trim(),
          available,
          nights: nights.length,
          totalPrice,
        },
        ctx.now(),
      );
      return { status: 0, data: { inquiryId, available, nights: nights.length, totalPrice } };
    },
  );

  serveCall(
    app,
    bookingCall,
    { config: writeLimit(ctx.config.writeRateLimit) },
    async (request, reply) => {
      const body = request.body;
      const now = ctx.now();
      const today = singaporeDate(now);
      const dateErrors = stayDateErrors(body.checkIn, body.checkOut, today);
      if (dateErrors.length) throw invalidFields(dateErrors);
      const room = await roomOrNotFound(ctx, body.roomId);
      const ruleErrors = roomRuleErrors(room, body.checkIn, body.checkOut, body.attendees);
      if (ruleErrors.length) throw invalidFields(ruleErrors);

      const outcome = await createBooking(
        ctx.db,
        room,
        { ...body, name: body.name.trim(), email: body.email.trim(), purpose: body.purpose.trim() },
        now,
      );
      if (outcome.kind === 'taken') {
        // Fresh occupancy so the calendar can redraw: from today (or the check-in) to 400 days on.
        const from = body.checkIn < today ? body.checkIn : today;
        const horizon = addDays(today, MAX_STATUS_RANGE_DAYS);
        const to = body.checkOut > horizon ? body.checkOut : horizon;
        throw new HttpError(409, DATES_TAKEN_MESSAGE, [], {
          status: 2,
          data: { bookedDates: await bookedNights(ctx.db, room.id, from, to) },
        });
      }
      reply.code(201);
      return { status: 0, data: outcome.booking };
    },
  );
};
