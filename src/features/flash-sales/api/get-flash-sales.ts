import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import { flashSalesResponseDto } from './flash-sale-dto';
import { toFlashSale, type FlashSale } from './flash-sale-mapper';
import { flashSaleKeys } from './query-keys';

/** `POST {bi}/v1/flashsales` with an empty body. */
export async function getFlashSales(signal?: AbortSignal): Promise<FlashSale[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.flashSales,
    body: {},
    schema: flashSalesResponseDto,
    signal,
  });
  return payload.Result.data.flashsales.map(toFlashSale);
}

export const flashSalesQueryOptions = () =>
  queryOptions({
    queryKey: flashSaleKeys.list(),
    queryFn: ({ signal }) => getFlashSales(signal),
  });
