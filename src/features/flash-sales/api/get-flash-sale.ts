import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { flashSaleDetailResponseDto } from './flash-sale-dto';
import { toFlashSale, type FlashSale } from './flash-sale-mapper';

/** Flash sale detail: `CompanyID, FlashSalesID, ImageSize 'large'` as a form-encoded `params` JSON. */
export async function getFlashSale(id: string, signal?: AbortSignal): Promise<FlashSale> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.flashSaleDetails,
    params: { CompanyID: COMPANY_ID, FlashSalesID: id, ImageSize: 'large' },
    schema: flashSaleDetailResponseDto,
    signal,
  });
  return toFlashSale(payload.Result);
}

export const flashSaleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['flash-sales', 'detail', id],
    queryFn: ({ signal }) => getFlashSale(id, signal),
  });
