import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { promotionDetailResponseDto } from './promotion-dto';
import { toPromotion, type Promotion } from './promotion-mapper';

/** Promotion detail: `CompanyID, HappeningID` as a form-encoded `params` JSON (spec section 7). */
export async function getPromotion(id: string, signal?: AbortSignal): Promise<Promotion> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.promotionDetails,
    params: { CompanyID: COMPANY_ID, HappeningID: id },
    schema: promotionDetailResponseDto,
    signal,
  });
  return toPromotion(payload.Result);
}

export const promotionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['promotions', 'detail', id],
    queryFn: ({ signal }) => getPromotion(id, signal),
  });
