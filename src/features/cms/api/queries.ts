/**
 * The CMS feature's queries. Their keys are spelled here only: the persisted cache is saved under
 * them, so renaming one drops every visitor's offline copy of it.
 */
import { fetchedQuery } from '../../../lib/read-path';

export const cmsKeys = {
  all: ['cms-page'] as const,
  page: (slug: string) => [...cmsKeys.all, slug] as const,
};

const calls = () => import('./page');

export const cmsPageQueryOptions = (slug: string) =>
  fetchedQuery({
    queryKey: cmsKeys.page(slug),
    fetch: async (signal) => (await calls()).getCmsPage(slug, signal),
  });
