/**
 * The promotion list's filters (spec section 2): ongoing, upcoming and members_day, mirrored in the
 * URL as `?filter=`. Ended promotions are never listed. Without a filter the list shows ongoing
 * promotions first, then upcoming ones by start.
 */
import { nextMembersDay, type DatedItem } from '../../../shared/members-day';
import { happeningStatus, type HappeningStatus } from './promotion-status';
import type { PromotionFilter } from './promotion-search';

export interface ListablePromotion extends DatedItem {
  sortOrder: number;
}

export interface ListedPromotion<T> {
  promotion: T;
  status: Exclude<HappeningStatus, 'ended'>;
  /** The next members' day (`YYYY-MM-DD`), when the promotion's dates still hold one. */
  membersDay?: string;
}

const startMs = (item: DatedItem) => (item.startDate ? Date.parse(item.startDate) : 0) || 0;

/** Every current promotion with its status and members' day, in list order. */
export function listPromotions<T extends ListablePromotion>(
  promotions: readonly T[],
  now: number,
): ListedPromotion<T>[] {
  const listed: ListedPromotion<T>[] = [];
  for (const promotion of promotions) {
    const status = happeningStatus(promotion, now);
    if (status === 'ended') continue;
    // The spec's rule alone decides, whatever the backend: no flag marks members' day promotions.
    listed.push({ promotion, status, membersDay: nextMembersDay(promotion, now) });
  }
  return listed.sort((a, b) => {
    if (a.status !== b.status) return a.status === 'ongoing' ? -1 : 1;
    if (a.status === 'upcoming')
      return (
        startMs(a.promotion) - startMs(b.promotion) || a.promotion.sortOrder - b.promotion.sortOrder
      );
    return (
      a.promotion.sortOrder - b.promotion.sortOrder || startMs(a.promotion) - startMs(b.promotion)
    );
  });
}

/** The listed promotions that match a filter; members' day ones come by their members' day. */
export function applyPromotionFilter<T>(
  listed: readonly ListedPromotion<T>[],
  filter: PromotionFilter | undefined,
): ListedPromotion<T>[] {
  switch (filter) {
    case undefined:
      return [...listed];
    case 'members_day':
      return listed
        .filter((item) => item.membersDay !== undefined)
        .sort((a, b) => (a.membersDay ?? '').localeCompare(b.membersDay ?? ''));
    default:
      return listed.filter((item) => item.status === filter);
  }
}

/** How many promotions each filter would show (for the chips). */
export function countByFilter<T>(
  listed: readonly ListedPromotion<T>[],
): Record<PromotionFilter, number> {
  return {
    ongoing: listed.filter((item) => item.status === 'ongoing').length,
    upcoming: listed.filter((item) => item.status === 'upcoming').length,
    members_day: listed.filter((item) => item.membersDay !== undefined).length,
  };
}
