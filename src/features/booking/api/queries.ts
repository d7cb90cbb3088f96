/**
 * The booking feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchedQuery } from '../../../lib/read-path';
import { bookingWindow } from '../model/booking-window';

export const bookingKeys = {
  rooms: () => ['rooms'] as const,
  room: (roomId: string) => [...bookingKeys.rooms(), roomId] as const,
  /** Prefix of every availability window of a room, to refresh them all after a refused booking. */
  availabilityOf: (roomId: string) => ['booking-status', roomId] as const,
  availability: (roomId: string, startDate: string, endDate: string) =>
    [...bookingKeys.availabilityOf(roomId), startDate, endDate] as const,
};

const rooms = () => import('./rooms');

export const roomsQueryOptions = () =>
  fetchedQuery({
    queryKey: bookingKeys.rooms(),
    fetch: async (signal) => (await rooms()).getRooms(signal),
  });

export const roomQueryOptions = (roomId: string) =>
  fetchedQuery({
    queryKey: bookingKeys.room(roomId),
    fetch: async (signal) => (await rooms()).getRoom(roomId, signal),
  });

export const availabilityQueryOptions = (roomId: string, startDate: string, endDate: string) =>
  queryOptions({
    ...fetchedQuery({
      queryKey: bookingKeys.availability(roomId, startDate, endDate),
      fetch: async (signal) =>
        (await import('./availability')).getAvailability(roomId, startDate, endDate, signal),
    }),
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
