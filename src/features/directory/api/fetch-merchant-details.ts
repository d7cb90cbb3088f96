/** The store's details call, loaded with its first fetch (get-merchant-details.ts). */
import type { QueryClient } from '@tanstack/react-query';
import { loadDetail } from '../../../lib/detail-answer';
import { BI_PATHS } from '../../../shared/api-paths';
import type { Merchant } from '../model/merchant';
import { storeListingQueryOptions } from './get-directory';
import type { StoreIds } from './get-merchant-details';
import { merchantDto } from './merchant-dto';
import { toMerchant } from './merchant-mapper';

/**
 * `POST {bi}/v1/directory-details` with the MerchantCode. The details carry the long texts; the
 * directory's own listing (sub-categories, partner status) is merged in by the caller. When the
 * call fails (offline, a store never opened: the worker keeps only the details it has seen) or
 * lacks the store, the store's listing stands in, as old as the directory it comes from.
 */
export function getMerchantDetails(
  store: StoreIds,
  client: QueryClient,
  signal?: AbortSignal,
): Promise<Merchant> {
  return loadDetail({
    request: {
      backend: 'bi',
      path: BI_PATHS.directoryDetails,
      body: { MerchantCode: store.code },
      signal,
    },
    idFields: ['MerchantCode'],
    id: store.code,
    itemSchema: merchantDto,
    toModel: (dto) => toMerchant(dto),
    list: {
      client,
      options: storeListingQueryOptions(client, store.id),
      find: (listing) => (listing?.code === store.code ? listing : undefined),
    },
  });
}
