/** The weekday names rooms' closed days use on the wire, in `Date#getDay` order. */
export const WEEKDAY_NAMES = WEEKDAYS.en.long;
import { WEEKDAYS } from './weekdays';

/**
 * The words for a stay that runs across one of a room's closed weekdays. The picker shows them
 * over the days past that weekday, and the server refuses such a booking with the same words, so a
 * guest who reads one has already read the other.
 */
export const ACROSS_CLOSED_WEEKDAY = {
  en: 'A stay cannot run across a {weekday}',
  ch: '入住期间不能跨越{weekday}',
} as const;
