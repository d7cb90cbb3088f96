import * as v from 'valibot';

const looseText = v.nullish(v.union([v.string(), v.number()]));
const id = v.union([v.string(), v.number()]);

/** A deal of `POST {endpoint}/list/model/deal` (docs/api.md "Deal"). */
export const dealDto = v.object({
  DealID: id,
  Title: v.string(),
  BiTitle: looseText,
  Description: looseText,
  ImagePath: looseText,
  MerchantID: v.nullish(id),
  MerchantCode: looseText,
  StoreName: looseText,
  Price: looseText,
  Points: looseText,
  StartDate: looseText,
  EndDate: looseText,
});
export type DealDto = v.InferOutput<typeof dealDto>;

export const dealsResponseDto = v.object({
  Status: v.union([v.number(), v.string(), v.boolean()]),
  Result: v.array(dealDto),
  RecordCount: v.nullish(v.union([v.number(), v.string()])),
});

/** The fields of a promotion (`POST {bi}/v1/promotions`) a store page needs. */
export const merchantPromotionDto = v.object({
  HappeningID: id,
  Title: v.string(),
  BiTitle: looseText,
  ImagePath: looseText,
  ThumbnailUrl: looseText,
  StartDate: looseText,
  EndDate: looseText,
  MerchantID: v.nullish(id),
  MerchantCode: looseText,
});
export type MerchantPromotionDto = v.InferOutput<typeof merchantPromotionDto>;

export const promotionsResponseDto = v.object({
  status: v.optional(v.union([v.number(), v.string(), v.boolean()])),
  Status: v.optional(v.union([v.number(), v.string(), v.boolean()])),
  Result: v.array(merchantPromotionDto),
});
