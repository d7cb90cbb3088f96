import { z } from '../../../lib/zod';

const looseText = z.nullish(z.union([z.string(), z.number()]));
const id = z.union([z.string(), z.number()]);

/** A deal of `POST {endpoint}/list/model/deal` (docs/api.md "Deal"). */
export const dealDto = z.object({
  DealID: id,
  Title: z.string(),
  BiTitle: looseText,
  Description: looseText,
  ImagePath: looseText,
  MerchantID: z.nullish(id),
  MerchantCode: looseText,
  StoreName: looseText,
  Price: looseText,
  Points: looseText,
  StartDate: looseText,
  EndDate: looseText,
});
export type DealDto = z.infer<typeof dealDto>;

export const dealsResponseDto = z.object({
  Status: z.union([z.number(), z.string(), z.boolean()]),
  Result: z.array(dealDto),
  RecordCount: z.nullish(z.union([z.number(), z.string()])),
});

/** The fields of a promotion (`POST {bi}/v1/promotions`) a store page needs. */
export const merchantPromotionDto = z.object({
  HappeningID: id,
  Title: z.string(),
  BiTitle: looseText,
  ImagePath: looseText,
  ThumbnailUrl: looseText,
  StartDate: looseText,
  EndDate: looseText,
  MerchantID: z.nullish(id),
  MerchantCode: looseText,
});
export type MerchantPromotionDto = z.infer<typeof merchantPromotionDto>;

export const promotionsResponseDto = z.object({
  status: z.optional(z.union([z.number(), z.string(), z.boolean()])),
  Status: z.optional(z.union([z.number(), z.string(), z.boolean()])),
  Result: z.array(merchantPromotionDto),
});
