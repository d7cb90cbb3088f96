import { queryOptions } from '@tanstack/react-query';
import { bookingWindow } from '../model/booking-window';
import { bookingKeys } from './query-keys';

/** The nights of one room already taken within a window of calendar dates. */
export interface Availability {
  roomId: string;
  startDate: string;
  endDate: string;
  /** Occupied nights, `YYYY-MM-DD`, sorted. */
  bookedDates: string[];
}

export const availabilityQueryOptions = (roomId: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: bookingKeys.availability(roomId, startDate, endDate),
    // The call (its schema and the API client) loads with the first fetch (fetch-availability.ts).
    queryFn: async ({ signal }) =>
      (await import('./fetch-availability')).getAvailability(roomId, startDate, endDate, signal),
    // Someone else may book at any moment: ask again when the page is opened (unless the answer
    // came with it, drawn by the server moments ago: the gateway keeps it fresh as long) and
    // whenever it is refocused.
    staleTime: 10_000,
    refetchOnWindowFocus: 'always',
  });

/** A room's nights taken within the window bookable at `now` (model/booking-window.ts). */
export const roomAvailabilityQueryOptions = (roomId: string, now: number) => {
  const { startDate, endDate } = bookingWindow(now);
  return availabilityQueryOptions(roomId, startDate, endDate);
};
