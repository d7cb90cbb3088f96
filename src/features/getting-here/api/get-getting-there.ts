import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import { gettingThereResponseDto } from './getting-there-dto';
import { toGettingThere, type GettingThere } from './getting-there-mapper';
import { gettingHereKeys } from './query-keys';

const SUCCESS = new Set<unknown>([1, '1', true]);

/**
 * `POST {bi}/v1/getting-there`: the status sits inside `data` (`{ data: { Status, Result, Faq } }`),
 * so the client's usual top-level rule cannot see it and is overridden here.
 */
export async function getGettingThere(signal?: AbortSignal): Promise<GettingThere> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.gettingThere,
    body: {},
    schema: gettingThereResponseDto,
    signal,
    isSuccess: (record) => {
      const data = record.data;
      return (
        typeof data === 'object' &&
        data !== null &&
        SUCCESS.has((data as Record<string, unknown>).Status)
      );
    },
  });
  return toGettingThere(payload.data.Result, payload.data.Faq ?? []);
}

export const gettingThereQueryOptions = () =>
  queryOptions({
    queryKey: gettingHereKeys.directions(),
    queryFn: ({ signal }) => getGettingThere(signal),
  });
