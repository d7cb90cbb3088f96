/** The Singapore wall-clock times of an event ("10:00 – 18:00"), or '' for date-only events. */
import { inSingapore } from '../../../shared/dates';

export function eventTimeRange(startDate?: string, endDate?: string): string {
  if (!startDate) return '';
  const start = inSingapore(startDate);
  if (!start.isValid()) return '';
  const end = endDate ? inSingapore(endDate) : undefined;
  const startTime = start.format('HH:mm');
  const endTime = end?.isValid() ? end.format('HH:mm') : undefined;
  if (
    startTime === '00:00' &&
    (endTime === undefined || endTime === '00:00' || endTime === '23:59')
  )
    return '';
  return endTime && endTime !== startTime ? `${startTime} – ${endTime}` : startTime;
}
