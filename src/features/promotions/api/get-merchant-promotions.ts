import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { promotionsForDerivedQuery } from './get-promotions';
import type { Promotion } from './promotion-mapper';
import { promotionKeys } from './query-keys';

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

/**
 * A store page's promotions, taken from the promotions list: as old as the list's answer
 * (lib/derived-answer.ts). A page the server drew carries them, not the list.
 */
export const merchantPromotionsQueryOptions = (
  queryClient: QueryClient,
  merchant: PromotionMerchant,
) =>
  queryOptions({
    queryKey: promotionKeys.ofMerchant(merchant.code),
    queryFn: async ({ signal }) =>
      promotionsOfMerchant(await promotionsForDerivedQuery(queryClient, signal), merchant),
  });
