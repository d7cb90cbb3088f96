/**
 * The one iCalendar (RFC 5545) writer of the site: text escaping, line folding, UTC stamps and the
 * VCALENDAR/VEVENT frame. Events and promotions (src/lib/calendar.ts) and room bookings
 * (features/booking/model/booking-ics.ts) decide their own date lines and fields and write through
 * it, so a fix to escaping or folding reaches every file the site offers.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

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

/**
 * An instant as a UTC DATE-TIME value: `20261120T020000Z`. An unreadable instant stamps the epoch
 * rather than throwing: a booking whose creation time came back garbled still gets its file.
 */
export function icsUtcDateTime(instant: string | number | Date): string {
  const date = new Date(instant);
  const valid = Number.isNaN(date.getTime()) ? new Date(0) : date;
  return valid
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `2026-12-01` as the DATE value `20261201`. */
export function icsDate(calendarDate: string): string {
  return calendarDate.replace(/-/g, '');
}

export interface IcsEvent {
  /** PRODID of the file, e.g. `-//Suntec City//Room booking//EN`. */
  productId: string;
  /** Unique with its domain: the UID is `uid@uidDomain`. */
  uid: string;
  uidDomain: string;
  /** DTSTAMP: when the entry was made. */
  stamp: string | number | Date;
  /** DTSTART/DTEND (and RRULE) lines, already written. */
  dateLines: string[];
  /** Components before the VEVENT, such as a VTIMEZONE its TZIDs name. */
  before?: string[];
  summary: string;
  location?: string;
  description?: string;
  url?: string;
}

/** The whole .ics file for one event: CRLF line endings, every line folded. */
export function writeIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.before ?? []),
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}@${event.uidDomain}`,
    `DTSTAMP:${icsUtcDateTime(event.stamp)}`,
    ...event.dateLines,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    // URI values are not TEXT: they are not backslash-escaped (RFC 5545 section 3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
