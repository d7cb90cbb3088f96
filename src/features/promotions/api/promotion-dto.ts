// Not zod: these payloads are read on the home page (see lib/wire-schema.ts).
import {
  array,
  looseFlag,
  looseId,
  looseNumber,
  looseText,
  nullish,
  object,
  optional,
  string,
  unknown,
  type WireOutput,
} from '../../../lib/wire-schema';

/** One entry of a promotion's `morePromotions`. */
export const morePromotionDto = object({
  HappeningID: looseId,
  Title: looseText,
  BiTitle: looseText,
  ImagePath: looseText,
  StartDate: looseText,
  EndDate: looseText,
});
export type MorePromotionDto = WireOutput<typeof morePromotionDto>;

/** A promotion of `POST {bi}/v1/promotions` (docs/wire-format.md, docs/api.md). */
export const promotionDto = object({
  HappeningID: looseId,
  Slug: looseText,
  Title: string,
  BiTitle: looseText,
  Status: looseText,
  IsFeatured: looseFlag,
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
  morePromotions: nullish(array(morePromotionDto)),
  Priority: looseNumber,
  SortOrder: looseNumber,
});
export type PromotionDto = WireOutput<typeof promotionDto>;

export const promotionsResponseDto = object({
  Result: array(promotionDto),
  RecordCount: optional(unknown),
});

export const promotionDetailResponseDto = object({
  Result: promotionDto,
});
