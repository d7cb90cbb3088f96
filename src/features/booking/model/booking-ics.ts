/**
 * An iCalendar (RFC 5545) file for a confirmed booking, so the visitor can add it to a calendar.
 * The stay is an all-day event from check-in to check-out (DTEND is exclusive, like the booking's
 * nights). Escaping, folding and the file's frame are the shared writer's (src/lib/ics-writer.ts).
 */
import { icsDate, writeIcs } from '../../../lib/ics-writer';

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

const PRODUCT_ID = '-//Suntec City//Room booking//EN';
const UID_DOMAIN = 'booking.suntec-city.sg';

export function bookingToIcs(booking: IcsBooking): string {
  return writeIcs({
    productId: PRODUCT_ID,
    uid: booking.reference,
    uidDomain: UID_DOMAIN,
    stamp: booking.createdAt,
    dateLines: [
      `DTSTART;VALUE=DATE:${icsDate(booking.checkIn)}`,
      `DTEND;VALUE=DATE:${icsDate(booking.checkOut)}`,
    ],
    summary: booking.summary,
    location: booking.location,
    description: booking.description,
  });
}

/** The file name offered for the download. */
export function bookingIcsFileName(reference: string): string {
  return `booking-${reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`;
}
