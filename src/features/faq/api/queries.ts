/**
 * The FAQ feature's queries. Their keys are spelled here only: the persisted cache is saved under
 * them, so renaming one drops every visitor's offline copy of it.
 */
import { fetchedQuery } from '../../../lib/read-path';

export const faqKeys = {
  all: ['faqs'] as const,
  list: () => faqKeys.all,
};

const calls = () => import('./faqs');

export const faqsQueryOptions = () =>
  fetchedQuery({
    queryKey: faqKeys.list(),
    fetch: async (signal) => (await calls()).getFaqs(signal),
  });
