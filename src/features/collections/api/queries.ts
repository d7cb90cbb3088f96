/**
 * The collections feature's queries. Their keys are spelled here only: the persisted cache is
 * saved under them, so renaming one drops every visitor's offline copy of it.
 */
import { byId, detailQuery, fetchedQuery } from '../../../lib/read-path';

export const collectionKeys = {
  /** Prefix of every collections query. */
  all: ['collections'] as const,
  list: () => [...collectionKeys.all, 'list'] as const,
  detail: (id: string) => [...collectionKeys.all, 'detail', id] as const,
};

const calls = () => import('./collections');

export const collectionsQueryOptions = () =>
  fetchedQuery({
    queryKey: collectionKeys.list(),
    fetch: async (signal) => (await calls()).getCollections(signal),
  });

export const collectionQueryOptions = (id: string) =>
  detailQuery({
    queryKey: collectionKeys.detail(id),
    fetch: async (signal) => (await calls()).getCollection(id, signal),
    list: collectionsQueryOptions(),
    find: byId(id),
  });
