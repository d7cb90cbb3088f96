/** Opening hours as display text: "Daily 10:00 - 22:00", or runs of days such as "Mon-Fri 10:00 - 22:00, Sat 11:00 - 23:00". */
import { WEEKDAYS } from '../../src/shared/weekdays.ts';

export interface OpeningHoursEntry {
  dayOfWeek: number;
  open: string;
  close: string;
}

const DAY_LABELS = WEEKDAYS.en.short;
/** Monday first, as opening hours are usually read. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function openingHoursText(entries: readonly OpeningHoursEntry[]): string {
  if (entries.length === 0) return 'Closed';
  const hoursOfDay = (day: number): string =>
    entries
      .filter((e) => e.dayOfWeek === day)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((e) => `${e.open} - ${e.close}`)
      .join(', ');
  const week = WEEK_ORDER.map((day) => ({ day, hours: hoursOfDay(day) }));
  const first = week[0]?.hours ?? '';
  if (first !== '' && week.every((d) => d.hours === first)) return `Daily ${first}`;

  const runs: { from: number; to: number; hours: string }[] = [];
  for (const { day, hours } of week) {
    const last = runs[runs.length - 1];
    if (last && last.hours === hours) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  return runs
    .filter((run) => run.hours !== '')
    .map(
      (run) =>
        `${DAY_LABELS[run.from]}${run.from === run.to ? '' : `-${DAY_LABELS[run.to]}`} ${run.hours}`,
    )
    .join(', ');
}
