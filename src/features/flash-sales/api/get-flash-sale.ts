import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { byId, loadDetail } from '../../../lib/detail-answer';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { flashSaleDto } from './flash-sale-dto';
import { toFlashSale, type FlashSale } from './flash-sale-mapper';
import { flashSalesQueryOptions } from './get-flash-sales';
import { flashSaleKeys } from './query-keys';

/**
 * Flash sale detail: `CompanyID, FlashSalesID, ImageSize 'large'` as a form-encoded `params` JSON;
 * the sale is found in whatever the call answers, else taken from the flash sales list.
 */
export function getFlashSale(
  id: string,
  client: QueryClient,
  signal?: AbortSignal,
): Promise<FlashSale> {
  return loadDetail({
    request: {
      backend: 'bi',
      path: BI_PATHS.flashSaleDetails,
      params: { CompanyID: COMPANY_ID, FlashSalesID: id, ImageSize: 'large' },
      signal,
    },
    idFields: ['FlashSalesID'],
    id,
    itemSchema: flashSaleDto,
    toModel: toFlashSale,
    list: { client, options: flashSalesQueryOptions(), find: byId(id) },
  });
}

export const flashSaleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: flashSaleKeys.detail(id),
    queryFn: ({ signal, client }) => getFlashSale(id, client, signal),
  });
