/** The promotions calls of the BI API (docs/api.md, docs/wire-format.md). */
import { biRoute, defineCall } from './call';
import { TIMELY } from './cache-policies';
import {
  anyPayload,
  companyId,
  detailEnvelope,
  looseFlag,
  looseId,
  looseNumber,
  looseText,
  numericId,
  statusFlag,
} from './fields';
import { z } from './zod';

/** One entry of a promotion's `morePromotions`. */
export const morePromotionWire = z.object({
  HappeningID: looseId,
  Title: looseText,
  BiTitle: looseText,
  ImagePath: looseText,
  StartDate: looseText,
  EndDate: looseText,
});
export type MorePromotionWire = z.infer<typeof morePromotionWire>;

/** A promotion on the wire. */
export const promotionWire = z.object({
  HappeningID: looseId,
  Slug: looseText,
  Title: z.string(),
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
  morePromotions: z.nullish(z.array(morePromotionWire)),
  Priority: looseNumber,
  SortOrder: looseNumber,
});
export type PromotionWire = z.infer<typeof promotionWire>;

/** `POST {bi}/v1/promotions`: every promotion that has not ended. */
export const promotionsRoute = biRoute('/v1/promotions');
export const promotionsCall = defineCall(promotionsRoute, {
  input: anyPayload,
  answer: z.object({
    status: statusFlag,
    Result: z.array(promotionWire),
    RecordCount: z.optional(z.unknown()),
  }),
  cache: TIMELY,
});

/** `POST {bi}/v1/promotion-details`: `CompanyID, HappeningID` as `params`. */
export const promotionDetailsRoute = biRoute('/v1/promotion-details', { form: true });
export const promotionDetailsCall = defineCall(promotionDetailsRoute, {
  input: z.object({ CompanyID: z.optional(companyId), HappeningID: numericId }),
  answer: z.object(detailEnvelope),
  item: { schema: promotionWire, idFields: ['HappeningID'] },
  cache: TIMELY,
});
