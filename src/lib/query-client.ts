/**
 * The app's QueryClient. `offlineFirst` lets queries started without a connection still reach the
 * service worker's caches (the default `online` mode would pause them forever); `gcTime` matches
 * the persisted cache's lifetime so restored data is not collected before it is used.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { answerTimes, stampAnswerTime } from './read-path';

/**
 * Three weeks. Not more: `gcTime` schedules a setTimeout, and browsers fire a timeout longer than
 * 2^31 - 1 ms (24.8 days) at once, which would drop every unobserved query immediately.
 */
export const PERSISTED_CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 21;

/**
 * Whether a failed query is tried again (twice at most). Business answers ("not found",
 * validation) will not change on retry; network errors may, but not while the device is offline:
 * there a page nothing was saved for says so at once instead of showing its skeleton through the
 * retries, whose waits (1 s, then 2 s) cannot end in data. Its "Try again" works once back online.
 */
export function shouldRetry(
  failureCount: number,
  error: unknown,
  online = navigator.onLine,
): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'business' || error.kind === 'schema' || (error.httpStatus ?? 0) >= 400)
    return false;
  return !(error.kind === 'network' && !online);
}

/** Every query's `dataUpdatedAt` is when its data was current, not when it arrived (answer-times.ts). */
export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache({
    onSuccess: (data, query) => stampAnswerTime(client, data, query),
  });
  const client = new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        persister: answerTimes,
        networkMode: 'offlineFirst',
        gcTime: PERSISTED_CACHE_MAX_AGE_MS,
        staleTime: 1000 * 60 * 5,
        retry: shouldRetry,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
  return client;
}
