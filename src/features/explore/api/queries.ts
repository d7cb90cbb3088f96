/**
 * The explore feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { byId, detailQuery, fetchedQuery } from '../../../lib/read-path';

export const exploreKeys = {
  /** Prefix of every explore query. */
  all: ['explore'] as const,
  list: () => [...exploreKeys.all, 'list'] as const,
  detail: (id: string) => [...exploreKeys.all, 'detail', id] as const,
};

const calls = () => import('./explores');

export const exploresQueryOptions = () =>
  fetchedQuery({
    queryKey: exploreKeys.list(),
    fetch: async (signal) => (await calls()).getExplores(signal),
  });

export const exploreQueryOptions = (id: string) =>
  detailQuery({
    queryKey: exploreKeys.detail(id),
    fetch: async (signal) => (await calls()).getExplore(id, signal),
    list: exploresQueryOptions(),
    find: byId(id),
  });
