import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import { contentResponseDto } from './content-dto';
import { toContentItem, type ContentItem } from './content-mapper';
import { contentKeys } from './query-keys';

export const DEFAULT_CONTENT_TYPE = 'home-banner';

/** `GET {api}/api/content/?type=`: content items of one type, by sort order. */
export async function getContent(
  type = DEFAULT_CONTENT_TYPE,
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  const payload = await apiRequest({
    backend: 'api',
    path: API_PATHS.content,
    query: { type },
    schema: contentResponseDto,
    signal,
  });
  return payload.data.map(toContentItem).sort((a, b) => a.sortOrder - b.sortOrder);
}

export const contentQueryOptions = (type = DEFAULT_CONTENT_TYPE) =>
  queryOptions({
    queryKey: contentKeys.ofType(type),
    queryFn: ({ signal }) => getContent(type, signal),
  });
