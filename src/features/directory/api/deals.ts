/** The deals call (a store's current deals) and its mapper, loaded with the first fetch. */
import { callApi } from '../../../lib/api-client';
import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID } from '../../../shared/contracts/call';
import { dealsCall, type DealWire } from '../../../shared/contracts/deals';
import type { Deal } from '../model/deal';

export function toDeal(wire: DealWire): Deal {
  return {
    id: String(wire.DealID),
    title: wire.Title,
    titleZh: readText(wire.BiTitle),
    description: readText(wire.Description),
    imageUrl: readImageUrl(wire.ImagePath),
    price: readNumber(wire.Price),
    points: readNumber(wire.Points),
    startDate: readInstant(wire.StartDate),
    endDate: readInstant(wire.EndDate),
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
export async function getMerchantDeals(merchantCode: string, signal: AbortSignal): Promise<Deal[]> {
  const payload = await callApi(dealsCall, { input: dealsRequestBody(merchantCode), signal });
  return payload.Result.map(toDeal);
}
