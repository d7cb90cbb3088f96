/**
 * The map feature's queries. Their keys are spelled here only: the persisted cache is saved under
 * them, so renaming one drops every visitor's offline copy of it.
 */
import { fetchedQuery } from '../../../lib/read-path';

export const mapKeys = {
  all: ['map'] as const,
  plan: () => [...mapKeys.all, 'plan'] as const,
};

const calls = () => import('./map-plan');

/** The floor plans: they change with a refit, not by the minute. */
export const mapPlanQueryOptions = () => ({
  ...fetchedQuery({
    queryKey: mapKeys.plan(),
    fetch: async (signal) => (await calls()).getMapPlan(signal),
  }),
  staleTime: 1000 * 60 * 60,
});
