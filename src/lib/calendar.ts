/**
 * iCalendar (RFC 5545) files for events and promotions, so a visitor on the move can put them in
 * their phone's calendar. Times are Singapore's whatever the device's zone: timed items carry
 * `DTSTART;TZID=Asia/Singapore` with the matching VTIMEZONE block (calendar apps reject a TZID they
 * cannot resolve), and items that span whole Singapore days become all-day entries, so a promotion
 * from 01 Dec to 31 Dec does not show up as "08:00 to 08:00" on a phone in another zone.
 * Text is escaped and lines are folded at 75 octets with CRLF, as the RFC requires.
 */
import { addCalendarDays, inSingapore } from '../shared/dates';

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

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
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

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 section 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line into chunks of at most 75 octets (UTF-8), continuation lines starting with
 * one space (RFC 5545 section 3.1). Never splits a multi-byte character, so Chinese titles survive.
 */
export function foldIcsLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // The leading space of a continuation line counts towards its 75 octets.
    const limit = chunks.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      chunks.push(current);
      current = '';
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

/** An instant as a UTC DATE-TIME value: `20261120T020000Z`. */
export function icsUtcDateTime(instant: string | number | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

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
    return [
      `DTSTART;VALUE=DATE:${firstDay.replace(/-/g, '')}`,
      `DTEND;VALUE=DATE:${endExclusive.replace(/-/g, '')}`,
    ];
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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(timed ? SINGAPORE_VTIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(item.uid)}@${UID_DOMAIN}`,
    `DTSTAMP:${icsUtcDateTime(now)}`,
    ...dateLines,
    `SUMMARY:${escapeIcsText(item.title)}`,
    ...(item.location ? [`LOCATION:${escapeIcsText(item.location)}`] : []),
    ...(item.description ? [`DESCRIPTION:${escapeIcsText(item.description)}`] : []),
    // URI values are not TEXT: they are not backslash-escaped (RFC 5545 section 3.3.13).
    ...(item.url ? [`URL:${item.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
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
