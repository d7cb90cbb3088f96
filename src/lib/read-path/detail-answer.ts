/**
 * A detail page's item, whatever the detail call answers: its call (`fetch`, the feature's request
 * through `readItem`, detail-item.ts) finds the item by its id in the call's result, and when the
 * call fails (offline: the worker keeps only the details already opened), is unknown to the
 * backend, or lacks the item, the item is taken from the list query's mapped data, which carries
 * every field a detail page shows. The list is asked the normal way, so offline the worker answers
 * it from its cache, and the item taken from it is as old as the list (derived-answer.ts). Only
 * when both fail does the page fail, with the detail call's error (a missing item's 404 and
 * Message).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dataOfQuery, type ListOptions } from './derived-answer';

export interface DetailSource<T, L, LK extends QueryKey> {
  /** The detail call: the item, or a rejection (a 404 when the answer lacks it). */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** The list query the item is also in, and the item in its data. */
  list: ListOptions<L, LK>;
  find: (list: L) => T | null | undefined;
}

export async function detailOrFromList<T, L, LK extends QueryKey>(
  client: QueryClient,
  { fetch, list, find }: DetailSource<T, L, LK>,
  signal: AbortSignal,
): Promise<T> {
  let detailError: unknown;
  try {
    return await fetch(signal);
  } catch (error) {
    if (signal.aborted) throw error;
    detailError = error;
  }
  try {
    const fromList = find(await dataOfQuery(client, list, signal));
    if (fromList) return fromList;
  } catch {
    // The list failed as well: the detail call's error says more.
  }
  throw detailError;
}
