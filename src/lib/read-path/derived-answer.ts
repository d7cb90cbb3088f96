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
import type {
  EnsureQueryDataOptions,
  QueryClient,
  QueryFunctionContext,
  QueryKey,
} from '@tanstack/react-query';
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

/** A list query's options, as a query that reads the list is given them. */
export type ListOptions<L, LK extends QueryKey> = EnsureQueryDataOptions<L, Error, L, LK>;

/**
 * The list a derived query takes its few items from (a store's promotions, the home page's
 * featured ones, a store's listing in the directory). In the browser the list is read cached or
 * fetched, with `dataOfQuery`: a stale list is used at once and refreshed behind, or with `fresh`,
 * refetched first when stale (a refetch of the derived query then brings new data) and the list
 * held used when neither the network nor the worker answers. In the server's render the list is
 * read with its own query function but not kept in the page's cache: the page carries the few
 * items taken, not the whole list (the promotions' texts are some 50 KB a phone would parse
 * before the page came alive; the directory some 640 KB). Either way the derived data is as old
 * as the list's answer.
 */
export function readList<L, LK extends QueryKey>(
  client: QueryClient,
  list: ListOptions<L, LK>,
  signal: AbortSignal,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<L> {
  if (import.meta.env.SSR) {
    const queryFn = list.queryFn;
    if (typeof queryFn !== 'function')
      throw new Error(`No query function for ${String(list.queryKey)}`);
    return Promise.resolve(
      queryFn({
        client,
        queryKey: list.queryKey,
        signal,
        meta: list.meta,
      } as QueryFunctionContext<LK>),
    );
  }
  return fresh
    ? dataOfQuery(client, list, signal, { fresh: true })
    : dataOfQuery(client, { ...list, revalidateIfStale: true }, signal);
}
