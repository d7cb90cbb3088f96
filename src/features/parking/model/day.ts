/** The weekday (0 Sunday to 6 Saturday) of a calendar date `YYYY-MM-DD`; undefined when it is not one. */
export function weekdayOf(date: string): number | undefined {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) return undefined;
  const day = new Date(ms);
  // A date such as 30 February parses as 2 March: not the date it says.
  return day.toISOString().slice(0, 10) === date ? day.getUTCDay() : undefined;
}
