/**
 * The notification settings page's query: the server's daily limit, which its lead tells. Its key
 * is spelled here only (the persisted cache is saved under it).
 */
import { fetchedQuery } from '../../../lib/read-path';

export const notificationKeys = {
  all: ['notifications'] as const,
  limits: () => [...notificationKeys.all, 'limits'] as const,
};

const calls = () => import('./push-limits');

export const pushLimitsQueryOptions = () =>
  fetchedQuery({
    queryKey: notificationKeys.limits(),
    fetch: async (signal) => (await calls()).getPushLimits(signal),
  });
