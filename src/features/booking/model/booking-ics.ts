/**
 * An iCalendar (RFC 5545) file for a confirmed booking, so the visitor can add it to a calendar.
 * The stay is an all-day event from check-in to check-out (DTEND is exclusive, like the booking's
 * nights). Text values are escaped and lines folded at 75 octets with CRLF, as the RFC requires;
 * calendar apps reject or mangle files that skip either.
 */

export interface IcsBooking {
  reference: string;
  /** YYYY-MM-DD */
  checkIn: string;
  /** YYYY-MM-DD, exclusive. */
  checkOut: string;
  /** ISO instant at which the booking was made. */
  createdAt: string;
  summary: string;
  location: string;
  description: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const PRODUCT_ID = '-//Suntec City//Room booking//EN';
const UID_DOMAIN = 'booking.suntec-city.sg';

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
 * one space (RFC 5545 section 3.1). Never splits a multi-byte character.
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

/** `2026-12-01` as the DATE value `20261201`. */
function icsDate(calendarDate: string): string {
  return calendarDate.replace(/-/g, '');
}

/** An instant as the UTC DATE-TIME value `20261120T020000Z`. */
function icsUtcDateTime(instant: string): string {
  const date = new Date(instant);
  const valid = Number.isNaN(date.getTime()) ? new Date(0) : date;
  return valid
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function bookingToIcs(booking: IcsBooking): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(booking.reference)}@${UID_DOMAIN}`,
    `DTSTAMP:${icsUtcDateTime(booking.createdAt)}`,
    `DTSTART;VALUE=DATE:${icsDate(booking.checkIn)}`,
    `DTEND;VALUE=DATE:${icsDate(booking.checkOut)}`,
    `SUMMARY:${escapeIcsText(booking.summary)}`,
    `LOCATION:${escapeIcsText(booking.location)}`,
    `DESCRIPTION:${escapeIcsText(booking.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** The file name offered for the download. */
export function icsFileName(reference: string): string {
  return `booking-${reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}
