import { format } from '../../../i18n';
import type { BookingMessages } from '../messages';
import type { BookingProblem, DraftField } from '../model/booking-form-rules';

/** The visitor-facing text of a field problem. */
export function problemText(t: BookingMessages, problem: BookingProblem, capacity = 0): string {
  return problem === 'attendeesOverCapacity'
    ? format(t.attendeesOverCapacity, { n: capacity })
    : t[problem];
}

/** Id of the calendar section, where the dates' problem links to. */
export const DATES_SECTION_ID = 'booking-dates';

/** The id each field's problem links to; the dates link to the calendar section. */
export function fieldId(prefix: string, field: DraftField): string {
  return field === 'checkIn' || field === 'checkOut' ? DATES_SECTION_ID : `${prefix}-${field}`;
}
