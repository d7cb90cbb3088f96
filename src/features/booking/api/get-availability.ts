import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import { availabilityResponseDto } from './booking-dto';
import { bookingKeys } from './query-keys';

/** The nights of one room already taken within a window of calendar dates. */
export interface Availability {
  roomId: string;
  startDate: string;
  endDate: string;
  /** Occupied nights, `YYYY-MM-DD`, sorted. */
  bookedDates: string[];
}

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

export const availabilityQueryOptions = (roomId: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: bookingKeys.availability(roomId, startDate, endDate),
    queryFn: ({ signal }) => getAvailability(roomId, startDate, endDate, signal),
    // Someone else may book at any moment: always ask again when the page is opened or refocused.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
