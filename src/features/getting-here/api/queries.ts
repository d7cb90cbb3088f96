/**
 * The getting-here feature's queries. Their keys are spelled here only: the persisted cache is
 * saved under them, so renaming one drops every visitor's offline copy of it.
 */
import { fetchedQuery } from '../../../lib/read-path';

export const gettingHereKeys = {
  all: ['getting-there'] as const,
  directions: () => gettingHereKeys.all,
};

const calls = () => import('./getting-there');

export const gettingThereQueryOptions = () =>
  fetchedQuery({
    queryKey: gettingHereKeys.directions(),
    fetch: async (signal) => (await calls()).getGettingThere(signal),
  });
