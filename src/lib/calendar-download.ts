/**
 * Offers an .ics file as a download. Phones hand a `text/calendar` file to the calendar app, which
 * then asks to add the entry; desktops save it. Kept apart from the pure builder so that stays
 * testable without a DOM.
 */
import { buildIcs, icsFileName, type CalendarItem } from './calendar';

export function downloadCalendarItem(item: CalendarItem, now: Date | number = Date.now()): void {
  const blob = new Blob([buildIcs(item, now)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = icsFileName(item.title, item.uid);
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after click() returns: revoke a moment later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
