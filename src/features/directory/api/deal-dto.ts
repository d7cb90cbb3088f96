import { z } from '../../../lib/zod';

const looseText = z.union([z.string(), z.number()]).nullish();
const id = z.union([z.string(), z.number()]);

/** A deal of `POST {endpoint}/list/model/deal` (docs/api.md "Deal"). */
export const dealDto = z.object({
  DealID: id,
  Title: z.string(),
  BiTitle: looseText,
  Description: looseText,
  ImagePath: looseText,
  MerchantID: id.nullish(),
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
  RecordCount: z.union([z.number(), z.string()]).nullish(),
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
  MerchantID: id.nullish(),
  MerchantCode: looseText,
});
export type MerchantPromotionDto = z.infer<typeof merchantPromotionDto>;

export const promotionsResponseDto = z.object({
  status: z.union([z.number(), z.string(), z.boolean()]).optional(),
  Status: z.union([z.number(), z.string(), z.boolean()]).optional(),
  Result: z.array(merchantPromotionDto),
});
