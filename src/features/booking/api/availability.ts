/** The availability call and its mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { bookingStatusCall } from '../../../shared/contracts/booking';
import type { Availability } from '../model/availability';

/** The nights of a room taken from `startDate` to `endDate`, both included. */
export async function getAvailability(
  roomId: string,
  startDate: string,
  endDate: string,
  signal: AbortSignal,
): Promise<Availability> {
  const { data } = await callApi(bookingStatusCall, {
    input: { roomId, startDate, endDate },
    signal,
  });
  return {
    roomId: String(data.roomId),
    startDate: data.startDate,
    endDate: data.endDate,
    bookedDates: [...new Set(data.bookedDates)].sort(),
  };
}
