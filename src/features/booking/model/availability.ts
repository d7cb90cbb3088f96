/** The nights of one room already taken within a window of calendar dates. */
export interface Availability {
  roomId: string;
  startDate: string;
  endDate: string;
  /** Occupied nights, `YYYY-MM-DD`, sorted. */
  bookedDates: string[];
}
