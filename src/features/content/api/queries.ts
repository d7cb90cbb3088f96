/**
 * The content feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { fetchedQuery } from '../../../lib/read-path';

/** What the home page shows: its banners, always named in the call as in the query's key. */
const HOME_BANNERS = 'home-banner';

export const contentKeys = {
  all: ['content'] as const,
  ofType: (type: string) => [...contentKeys.all, type] as const,
};

const calls = () => import('./content');

export const contentQueryOptions = (type = HOME_BANNERS) =>
  fetchedQuery({
    queryKey: contentKeys.ofType(type),
    fetch: async (signal) => (await calls()).getContent(type, signal),
  });
