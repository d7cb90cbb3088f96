import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { toEvoucher, type Evoucher } from './evoucher';
import { evoucherDetailsResponseDto, evouchersResponseDto } from './evoucher-dto';
import { evoucherKeys } from './query-keys';

/** `POST {bi}/v1/evouchers`: the e-vouchers on offer. */
export async function getEvouchers(signal?: AbortSignal): Promise<Evoucher[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.evouchers,
    body: {},
    schema: evouchersResponseDto,
    signal,
  });
  return payload.Result.map(toEvoucher);
}

/** `POST {bi}/v1/evoucher-details` (form-encoded params, as detail calls are sent). */
export async function getEvoucher(id: string, signal?: AbortSignal): Promise<Evoucher> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.evoucherDetails,
    params: { CompanyID: COMPANY_ID, EvoucherID: id },
    schema: evoucherDetailsResponseDto,
    signal,
  });
  return toEvoucher(payload.Result);
}

export const evouchersQueryOptions = () =>
  queryOptions({ queryKey: evoucherKeys.list(), queryFn: ({ signal }) => getEvouchers(signal) });

export const evoucherQueryOptions = (id: string) =>
  queryOptions({
    queryKey: evoucherKeys.detail(id),
    queryFn: ({ signal }) => getEvoucher(id, signal),
  });
