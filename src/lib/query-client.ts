/**
 * The app's QueryClient. `offlineFirst` lets queries started without a connection still reach the
 * service worker's caches (the default `online` mode would pause them forever); `gcTime` matches
 * the persisted cache's lifetime so restored data is not collected before it is used.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Three weeks. Not more: `gcTime` schedules a setTimeout, and browsers fire a timeout longer than
 * 2^31 - 1 ms (24.8 days) at once, which would drop every unobserved query immediately.
 */
export const PERSISTED_CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 21;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        gcTime: PERSISTED_CACHE_MAX_AGE_MS,
        staleTime: 1000 * 60 * 5,
        // Business answers ("not found", validation) will not change on retry; network errors may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && (error.kind === 'business' || error.kind === 'schema' || (error.httpStatus ?? 0) >= 400)) &&
          failureCount < 2,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
