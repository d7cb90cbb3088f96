import { queryOptions } from '@tanstack/react-query';
import { bookingKeys } from './query-keys';

// The calls themselves (their payload schemas, mapper and the API client) load with the first
// fetch: a page the server drew carries its answer, so opening it needs none of that code.

export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.rooms(),
    queryFn: async ({ signal }) => (await import('./fetch-rooms')).getRooms(signal),
  });

export const roomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: bookingKeys.room(roomId),
    queryFn: async ({ signal }) => (await import('./fetch-rooms')).getRoom(roomId, signal),
  });
