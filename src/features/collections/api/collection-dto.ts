import { z } from '../../../lib/zod';

const looseText = z.nullish(z.union([z.string(), z.number()]));
const status = z.union([z.number(), z.string(), z.boolean()]);

/** A curated collection of merchants (docs/api.md "Collection"). */
export const collectionDto = z.object({
  CollectionID: z.union([z.string(), z.number()]),
  Title: z.string(),
  BiTitle: looseText,
  Description: looseText,
  BiDescription: looseText,
  ImagePath: looseText,
  MerchantCodes: z.nullish(z.array(z.string())),
});
export type CollectionDto = z.infer<typeof collectionDto>;

/** `POST {bi}/v1/collections` */
export const collectionsResponseDto = z.object({ Status: status, Result: z.array(collectionDto) });
/** `POST {bi}/v1/collection-details` */
export const collectionDetailsResponseDto = z.object({ Status: status, Result: collectionDto });
