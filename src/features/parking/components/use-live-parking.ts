import { useQuery } from '@tanstack/react-query';
import { useNow } from '../../../components/ui/use-now';
import { useConnection } from '../../../lib/online-status';
import { parkingQueryOptions, PARKING_FRESH_MS } from '../api/queries';
import { readingStatus } from '../model/reading-status';

/**
 * The live parking query, polled once a minute while the page is visible (TanStack Query stops a
 * `refetchInterval` while the document is hidden, and a refocused page asks again only once its
 * answer is a minute old), with how its reading may be shown now: live, last known, or none.
 */
export function useLiveParking() {
  const query = useQuery({ ...parkingQueryOptions(), refetchInterval: PARKING_FRESH_MS });
  // Every 15 s, so an age in minutes is never more than a quarter of a minute behind.
  const now = useNow(15_000);
  const connected = useConnection();
  return { query, now, status: readingStatus(query.data?.reading, now, connected) };
}
