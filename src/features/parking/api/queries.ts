/**
 * Live parking's query. Its key is spelled here only: the persisted cache is saved under it, so
 * the last reading is on the device offline (with its age) after one visit.
 */
import { fetchedQuery } from '../../../lib/read-path';

export const parkingKeys = {
  all: ['parking'] as const,
  live: () => parkingKeys.all,
};

const calls = () => import('./parking');

/** A minute: the feed is read once a minute, so an answer is as new as it gets for that long. */
export const PARKING_FRESH_MS = 60_000;

export const parkingQueryOptions = () => ({
  ...fetchedQuery({
    queryKey: parkingKeys.live(),
    fetch: async (signal) => (await calls()).getParking(signal),
  }),
  staleTime: PARKING_FRESH_MS,
});
