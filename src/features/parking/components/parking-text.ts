/** How live parking's ages, statuses and weekdays are worded (messages.ts). */
import { format, type Messages } from '../../../i18n';
import type { parkingMessages } from '../messages';
import { ageOf } from '../model/reading-status';

export type ParkingText = Messages<keyof typeof parkingMessages.en>;

/** "12 min ago", "3 h ago", "2 days ago". */
export function ageText(t: ParkingText, ageMs: number): string {
  const age = ageOf(ageMs);
  switch (age.unit) {
    case 'now':
      return t.ageNow;
    case 'minutes':
      return format(t.ageMinutes, { n: age.n });
    case 'hours':
      return format(t.ageHours, { n: age.n });
    case 'days':
      return format(t.ageDays, { n: age.n });
  }
}

/** "Updated 2 minutes ago", for a live reading. */
export function updatedText(t: ParkingText, ageMs: number): string {
  const age = ageOf(ageMs);
  if (age.unit === 'now') return t.updatedNow;
  if (age.unit === 'minutes' && age.n === 1) return t.updatedMinute;
  return format(t.updatedMinutes, { n: Math.floor(ageMs / 60_000) });
}

const WEEKDAYS = [
  'weekday0',
  'weekday1',
  'weekday2',
  'weekday3',
  'weekday4',
  'weekday5',
  'weekday6',
] as const;

export function weekdayName(t: ParkingText, weekday: number | undefined): string {
  return t[WEEKDAYS[weekday ?? 0] ?? 'weekday0'];
}
