import * as v from 'valibot';

const looseText = v.nullish(v.union([v.string(), v.number()]));
const status = v.union([v.number(), v.string(), v.boolean()]);

/** An explore article (docs/api.md "Explore"). */
export const exploreDto = v.object({
  ExploreID: v.union([v.string(), v.number()]),
  Title: v.string(),
  BiTitle: looseText,
  Category: looseText,
  BiCategory: looseText,
  Summary: looseText,
  BiSummary: looseText,
  Content: looseText,
  BiContent: looseText,
  ImagePath: looseText,
  MerchantCodes: v.nullish(v.array(v.string())),
  SortOrder: looseText,
});
export type ExploreDto = v.InferOutput<typeof exploreDto>;

/** `POST {bi}/v1/explores` */
export const exploresResponseDto = v.object({ Status: status, Result: v.array(exploreDto) });
/** `POST {bi}/v1/explore-details` */
export const exploreDetailsResponseDto = v.object({ Status: status, Result: exploreDto });
