/** The promotions list call, loaded with its first fetch (get-promotions.ts). */
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import { promotionsResponseDto } from './promotion-dto';
import { toPromotion, type Promotion } from './promotion-mapper';

/** `POST {bi}/v1/promotions` with an empty body: every current promotion. */
export async function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.promotions,
    body: {},
    schema: promotionsResponseDto,
    signal,
  });
  return payload.Result.map(toPromotion);
}
