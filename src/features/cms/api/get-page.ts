import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import { pageResponseDto } from './page-dto';
import { toCmsPage, type CmsPage } from './page-mapper';
import { cmsKeys } from './query-keys';

/** `GET {api}/api/pageBuilder/detail/?slug=`: one page-builder page; an unknown slug is a 404. */
export async function getCmsPage(slug: string, signal?: AbortSignal): Promise<CmsPage> {
  const payload = await apiRequest({
    backend: 'api',
    path: API_PATHS.pageBuilder,
    query: { slug },
    schema: pageResponseDto,
    signal,
  });
  return toCmsPage(payload.data);
}

export const cmsPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: cmsKeys.page(slug),
    queryFn: ({ signal }) => getCmsPage(slug, signal),
  });
