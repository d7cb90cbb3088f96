import { z } from '../../../lib/zod';

const looseText = z.nullish(z.union([z.string(), z.number()]));
const status = z.union([z.number(), z.string(), z.boolean()]);

/** An explore article (docs/api.md "Explore"). */
export const exploreDto = z.object({
  ExploreID: z.union([z.string(), z.number()]),
  Title: z.string(),
  BiTitle: looseText,
  Category: looseText,
  BiCategory: looseText,
  Summary: looseText,
  BiSummary: looseText,
  Content: looseText,
  BiContent: looseText,
  ImagePath: looseText,
  MerchantCodes: z.nullish(z.array(z.string())),
  SortOrder: looseText,
});
export type ExploreDto = z.infer<typeof exploreDto>;

/** `POST {bi}/v1/explores` */
export const exploresResponseDto = z.object({ Status: status, Result: z.array(exploreDto) });
/** `POST {bi}/v1/explore-details` */
export const exploreDetailsResponseDto = z.object({ Status: status, Result: exploreDto });
