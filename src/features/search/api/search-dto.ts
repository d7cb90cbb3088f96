import { z } from '../../../lib/zod';

const looseText = z.union([z.string(), z.number()]).nullish();
const id = z.union([z.string(), z.number()]);

/** The fields of a store hit the results need (a full Merchant on the wire). */
export const storeHitDto = z.object({
  MerchantID: id,
  MerchantCode: looseText,
  StoreName: z.string(),
  BiStoreName: looseText,
  CategoryID: id.nullish(),
  SubCategoryName: looseText,
  BiSubCategoryName: looseText,
  UnitNumber: looseText,
  Zone: looseText,
  MerchantLogo: looseText,
});

export const promotionHitDto = z.object({
  HappeningID: id,
  Title: z.string(),
  BiTitle: looseText,
  ThumbnailUrl: looseText,
  ImagePath: looseText,
  StartDate: looseText,
  EndDate: looseText,
  StoreName: looseText,
});

export const eventHitDto = z.object({
  EventID: id,
  Title: z.string(),
  BiTitle: looseText,
  EventImage: looseText,
  StartDate: looseText,
  EndDate: looseText,
  Location: looseText,
});

export const pageHitDto = z.object({
  Slug: z.string(),
  Title: z.string(),
  BiTitle: looseText,
  Excerpt: looseText,
});

const count = z.union([z.number(), z.string()]).nullish();

/** `POST {bi}/v1/global-search` (docs/api.md "SearchResult"). */
export const globalSearchResponseDto = z.object({
  Status: z.union([z.number(), z.string(), z.boolean()]),
  Result: z.object({
    Stores: z.array(storeHitDto).nullish(),
    Promotions: z.array(promotionHitDto).nullish(),
    Events: z.array(eventHitDto).nullish(),
    Pages: z.array(pageHitDto).nullish(),
  }),
  RecordCount: z
    .object({ Stores: count, Promotions: count, Events: count, Pages: count })
    .nullish(),
});
export type GlobalSearchResponseDto = z.infer<typeof globalSearchResponseDto>;
