// zod/mini: these payloads are parsed on the home page, so their schemas are part of the first load,
// where classic zod alone would weigh about 27 KB gzipped.
import { z } from 'zod/mini';

/** Wire values are loose (string flags, numbers as strings, "NA"): the mapper reads them. */
const looseId = z.union([z.string(), z.number()]);
const looseText = z.nullish(z.string());
const looseFlag = z.nullish(z.union([z.boolean(), z.string(), z.number()]));
const looseNumber = z.nullish(z.union([z.number(), z.string()]));

/** One entry of a promotion's `morePromotions`. */
export const morePromotionDto = z.object({
  HappeningID: looseId,
  Title: looseText,
  BiTitle: looseText,
  ImagePath: looseText,
  StartDate: looseText,
  EndDate: looseText,
});
export type MorePromotionDto = z.infer<typeof morePromotionDto>;

/** A promotion of `POST {bi}/v1/promotions` (wire-format.md, docs/api.md). */
export const promotionDto = z.object({
  HappeningID: looseId,
  Slug: looseText,
  Title: z.string(),
  BiTitle: looseText,
  Status: looseText,
  IsFeatured: looseFlag,
  IsMembersDay: looseFlag,
  Content: looseText,
  ImagePath: looseText,
  ThumbnailUrl: looseText,
  StartDate: looseText,
  EndDate: looseText,
  CreationDate: looseText,
  TypeId: looseNumber,
  MerchantID: looseNumber,
  MerchantCode: looseText,
  StoreName: looseText,
  Location: looseText,
  TOC: looseText,
  morePromotions: z.nullish(z.array(morePromotionDto)),
  Priority: looseNumber,
  SortOrder: looseNumber,
});
export type PromotionDto = z.infer<typeof promotionDto>;

export const promotionsResponseDto = z.object({
  Result: z.array(promotionDto),
  RecordCount: z.optional(z.unknown()),
});

export const promotionDetailResponseDto = z.object({
  Result: promotionDto,
});
