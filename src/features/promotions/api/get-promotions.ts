import { queryOptions } from '@tanstack/react-query';
import { promotionKeys } from './query-keys';

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    // The call itself (its payload schema, mapper and the API client) loads with the first fetch:
    // a page the server drew carries this answer, so opening it never needs that code.
    queryFn: async ({ signal }) => (await import('./fetch-promotions')).getPromotions(signal),
  });
