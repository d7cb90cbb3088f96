/** The content call, loaded with its first fetch (get-content.ts). */
import { apiRequest } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import { contentResponseDto } from './content-dto';
import { toContentItem, type ContentItem } from './content-mapper';

/** `GET {api}/api/content/?type=`: content items of one type, by sort order. */
export async function getContent(type: string, signal?: AbortSignal): Promise<ContentItem[]> {
  const payload = await apiRequest({
    backend: 'api',
    path: API_PATHS.content,
    query: { type },
    schema: contentResponseDto,
    signal,
  });
  return payload.data.map(toContentItem).sort((a, b) => a.sortOrder - b.sortOrder);
}
