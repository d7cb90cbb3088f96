/**
 * Ongoing or upcoming (spec section 4): a promotion or event is ongoing when its start is now or
 * earlier and upcoming when it starts after now. Instants are compared as instants, so the device's
 * zone cannot change the answer; the end date is a Singapore calendar day that still counts in
 * full, so an item whose end is today is ongoing until Singapore's midnight.
 */
import { singaporeDate, singaporeToday } from '../../../shared/singapore-time';
import type { DatedItem } from '../../../shared/members-day';

export type HappeningStatus = 'ongoing' | 'upcoming' | 'ended';

export function happeningStatus(item: DatedItem, now: Date | number = Date.now()): HappeningStatus {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const startMs = item.startDate ? Date.parse(item.startDate) : Number.NaN;
  if (Number.isFinite(startMs) && startMs > nowMs) return 'upcoming';
  if (item.endDate) {
    const lastDay = singaporeDate(item.endDate);
    if (lastDay !== undefined && lastDay < singaporeToday(nowMs)) return 'ended';
  }
  return 'ongoing';
}
