/** The promotions list call, loaded with its first fetch (get-promotions.ts). */
import { apiRequest } from '../../../lib/api-client';
import { oncePerAnswer } from '../../../lib/once-per-answer';
import { BI_PATHS } from '../../../shared/api-paths';
import { promotionsResponseDto, type PromotionDto } from './promotion-dto';
import { toPromotion, type Promotion } from './promotion-mapper';

/** The list made of an answer, once per answer (lib/once-per-answer.ts). */
const mappedList = oncePerAnswer((payload: { Result: PromotionDto[] }) =>
  payload.Result.map(toPromotion),
);

/** `POST {bi}/v1/promotions` with an empty body: every current promotion. */
export async function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.promotions,
    body: {},
    schema: promotionsResponseDto,
    signal,
  });
  return mappedList(payload);
}
