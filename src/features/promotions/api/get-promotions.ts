import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { promotionKeys } from './query-keys';

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    // The call itself (its payload schema, mapper and the API client) loads with the first fetch:
    // a page the server drew carries this answer, so opening it never needs that code.
    queryFn: async ({ signal }) => (await import('./fetch-promotions')).getPromotions(signal),
  });

/**
 * The promotions list, for a query that takes a few of them (lib/derived-answer.ts, loaded with
 * the first such fetch: a page the server drew carries what was taken).
 */
export const promotionsForDerivedQuery = async (
  queryClient: QueryClient,
  signal: AbortSignal | undefined,
) =>
  (await import('../../../lib/derived-answer')).listForDerivedQuery(
    queryClient,
    promotionsQueryOptions(),
    async (onServer) => (await import('./fetch-promotions')).getPromotions(onServer),
    signal,
  );

/**
 * The home page's featured promotions, taken from the promotions list: every promotion flagged
 * featured, ended or not (the page picks the current ones by its own clock). A page the server
 * drew carries them, not the list.
 */
export const featuredPromotionsQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: promotionKeys.featured(),
    queryFn: async ({ signal }) =>
      (await promotionsForDerivedQuery(queryClient, signal)).filter((p) => p.isFeatured),
  });
