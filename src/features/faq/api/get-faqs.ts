import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS } from '../../../shared/api-paths';
import { faqsResponseDto } from './faq-dto';
import { toFaq, type Faq } from './faq-mapper';
import { faqKeys } from './query-keys';

/** `POST {bi}/v1/faqs` with an empty body. */
export async function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.faqs,
    body: {},
    schema: faqsResponseDto,
    signal,
  });
  return payload.Result.map(toFaq);
}

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.list(),
    queryFn: ({ signal }) => getFaqs(signal),
  });
