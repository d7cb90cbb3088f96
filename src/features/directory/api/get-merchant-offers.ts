/**
 * What a store page shows below its details: the merchant's current deals. Its promotions come
 * from the promotions feature's list, which the route hands to the page (model/store-promotions.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { directoryKeys } from './query-keys';

export interface Deal {
  id: string;
  title: string;
  titleZh?: string;
  description?: string;
  imageUrl?: string;
  price?: number;
  points?: number;
  startDate?: string;
  endDate?: string;
}

export const merchantDealsQueryOptions = (merchantCode: string) =>
  queryOptions({
    queryKey: directoryKeys.deals(merchantCode),
    // The call itself (its payload schema and mapper) loads with the first fetch: a page the
    // server drew carries the answer, so opening it needs none of that code.
    queryFn: async ({ signal }) =>
      (await import('./fetch-merchant-deals')).getMerchantDeals(merchantCode, signal),
  });

/** Deals that have not ended at `now`. */
export function currentDeals(deals: readonly Deal[], now: number): Deal[] {
  return deals.filter((deal) => !deal.endDate || Date.parse(deal.endDate) >= now);
}
