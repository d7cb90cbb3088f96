/**
 * The rewards feature's queries. Their keys are spelled here only: the persisted cache is saved
 * under them, so renaming one drops every visitor's offline copy of it.
 */
import { byId, detailQuery, fetchedQuery } from '../../../lib/read-path';

export const rewardKeys = {
  /** Prefix of every rewards query. The list sits at the prefix itself (its key since launch). */
  all: ['rewards'] as const,
  list: () => rewardKeys.all,
  detail: (id: string) => [...rewardKeys.all, 'detail', id] as const,
};

const calls = () => import('./rewards');

export const rewardsQueryOptions = () =>
  fetchedQuery({
    queryKey: rewardKeys.list(),
    fetch: async (signal) => (await calls()).getRewards(signal),
  });

export const rewardQueryOptions = (id: string) =>
  detailQuery({
    queryKey: rewardKeys.detail(id),
    fetch: async (signal) => (await calls()).getReward(id, signal),
    list: rewardsQueryOptions(),
    find: byId(id),
  });
