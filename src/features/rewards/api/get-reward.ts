import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { rewardDetailResponseDto } from './reward-dto';
import { toReward, type Reward } from './reward-mapper';

/**
 * The reference type of catalogue rewards. The spec names the field without its values; the
 * embedded backend accepts any, and '1' is the catalogue's own type.
 */
const CATALOGUE_TYPE_ID = '1';

/** Reward detail: `CompanyID, TypeId, RewardId` as a form-encoded `params` JSON. */
export async function getReward(id: string, signal?: AbortSignal): Promise<Reward> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.rewardDetails,
    params: { CompanyID: COMPANY_ID, TypeId: CATALOGUE_TYPE_ID, RewardId: id },
    schema: rewardDetailResponseDto,
    signal,
  });
  return toReward(payload.Result);
}

export const rewardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['rewards', 'detail', id],
    queryFn: ({ signal }) => getReward(id, signal),
  });
