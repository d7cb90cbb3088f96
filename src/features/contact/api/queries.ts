/**
 * The contact feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { fetchedQuery } from '../../../lib/read-path';

export const contactKeys = {
  all: ['contact-page'] as const,
  /** Its own key: other features read the same call into other shapes. */
  details: () => [...contactKeys.all, 'details'] as const,
};

const calls = () => import('./contact-details');

/** The contact details: edited rarely, so an hour old is still fresh. */
export const contactDetailsQueryOptions = () => ({
  ...fetchedQuery({
    queryKey: contactKeys.details(),
    fetch: async (signal) => (await calls()).getContactDetails(signal),
  }),
  staleTime: 1000 * 60 * 60,
});
