import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import { rewardsResponseDto } from './reward-dto';
import { toReward, type Reward } from './reward-mapper';
import { rewardKeys } from './query-keys';

/** `POST {bi}/v1/rewards` with an empty body: `Result.rewards`. */
export async function getRewards(signal?: AbortSignal): Promise<Reward[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.rewards,
    body: {},
    schema: rewardsResponseDto,
    signal,
  });
  return payload.Result.rewards.map(toReward);
}

export const rewardsQueryOptions = () =>
  queryOptions({
    queryKey: rewardKeys.list(),
    queryFn: ({ signal }) => getRewards(signal),
  });
