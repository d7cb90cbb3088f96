/**
 * What a store page shows below its details: the merchant's current deals. Its promotions come
 * from the promotions feature's list, which the route hands to the page (model/store-promotions.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID, ENDPOINT_PATHS } from '../../../shared/api-paths';
import { dealsResponseDto, type DealDto } from './deal-dto';
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

/** Deals that have not ended at `now`. */
export function currentDeals(deals: readonly Deal[], now: number): Deal[] {
  return deals.filter((deal) => !deal.endDate || Date.parse(deal.endDate) >= now);
}
