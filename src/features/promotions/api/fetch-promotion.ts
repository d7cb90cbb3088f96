/** The promotion detail call, loaded with its first fetch (get-promotion.ts). */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { byId, loadDetail } from '../../../lib/detail-answer';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { promotionDto } from './promotion-dto';
import { toPromotion, type Promotion } from './promotion-mapper';

/**
 * Promotion detail: `CompanyID, HappeningID` as a form-encoded `params` JSON (spec section 7); the
 * promotion is found in whatever the call answers, else taken from the promotions list (`list`).
 */
export function getPromotion<ListKey extends QueryKey>(
  id: string,
  client: QueryClient,
  list: EnsureQueryDataOptions<Promotion[], Error, Promotion[], ListKey>,
  signal?: AbortSignal,
): Promise<Promotion> {
  return loadDetail({
    request: {
      backend: 'bi',
      path: BI_PATHS.promotionDetails,
      params: { CompanyID: COMPANY_ID, HappeningID: id },
      signal,
    },
    idFields: ['HappeningID'],
    id,
    itemSchema: promotionDto,
    toModel: toPromotion,
    list: { client, options: list, find: byId(id) },
  });
}
