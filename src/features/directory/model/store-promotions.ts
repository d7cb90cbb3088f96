/**
 * The promotions a store page lists. The promotions call is the promotions feature's (its path,
 * payload and mapper); the store page's route hands its list to the page, and the directory reads
 * only these fields of it (features never import each other).
 */
export interface StorePromotion {
  id: string;
  title: string;
  titleZh?: string;
  imageUrl?: string;
  thumbnailUrl?: string;
  startDate?: string;
  endDate?: string;
  merchantId?: string;
  merchantCode?: string;
}

/** The promotions list as the store page gets it: its answer, or where it stands. */
export interface StorePromotionsAnswer {
  data?: readonly StorePromotion[];
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A merchant's promotions that have not ended at `now`, soonest ending first. */
export function promotionsOfMerchant(
  promotions: readonly StorePromotion[],
  merchant: { id: string; code: string },
  now: number,
): StorePromotion[] {
  return promotions
    .filter((p) => p.merchantCode === merchant.code || p.merchantId === merchant.id)
    .filter((p) => !p.endDate || Date.parse(p.endDate) >= now)
    .sort((a, b) => Date.parse(a.endDate ?? '9999-12-31') - Date.parse(b.endDate ?? '9999-12-31'));
}
