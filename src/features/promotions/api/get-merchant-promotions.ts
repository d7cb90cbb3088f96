import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataOfQuery } from '../../../lib/derived-answer';
import { promotionsQueryOptions } from './get-promotions';
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
 * (lib/derived-answer.ts). In the browser the list is read cached or fetched (a stale list is used
 * at once and refreshed behind). In the server's render the list is read but not kept: a store
 * page carries its own few promotions, not every promotion's texts (some 50 KB a phone would parse
 * before the page came alive).
 */
export const merchantPromotionsQueryOptions = (
  queryClient: QueryClient,
  merchant: PromotionMerchant,
) =>
  queryOptions({
    queryKey: promotionKeys.ofMerchant(merchant.code),
    queryFn: async ({ signal }) => {
      const list = import.meta.env.SSR
        ? await (await import('./fetch-promotions')).getPromotions(signal)
        : await dataOfQuery(
            queryClient,
            { ...promotionsQueryOptions(), revalidateIfStale: true },
            signal,
          );
      return promotionsOfMerchant(list, merchant);
    },
  });
