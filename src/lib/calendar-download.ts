/**
 * Offers an .ics file as a download. Phones hand a `text/calendar` file to the calendar app, which
 * then asks to add the entry; desktops save it. Kept apart from the pure builders (calendar.ts,
 * a booking's in its feature) so those stay testable without a DOM.
 */
import { buildIcs, icsFileName, type CalendarItem } from './calendar';

/** Offers `ics` as a file named `fileName`. */
export function downloadIcs(fileName: string, ics: string): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after click() returns: revoke a moment later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An event's or a promotion's calendar entry, as a download. */
export function downloadCalendarItem(item: CalendarItem, now: Date | number = Date.now()): void {
  downloadIcs(icsFileName(item.title, item.uid), buildIcs(item, now));
}
