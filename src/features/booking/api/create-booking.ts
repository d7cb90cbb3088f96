import { apiRequest } from '../../../lib/api-client';
import { readNumber } from '../../../lib/wire';
import { API_PATHS } from '../../../shared/api-paths';
import { bookingResponseDto, type BookingDto } from './booking-dto';

/** What the booking form sends (docs/api.md, `POST /api/booking/`). */
export interface BookingRequest {
  roomId: string;
  checkIn: string;
  checkOut: string;
  name: string;
  email: string;
  phone: string;
  purpose: string;
  attendees: number;
}

/** A confirmed booking as the app uses it. */
export interface Booking {
  reference: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalPrice: number;
  name: string;
  email: string;
  /** ISO instant. */
  createdAt: string;
}

export function toBooking(dto: BookingDto): Booking {
  return {
    reference: dto.reference,
    roomId: String(dto.roomId),
    checkIn: dto.checkIn,
    checkOut: dto.checkOut,
    nights: readNumber(dto.nights) ?? 0,
    totalPrice: readNumber(dto.totalPrice) ?? 0,
    name: dto.name,
    email: dto.email,
    createdAt: dto.createdAt,
  };
}

/**
 * Books a room. Rejects with an `ApiError` of HTTP status 409 when the nights were taken in the
 * meantime (the server checks and inserts in one transaction), 400 for invalid input.
 */
export async function createBooking(request: BookingRequest): Promise<Booking> {
  const roomId = Number(request.roomId);
  const payload = await apiRequest({
    backend: 'api',
    path: API_PATHS.booking,
    method: 'POST',
    body: { ...request, roomId: Number.isFinite(roomId) ? roomId : request.roomId },
    schema: bookingResponseDto,
  });
  return toBooking(payload.data);
}
