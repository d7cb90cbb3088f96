/**
 * Data a query takes from another query (a detail page's item from its list, a store's listing
 * from the directory) is as old as that query's data. TanStack Query would stamp it "now", the
 * moment it was taken (answer-times.ts): a store page opened offline would call a week-old
 * directory's listing new. So the other query is asked the normal way (its data in the cache,
 * restored from the device or carried in the page, else its fetch through the API client and the
 * worker), and its data's time, with its stale mark, becomes the one answer of the fetch under
 * `signal`, in place of any call the fetch made before (a detail call that failed or lacked the
 * item).
 *
 * `fresh`: wait for the other query to be refetched when it is older than its freshness (a refetch
 * of the deriving query then brings new data), and when neither the network nor the worker can
 * answer, use the data already held, as old as it is.
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isStaleAnswer, noteAnswer } from './answer-times';

export async function dataOfQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, Error, TData, TQueryKey>,
  signal: AbortSignal | undefined,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<TData> {
  const data = fresh
    ? await client.fetchQuery(options).catch((error: unknown) => {
        const held = client.getQueryData<TData>(options.queryKey);
        if (held === undefined) throw error;
        return held;
      })
    : await client.ensureQueryData(options);
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  const answeredAt = query?.state.dataUpdatedAt ?? 0;
  // Kept: a copy older than the data the deriving query holds does not replace it.
  if (query && answeredAt > 0)
    noteAnswer(signal, { answeredAt, stale: isStaleAnswer(query), kept: true }, true);
  return data;
}

/**
 * The list a query takes its few items from (a store's promotions, the home page's featured
 * ones). In the browser the list is read cached or fetched, with `dataOfQuery` (a stale list is
 * used at once and refreshed behind). In the server's render it is read with `readOnServer` and
 * not kept in the page's cache: the page carries the few items taken, not the whole list's texts
 * (some 50 KB a phone would parse before the page came alive).
 */
export function listForDerivedQuery<TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  list: EnsureQueryDataOptions<TData, Error, TData, TQueryKey>,
  readOnServer: (signal: AbortSignal | undefined) => Promise<TData>,
  signal: AbortSignal | undefined,
): Promise<TData> {
  return import.meta.env.SSR
    ? readOnServer(signal)
    : dataOfQuery(client, { ...list, revalidateIfStale: true }, signal);
}
