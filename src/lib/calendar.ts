/**
 * iCalendar (RFC 5545) files for events and promotions, so a visitor on the move can put them in
 * their phone's calendar. Times are Singapore's whatever the device's zone: timed items carry
 * `DTSTART;TZID=Asia/Singapore` with the matching VTIMEZONE block (calendar apps reject a TZID they
 * cannot resolve), and items that span whole Singapore days become all-day entries, so a promotion
 * from 01 Dec to 31 Dec does not show up as "08:00 to 08:00" on a phone in another zone.
 * Escaping, folding and the file's frame are the shared writer's (./ics-writer.ts).
 */
import { COMPLEX_ADDRESS_LINE } from '../shared/complex';
import { addCalendarDays, inSingapore } from '../shared/dates';
import { icsDate, icsUtcDateTime, writeIcs } from './ics-writer';

export interface CalendarItem {
  /** Stable id, unique within the site (e.g. `promotion-12`). */
  uid: string;
  title: string;
  /** ISO instant. */
  start: string;
  /** ISO instant; when missing the item lasts one hour (or one day when it starts at midnight). */
  end?: string;
  description?: string;
  location?: string;
  url?: string;
}

const PRODUCT_ID = '-//Suntec City//Events and promotions//EN';
const UID_DOMAIN = 'suntec-city.sg';
export const SINGAPORE_TZID = 'Asia/Singapore';

/** Singapore has kept UTC+8 without daylight saving since 1982: one STANDARD component suffices. */
const SINGAPORE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SINGAPORE_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19820101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:SGT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An instant as a Singapore local DATE-TIME value (for use with TZID): `20261120T100000`. */
export function icsSingaporeDateTime(instant: string): string {
  return inSingapore(instant).format('YYYYMMDD[T]HHmmss');
}

function singaporeCalendarDate(instant: string): string {
  return inSingapore(instant).format('YYYY-MM-DD');
}

function isSingaporeMidnight(instant: string): boolean {
  return inSingapore(instant).format('HH:mm:ss') === '00:00:00';
}

/**
 * The date lines of an item. An item starting at Singapore midnight whose end is missing or also a
 * Singapore calendar date (midnight, or 23:59 as some CMSs store "end of day") is all-day, with the
 * end date inclusive as shown on the site, hence DTEND is the next day (DTEND is exclusive).
 */
export function icsDateLines(start: string, end?: string): string[] {
  const endIsWholeDay =
    end === undefined || isSingaporeMidnight(end) || inSingapore(end).format('HH:mm') === '23:59';
  if (isSingaporeMidnight(start) && endIsWholeDay) {
    const firstDay = singaporeCalendarDate(start);
    const lastDay = end === undefined ? firstDay : singaporeCalendarDate(end);
    const endExclusive = addCalendarDays(lastDay < firstDay ? firstDay : lastDay, 1);
    return [`DTSTART;VALUE=DATE:${icsDate(firstDay)}`, `DTEND;VALUE=DATE:${icsDate(endExclusive)}`];
  }
  const startMs = Date.parse(start);
  const endMs = end === undefined ? Number.NaN : Date.parse(end);
  if (Number.isFinite(endMs) && endMs > startMs) {
    const dailyEnd = dailyOccurrenceEnd(start, end as string);
    if (dailyEnd) {
      // Same hours every day (a nightly show over two months): one occurrence a day, not one
      // block that fills the calendar for weeks.
      return [
        `DTSTART;TZID=${SINGAPORE_TZID}:${icsSingaporeDateTime(start)}`,
        `DTEND;TZID=${SINGAPORE_TZID}:${icsSingaporeDateTime(dailyEnd)}`,
        `RRULE:FREQ=DAILY;UNTIL=${icsUtcDateTime(end as string)}`,
      ];
    }
    return [
      `DTSTART;TZID=${SINGAPORE_TZID}:${icsSingaporeDateTime(start)}`,
      `DTEND;TZID=${SINGAPORE_TZID}:${icsSingaporeDateTime(end as string)}`,
    ];
  }
  const finish = new Date(startMs + 60 * 60 * 1000).toISOString();
  return [
    `DTSTART;TZID=${SINGAPORE_TZID}:${icsSingaporeDateTime(start)}`,
    `DTEND;TZID=${SINGAPORE_TZID}:${icsSingaporeDateTime(finish)}`,
  ];
}

/**
 * For a timed item over several Singapore days whose closing time of day is later than its
 * opening time (10:00 on the 1st to 18:00 on the 5th), the end of its first day's occurrence
 * (18:00 on the 1st); undefined for a single stretch (a night from 22:00 to 02:00, one day).
 */
export function dailyOccurrenceEnd(start: string, end: string): string | undefined {
  const first = inSingapore(start);
  const last = inSingapore(end);
  if (first.format('YYYY-MM-DD') === last.format('YYYY-MM-DD')) return undefined;
  const openMinutes = first.hour() * 60 + first.minute();
  const closeMinutes = last.hour() * 60 + last.minute();
  if (closeMinutes <= openMinutes) return undefined;
  return new Date(Date.parse(start) + (closeMinutes - openMinutes) * 60_000).toISOString();
}

/** The whole .ics file for one item, CRLF line endings, folded. `now` stamps DTSTAMP. */
export function buildIcs(item: CalendarItem, now: Date | number = Date.now()): string {
  if (Number.isNaN(Date.parse(item.start))) throw new RangeError(`Not an instant: ${item.start}`);
  const dateLines = icsDateLines(
    item.start,
    item.end && !Number.isNaN(Date.parse(item.end)) ? item.end : undefined,
  );
  const timed = dateLines[0]?.includes('TZID=') ?? false;
  return writeIcs({
    productId: PRODUCT_ID,
    uid: item.uid,
    uidDomain: UID_DOMAIN,
    stamp: now,
    before: timed ? SINGAPORE_VTIMEZONE : [],
    dateLines,
    summary: item.title,
    location: item.location,
    description: item.description,
    url: item.url,
  });
}

/** LOCATION of an item in the complex: its place there, or the complex's address when it has none. */
export function complexLocation(place: string | undefined): string {
  return place ? `${place}, Suntec City` : COMPLEX_ADDRESS_LINE;
}

/** A safe download file name from a title: `christmas-light-up.ics`. */
export function icsFileName(title: string, fallback = 'event'): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || fallback}.ics`;
}
