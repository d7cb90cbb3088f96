import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import type { Merchant } from '../model/merchant';
import { directoryDetailsResponseDto } from './merchant-dto';
import { toMerchant } from './merchant-mapper';
import { directoryKeys } from './query-keys';

/**
 * `POST {bi}/v1/directory-details` with the MerchantCode. The details carry the long texts; the
 * directory's own listing (sub-categories, partner status) is merged in by the caller.
 */
export async function getMerchantDetails(code: string, signal?: AbortSignal): Promise<Merchant> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.directoryDetails,
    body: { MerchantCode: code },
    schema: directoryDetailsResponseDto,
    signal,
  });
  return toMerchant(payload.Result.merchant);
}

export const merchantDetailsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: directoryKeys.details(code),
    queryFn: ({ signal }) => getMerchantDetails(code, signal),
  });
