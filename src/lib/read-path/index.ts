/**
 * How an answer reaches a page (docs/read-path.md). A feature declares its queries with these, in
 * one file (`api/queries.ts`: its keys and declarations), and writes only its calls' requests and
 * mappers (`api/<call>.ts`). The kinds of query:
 *
 * - `fetchedQuery`: asked with its own call. `fetch` loads the call's code with its first use (a
 *   literal `import('./<call>')` in the feature, so the bundler splits it): a page the server drew
 *   carries the answer, so opening it needs none of that code (schemas, mappers, the API client).
 * - `detailQuery`: a detail page's item from its detail call, else from the list it is also in
 *   (detail-answer.ts).
 * - `derivedQuery`: a value taken from a list (featured items, a store's listing or promotions, a
 *   category's stores): read cached in the browser, read without being kept in the server's
 *   render (derived-answer.ts).
 *
 * Every query's data carries the age of the answers it was made of (answer-times.ts); the query
 * client is the one TanStack Query hands the query function, never passed in by a feature. What is
 * loaded here at start is only these declarations: the rules they run load with the first fetch.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListOptions } from './derived-answer';

export type { ListOptions } from './derived-answer';
// The query client's hooks for data age, and the drawn page's answers moved to the device's
// clock: the read path's, at start (lib/query-client.ts, main.tsx).
export { answerTimes, isStaleAnswer, stampAnswerTime } from './answer-times';
export { onDeviceClock, type DehydratedPage } from './dehydrated-age';

/** The rules the declarations run, loaded with the first fetch. */
const rules = () => import('./rules');

/** A query asked with its own call (`fetch`, whose code loads with its first use). */
export function fetchedQuery<T, K extends QueryKey>({
  queryKey,
  fetch,
}: {
  queryKey: K;
  fetch: (signal: AbortSignal) => Promise<T>;
}) {
  return queryOptions<T, Error, T, K>({ queryKey, queryFn: ({ signal }) => fetch(signal) });
}

/**
 * A detail page's item: its detail call (`fetch`), else the item `find` takes from the `list`
 * query, as old as that list; the page fails only when both do, with the detail call's error.
 */
export function detailQuery<T, K extends QueryKey, L, LK extends QueryKey>({
  queryKey,
  fetch,
  list,
  find,
}: {
  queryKey: K;
  fetch: (signal: AbortSignal) => Promise<T>;
  list: ListOptions<L, LK>;
  find: (list: L) => T | null | undefined;
}) {
  return queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: async ({ signal, client }) =>
      (await rules()).detailOrFromList(client, { fetch, list, find }, signal),
  });
}

/**
 * A value taken from the list query `from`, as old as the list. `fresh`: a stale list is refetched
 * before the value is taken (else it is taken at once and the list refreshed behind); when neither
 * the network nor the worker answers, the list held is used.
 */
export function derivedQuery<T, K extends QueryKey, L, LK extends QueryKey>({
  queryKey,
  from,
  derive,
  fresh = false,
}: {
  queryKey: K;
  from: ListOptions<L, LK>;
  derive: (list: L) => T;
  fresh?: boolean;
}) {
  return queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: async ({ signal, client }) =>
      derive(await (await rules()).readList(client, from, signal, { fresh })),
  });
}

/** The item of a list of models whose `id` is `id` (a detail query's `find`). */
export const byId =
  (id: string) =>
  <Model extends { id: string }>(items: readonly Model[]): Model | undefined =>
    items.find((item) => item.id === id);
