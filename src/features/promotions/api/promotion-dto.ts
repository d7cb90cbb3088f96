import * as v from 'valibot';
import { looseFlag, looseId, looseNumber, looseText } from '../../../lib/wire-schema';

/** One entry of a promotion's `morePromotions`. */
export const morePromotionDto = v.object({
  HappeningID: looseId,
  Title: looseText,
  BiTitle: looseText,
  ImagePath: looseText,
  StartDate: looseText,
  EndDate: looseText,
});
export type MorePromotionDto = v.InferOutput<typeof morePromotionDto>;

/** A promotion of `POST {bi}/v1/promotions` (docs/wire-format.md, docs/api.md). */
export const promotionDto = v.object({
  HappeningID: looseId,
  Slug: looseText,
  Title: v.string(),
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
  morePromotions: v.nullish(v.array(morePromotionDto)),
  Priority: looseNumber,
  SortOrder: looseNumber,
});
export type PromotionDto = v.InferOutput<typeof promotionDto>;

export const promotionsResponseDto = v.object({
  Result: v.array(promotionDto),
  RecordCount: v.optional(v.unknown()),
});

export const promotionDetailResponseDto = v.object({
  Result: promotionDto,
});
