import type { Promotion } from './promotion';

/** The store whose promotions a store page lists: its MerchantID and MerchantCode. */
export interface PromotionMerchant {
  id: string;
  code: string;
}

/** The promotions of one merchant, by code or by id (the wire fills either), in list order. */
export function promotionsOfMerchant(
  promotions: readonly Promotion[],
  merchant: PromotionMerchant,
): Promotion[] {
  return promotions.filter((p) => p.merchantCode === merchant.code || p.merchantId === merchant.id);
}
