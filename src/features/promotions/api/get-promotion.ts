import { queryOptions } from '@tanstack/react-query';
import { promotionsQueryOptions } from './get-promotions';
import { promotionKeys } from './query-keys';

export const promotionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: promotionKeys.detail(id),
    // The call itself (its payload schema, mapper and the API client) loads with the first fetch:
    // a page the server drew carries its answer, so opening it needs none of that code.
    queryFn: async ({ signal, client }) =>
      (await import('./fetch-promotion')).getPromotion(
        id,
        client,
        promotionsQueryOptions(),
        signal,
      ),
  });
