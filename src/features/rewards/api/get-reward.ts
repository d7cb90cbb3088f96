import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { byId, loadDetail } from '../../../lib/detail-answer';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { rewardsQueryOptions } from './get-rewards';
import { rewardDto } from './reward-dto';
import { toReward, type Reward } from './reward-mapper';
import { rewardKeys } from './query-keys';

/**
 * The reference type of catalogue rewards. The spec names the field without its values; the
 * embedded backend accepts any, and '1' is the catalogue's own type.
 */
const CATALOGUE_TYPE_ID = '1';

/**
 * Reward detail: `CompanyID, TypeId, RewardId` as a form-encoded `params` JSON; the reward is found
 * in whatever the call answers, else taken from the rewards list.
 */
export function getReward(id: string, client: QueryClient, signal?: AbortSignal): Promise<Reward> {
  return loadDetail({
    request: {
      backend: 'bi',
      path: BI_PATHS.rewardDetails,
      params: { CompanyID: COMPANY_ID, TypeId: CATALOGUE_TYPE_ID, RewardId: id },
      signal,
    },
    idFields: ['id', 'RewardId'],
    id,
    itemSchema: rewardDto,
    toModel: toReward,
    list: { client, options: rewardsQueryOptions(), find: byId(id) },
  });
}

export const rewardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: rewardKeys.detail(id),
    queryFn: ({ signal, client }) => getReward(id, client, signal),
  });
