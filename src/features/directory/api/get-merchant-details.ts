import { queryOptions } from '@tanstack/react-query';
import type { Merchant } from '../model/merchant';
import { directoryKeys } from './query-keys';

/** The store a store page shows: its MerchantID (the URL's) and MerchantCode (the calls'). */
export type StoreIds = Pick<Merchant, 'id' | 'code'>;

export const merchantDetailsQueryOptions = (store: StoreIds) =>
  queryOptions({
    queryKey: directoryKeys.details(store.code),
    // The call itself (its payload schema and mapper) loads with the first fetch: a page the
    // server drew carries the answer, so opening it needs none of that code.
    queryFn: async ({ signal, client }) =>
      (await import('./fetch-merchant-details')).getMerchantDetails(store, client, signal),
  });
