import * as v from 'valibot';

const looseText = v.nullish(v.union([v.string(), v.number()]));
const status = v.union([v.number(), v.string(), v.boolean()]);

/** A curated collection of merchants (docs/api.md "Collection"). */
export const collectionDto = v.object({
  CollectionID: v.union([v.string(), v.number()]),
  Title: v.string(),
  BiTitle: looseText,
  Description: looseText,
  BiDescription: looseText,
  ImagePath: looseText,
  MerchantCodes: v.nullish(v.array(v.string())),
});
export type CollectionDto = v.InferOutput<typeof collectionDto>;

/** `POST {bi}/v1/collections` */
export const collectionsResponseDto = v.object({ Status: status, Result: v.array(collectionDto) });
/** `POST {bi}/v1/collection-details` */
export const collectionDetailsResponseDto = v.object({ Status: status, Result: collectionDto });
