/** The store's deals call, loaded with its first fetch (get-merchant-offers.ts). */
import { apiRequest } from '../../../lib/api-client';
import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID, ENDPOINT_PATHS } from '../../../shared/api-paths';
import { dealsResponseDto, type DealDto } from './deal-dto';
import type { Deal } from './get-merchant-offers';

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
