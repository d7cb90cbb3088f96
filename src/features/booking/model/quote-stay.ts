/**
 * The price of a stay, night by night, by the same rule as the server (docs/api.md, Booking): each
 * night costs its `priceByDate` entry (start inclusive, end exclusive), else the room's
 * `priceDefault`. Shown before booking so the visitor sees the total the server will charge.
 */
import { addCalendarDays, calendarDaysBetween } from '../../../shared/dates';
import type { Room } from '../model/room';

export type PricedRoom = Pick<Room, 'priceDefault' | 'priceByDate'>;

/** Nights sharing one price, in the order they first occur. */
export interface QuoteLine {
  price: number;
  nights: number;
}

export interface StayQuote {
  nights: number;
  total: number;
  lines: QuoteLine[];
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The price of the night starting on `date` (YYYY-MM-DD). */
export function priceForNight(room: PricedRoom, date: string): number {
  // YYYY-MM-DD strings compare in calendar order.
  const entry = room.priceByDate.find((range) => range.start <= date && date < range.end);
  return entry ? entry.price : room.priceDefault;
}

/** The nights of a stay: `checkIn` up to the night before `checkOut`. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const count = calendarDaysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addCalendarDays(checkIn, index));
}

/** The quote for `checkIn`..`checkOut`, or null when the range is not a stay of one night or more. */
export function quoteStay(room: PricedRoom, checkIn: string, checkOut: string): StayQuote | null {
  if (!CALENDAR_DATE.test(checkIn) || !CALENDAR_DATE.test(checkOut)) return null;
  const nights = nightsOf(checkIn, checkOut);
  if (nights.length === 0 || Number.isNaN(nights.length)) return null;
  const lines: QuoteLine[] = [];
  let totalCents = 0;
  for (const night of nights) {
    const price = priceForNight(room, night);
    // Sum in cents so that $0.10 + $0.20 is $0.30, not $0.30000000000000004.
    totalCents += Math.round(price * 100);
    const line = lines.find((existing) => existing.price === price);
    if (line) line.nights += 1;
    else lines.push({ price, nights: 1 });
  }
  return { nights: nights.length, total: totalCents / 100, lines };
}

/** The lowest nightly price a visitor can still get from `today` on: the room card's "from $X". */
export function lowestNightlyPrice(room: PricedRoom, today: string): number {
  const current = room.priceByDate.filter((range) => range.end > today).map((range) => range.price);
  return Math.min(room.priceDefault, ...current);
}
