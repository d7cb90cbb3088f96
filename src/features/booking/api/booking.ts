/** The booking call and its mapper, loaded when the visitor books (components/booking-form.tsx). */
import { callApi } from '../../../lib/api-client';
import { readNumber } from '../../../lib/wire';
import { bookingCall, type BookingWire } from '../../../shared/contracts/booking';
import type { Booking, BookingRequest } from '../model/booking';

export function toBooking(wire: BookingWire): Booking {
  return {
    reference: wire.reference,
    roomId: String(wire.roomId),
    checkIn: wire.checkIn,
    checkOut: wire.checkOut,
    nights: readNumber(wire.nights) ?? 0,
    totalPrice: readNumber(wire.totalPrice) ?? 0,
    name: wire.name,
    email: wire.email,
    createdAt: wire.createdAt,
  };
}

/** The room id as the API's other ids travel: a number when it is one. */
export function wireRoomId(roomId: string): string | number {
  const id = Number(roomId);
  return Number.isFinite(id) ? id : roomId;
}

/**
 * Books a room. Rejects with an `ApiError` of HTTP status 409 when the nights were taken in the
 * meantime (the server checks and inserts in one transaction), 400 for invalid input.
 */
export async function createBooking(request: BookingRequest): Promise<Booking> {
  const { data } = await callApi(bookingCall, {
    input: { ...request, roomId: wireRoomId(request.roomId) },
  });
  return toBooking(data);
}
