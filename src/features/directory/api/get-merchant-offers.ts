/**
 * What a store page shows below its details: the merchant's current deals and promotions. The
 * promotions list is fetched through this feature's own query (features never import each other)
 * and filtered by MerchantCode or MerchantID.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { BI_PATHS, COMPANY_ID, ENDPOINT_PATHS } from '../../../shared/api-paths';
import {
  dealsResponseDto,
  promotionsResponseDto,
  type DealDto,
  type MerchantPromotionDto,
} from './deal-dto';
import { directoryKeys } from './query-keys';

export interface Deal {
  id: string;
  title: string;
  titleZh?: string;
  description?: string;
  imageUrl?: string;
  price?: number;
  points?: number;
  startDate?: string;
  endDate?: string;
}

export interface MerchantPromotion {
  id: string;
  title: string;
  titleZh?: string;
  imageUrl?: string;
  startDate?: string;
  endDate?: string;
  merchantId?: string;
  merchantCode?: string;
}

export function toDeal(dto: DealDto): Deal {
  return {
    id: String(dto.DealID),
    title: dto.Title,
    titleZh: readText(dto.BiTitle),
    description: readText(dto.Description),
    imageUrl: readImageUrl(dto.ImagePath),
    price: readNumber(dto.Price),
    points: readNumber(dto.Points),
    startDate: readInstant(dto.StartDate),
    endDate: readInstant(dto.EndDate),
  };
}

export function toMerchantPromotion(dto: MerchantPromotionDto): MerchantPromotion {
  return {
    id: String(dto.HappeningID),
    title: dto.Title,
    titleZh: readText(dto.BiTitle),
    imageUrl: readImageUrl(dto.ThumbnailUrl) ?? readImageUrl(dto.ImagePath),
    startDate: readInstant(dto.StartDate),
    endDate: readInstant(dto.EndDate),
    merchantId: readText(dto.MerchantID),
    merchantCode: readText(dto.MerchantCode),
  };
}

/** Deal list request: every category and type, ending soonest first, first page. */
export function dealsRequestBody(merchantCode: string) {
  return {
    CompanyID: COMPANY_ID,
    CategId: 0,
    TypeId: 0,
    SortId: 2,
    PageIndex: 1,
    QuerySearch: '',
    MerchantCode: merchantCode,
  };
}

/** `POST {endpoint}/list/model/deal` filtered by the merchant's code. */
export async function getMerchantDeals(
  merchantCode: string,
  signal?: AbortSignal,
): Promise<Deal[]> {
  const payload = await apiRequest({
    backend: 'endpoint',
    path: ENDPOINT_PATHS.deals,
    body: dealsRequestBody(merchantCode),
    schema: dealsResponseDto,
    signal,
  });
  return payload.Result.map(toDeal);
}

export const merchantDealsQueryOptions = (merchantCode: string) =>
  queryOptions({
    queryKey: directoryKeys.deals(merchantCode),
    queryFn: ({ signal }) => getMerchantDeals(merchantCode, signal),
  });

/** `POST {bi}/v1/promotions`, mapped to the fields a store page needs. */
export async function getPromotionsForStores(signal?: AbortSignal): Promise<MerchantPromotion[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.promotions,
    body: {},
    schema: promotionsResponseDto,
    signal,
  });
  return payload.Result.map(toMerchantPromotion);
}

export const promotionsForStoresQueryOptions = () =>
  queryOptions({
    queryKey: directoryKeys.promotions(),
    queryFn: ({ signal }) => getPromotionsForStores(signal),
  });

/** A merchant's promotions that have not ended at `now`, soonest ending first. */
export function promotionsOfMerchant(
  promotions: readonly MerchantPromotion[],
  merchant: { id: string; code: string },
  now: number,
): MerchantPromotion[] {
  return promotions
    .filter((p) => p.merchantCode === merchant.code || p.merchantId === merchant.id)
    .filter((p) => !p.endDate || Date.parse(p.endDate) >= now)
    .sort((a, b) => Date.parse(a.endDate ?? '9999-12-31') - Date.parse(b.endDate ?? '9999-12-31'));
}

/** Deals that have not ended at `now`. */
export function currentDeals(deals: readonly Deal[], now: number): Deal[] {
  return deals.filter((deal) => !deal.endDate || Date.parse(deal.endDate) >= now);
}
