/** The availability call, loaded with its first fetch (get-availability.ts). */
import { apiRequest } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import { availabilityResponseDto } from './booking-dto';
import type { Availability } from './get-availability';

/** `GET {api}/api/booking/status?roomId&startDate&endDate`. */
export async function getAvailability(
  roomId: string,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<Availability> {
  const payload = await apiRequest({
    backend: 'api',
    path: API_PATHS.bookingStatus,
    query: { roomId, startDate, endDate },
    schema: availabilityResponseDto,
    signal,
  });
  return {
    roomId: String(payload.data.roomId),
    startDate: payload.data.startDate,
    endDate: payload.data.endDate,
    bookedDates: [...new Set(payload.data.bookedDates)].sort(),
  };
}
