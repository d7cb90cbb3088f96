/**
 * The search feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { fetchedQuery } from '../../../lib/read-path';

export const searchKeys = {
  all: ['search'] as const,
  /** One query's results; the backend ignores case, so "Sushi" and "sushi" share an answer. */
  results: (query: string) => [...searchKeys.all, query.toLowerCase()] as const,
};

const calls = () => import('./global-search');

/** A query's results: a results page the server drew carries them, so it loads no call code. */
export const searchQueryOptions = (query: string) =>
  fetchedQuery({
    queryKey: searchKeys.results(query),
    fetch: async (signal) => (await calls()).globalSearch(query, signal),
  });
