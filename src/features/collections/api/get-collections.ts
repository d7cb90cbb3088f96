import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BI_PATHS, COMPANY_ID } from '../../../shared/api-paths';
import { toCollection, type Collection } from './collection';
import { collectionDetailsResponseDto, collectionsResponseDto } from './collection-dto';
import { collectionKeys } from './query-keys';

/** `POST {bi}/v1/collections` */
export async function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.collections,
    body: {},
    schema: collectionsResponseDto,
    signal,
  });
  return payload.Result.map(toCollection);
}

/** `POST {bi}/v1/collection-details` (form-encoded params, as detail calls are sent). */
export async function getCollection(id: string, signal?: AbortSignal): Promise<Collection> {
  const payload = await apiRequest({
    backend: 'bi',
    path: BI_PATHS.collectionDetails,
    params: { CompanyID: COMPANY_ID, CollectionID: id },
    schema: collectionDetailsResponseDto,
    signal,
  });
  return toCollection(payload.Result);
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys.list(),
    queryFn: ({ signal }) => getCollections(signal),
  });

export const collectionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: ({ signal }) => getCollection(id, signal),
  });
