/** The collections calls and their mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readItem } from '../../../lib/read-path/detail-item';
import { readImageUrl, readText } from '../../../lib/wire';
import { COMPANY_ID } from '../../../shared/contracts/call';
import {
  collectionDetailsCall,
  collectionsCall,
  type CollectionWire,
} from '../../../shared/contracts/curations';
import type { Collection } from '../model/collection';

export function toCollection(wire: CollectionWire): Collection {
  return {
    id: String(wire.CollectionID),
    title: wire.Title,
    titleZh: readText(wire.BiTitle),
    description: readText(wire.Description),
    descriptionZh: readText(wire.BiDescription),
    imageUrl: readImageUrl(wire.ImagePath),
    merchantCodes: (wire.MerchantCodes ?? []).map((code) => code.trim()).filter(Boolean),
  };
}

/** Every collection. */
export async function getCollections(signal: AbortSignal): Promise<Collection[]> {
  return (await callApi(collectionsCall, { signal })).Result.map(toCollection);
}

/** One collection, found in whatever the detail call answers. */
export async function getCollection(id: string, signal: AbortSignal): Promise<Collection> {
  const input = { CompanyID: COMPANY_ID, CollectionID: id };
  return toCollection(await readItem(collectionDetailsCall, id, { input, signal }));
}
