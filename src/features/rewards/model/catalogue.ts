/**
 * The rewards catalogue's filter (e-voucher or carpark) and sort (points or expiry), mirrored in the
 * URL as `?type=` and `?sort=`. Ties fall back to name so the order is stable between visits.
 */
import { oneOf, searchParser } from '../../../lib/search-params';
import type { Reward } from '../model/reward';

export const REWARD_TYPES = ['evoucher', 'carpark'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const REWARD_SORTS = ['points', 'expiry'] as const;
export type RewardSort = (typeof REWARD_SORTS)[number];

export const rewardSearchSchema = searchParser({
  type: oneOf(REWARD_TYPES),
  sort: oneOf(REWARD_SORTS),
});

const byName = (a: Reward, b: Reward) => a.name.localeCompare(b.name);
const endMs = (reward: Reward) =>
  reward.endTime ? Date.parse(reward.endTime) : Number.POSITIVE_INFINITY;

/** Rewards of the chosen type (all without one), cheapest first or soonest expiry first. */
export function selectRewards(
  rewards: readonly Reward[],
  type: RewardType | undefined,
  sort: RewardSort = 'points',
): Reward[] {
  const shown = type ? rewards.filter((reward) => reward.kind === type) : [...rewards];
  return shown.sort((a, b) => {
    if (sort === 'expiry') return endMs(a) - endMs(b) || byName(a, b);
    return (
      (a.points ?? Number.POSITIVE_INFINITY) - (b.points ?? Number.POSITIVE_INFINITY) ||
      byName(a, b)
    );
  });
}
