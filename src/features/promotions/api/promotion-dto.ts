// Not zod: these payloads are read on the home page (see lib/wire-schema.ts).
import {
  array,
  boolean,
  nullish,
  number,
  object,
  optional,
  string,
  union,
  unknown,
  type WireOutput,
} from '../../../lib/wire-schema';

/** Wire values are loose (string flags, numbers as strings, "NA"): the mapper reads them. */
const looseId = union(string, number);
const looseText = nullish(string);
const looseFlag = nullish(union(boolean, string, number));
const looseNumber = nullish(union(number, string));

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

/** A promotion of `POST {bi}/v1/promotions` (wire-format.md, docs/api.md). */
export const promotionDto = object({
  HappeningID: looseId,
  Slug: looseText,
  Title: string,
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
