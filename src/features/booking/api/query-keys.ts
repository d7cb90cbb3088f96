/**
 * The booking feature's query keys, spelled here only. The persisted cache is saved under them,
 * so renaming one drops every visitor's offline copy of it.
 */
export const bookingKeys = {
  rooms: () => ['rooms'] as const,
  room: (roomId: string) => [...bookingKeys.rooms(), roomId] as const,
  /** Prefix of every availability window of a room, to refresh them all after a refused booking. */
  availabilityOf: (roomId: string) => ['booking-status', roomId] as const,
  availability: (roomId: string, startDate: string, endDate: string) =>
    [...bookingKeys.availabilityOf(roomId), startDate, endDate] as const,
};
