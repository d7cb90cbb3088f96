/**
 * The promotions a store page lists. The promotions call, and which of its promotions are a
 * merchant's, are the promotions feature's; the store page's route hands the store's promotions to
 * the page, and the directory reads only these fields of them (features never import each other).
 */
export interface StorePromotion {
  id: string;
  title: string;
  titleZh?: string;
  imageUrl?: string;
  thumbnailUrl?: string;
  startDate?: string;
  endDate?: string;
}

/** The store's promotions as the store page gets them: their answer, or where it stands. */
export interface StorePromotionsAnswer {
  data?: readonly StorePromotion[];
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The store's promotions that have not ended at `now`, soonest ending first. */
export function currentPromotions(
  promotions: readonly StorePromotion[],
  now: number,
): StorePromotion[] {
  return promotions
    .filter((p) => !p.endDate || Date.parse(p.endDate) >= now)
    .sort((a, b) => Date.parse(a.endDate ?? '9999-12-31') - Date.parse(b.endDate ?? '9999-12-31'));
}
