/**
 * A query's data carries its real age. TanStack Query stamps whatever a query function returns
 * with `dataUpdatedAt = now`: a copy the worker kept for hours, or the gateway's answer from its
 * cache, would look new. So each fetch notes the times its answers were current
 * (src/shared/answer-time.ts), found by the fetch's AbortSignal, which the query functions pass on
 * to the API client; once the fetch succeeds the query's `dataUpdatedAt` is set to the oldest of
 * them. A copy from the worker's caches older than the data the query already holds (kept before
 * the page was drawn from newer answers) does not replace it; the network's answers always do.
 *
 * The persisted cache keeps `dataUpdatedAt`, and so do the server's dehydrated queries: every
 * query's time is its data's, wherever it came from (lib/data-age.ts reads them).
 */
import type {
  Query,
  QueryClient,
  QueryFunctionContext,
  QueryPersister,
} from '@tanstack/react-query';
import type { AnswerTime } from '../../shared/answer-time';

/** The answers of the fetch in progress under each signal: the oldest time, and any stale mark. */
const answersBySignal = new WeakMap<AbortSignal, AnswerTime>();

/**
 * Notes an answer a fetch used (the API client calls this for every answer). `only`: the fetch's
 * data is this answer's alone, whatever it noted before (derived-answer.ts).
 */
export function noteAnswer(
  signal: AbortSignal | undefined,
  answer: AnswerTime,
  only = false,
): void {
  if (!signal) return;
  const known = only ? undefined : answersBySignal.get(signal);
  answersBySignal.set(
    signal,
    known
      ? {
          answeredAt: Math.min(known.answeredAt, answer.answeredAt),
          stale: known.stale || answer.stale,
          kept: known.kept && answer.kept,
        }
      : answer,
  );
}

/** `dataUpdatedAt` due to each query once its fetch has succeeded. */
const dueUpdatedAt = new WeakMap<object, number>();
/** Queries whose data the site's server kept while the complex's backends fail. */
const staleQueries = new WeakSet<object>();

/** Whether a query's data is a copy the gateway kept while the backends are failing. */
export function isStaleAnswer(query: object): boolean {
  return staleQueries.has(query);
}

/**
 * The query functions' context, with the signal handed out as TanStack Query hands it out
 * (reading it lets an unobserved query be cancelled), and noted when read.
 */
function watchedContext(
  context: QueryFunctionContext,
  seen: (signal: AbortSignal) => void,
): QueryFunctionContext {
  const watched: Record<string, unknown> = {};
  for (const key of Object.keys(context)) {
    if (key !== 'signal') watched[key] = (context as unknown as Record<string, unknown>)[key];
  }
  Object.defineProperty(watched, 'signal', {
    enumerable: true,
    get: () => {
      const signal = context.signal;
      seen(signal);
      return signal;
    },
  });
  return watched as unknown as QueryFunctionContext;
}

/**
 * Runs a query's function (the QueryClient's `persister` hook: TanStack Query's one way around a
 * query function, here used for the answers' times, not for storage) and decides the data's time.
 */
export const answerTimes: QueryPersister = async (queryFn, context, query) => {
  const held = { data: query.state.data, updatedAt: query.state.dataUpdatedAt };
  let signal: AbortSignal | undefined;
  const data = await queryFn(watchedContext(context, (seen) => (signal = seen)));
  const answer = signal && answersBySignal.get(signal);
  if (signal) answersBySignal.delete(signal);
  if (!answer) {
    staleQueries.delete(query);
    return data;
  }
  const older = held.data !== undefined && answer.answeredAt < held.updatedAt;
  if (older && answer.kept) {
    dueUpdatedAt.set(query, held.updatedAt);
    return held.data as typeof data;
  }
  if (answer.stale) staleQueries.add(query);
  else staleQueries.delete(query);
  dueUpdatedAt.set(query, answer.answeredAt);
  return data;
};

/**
 * For the QueryCache's `onSuccess`, right after TanStack Query stamped the data "now": gives the
 * query that just succeeded its data's own time.
 */
export function stampAnswerTime(
  client: QueryClient,
  data: unknown,
  query: Pick<Query, 'queryKey'> & { state: { dataUpdatedAt: number } },
): void {
  const updatedAt = dueUpdatedAt.get(query);
  dueUpdatedAt.delete(query);
  if (data === undefined || updatedAt === undefined || updatedAt >= query.state.dataUpdatedAt)
    return;
  client.setQueryData(query.queryKey, data, { updatedAt });
}
