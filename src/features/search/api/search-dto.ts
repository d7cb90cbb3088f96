import { z } from '../../../lib/zod';

const looseText = z.nullish(z.union([z.string(), z.number()]));
const id = z.union([z.string(), z.number()]);

/** The fields of a store hit the results need (a full Merchant on the wire). */
export const storeHitDto = z.object({
  MerchantID: id,
  MerchantCode: looseText,
  StoreName: z.string(),
  BiStoreName: looseText,
  CategoryID: z.nullish(id),
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

const count = z.nullish(z.union([z.number(), z.string()]));

/** `POST {bi}/v1/global-search` (docs/api.md "SearchResult"). */
export const globalSearchResponseDto = z.object({
  Status: z.union([z.number(), z.string(), z.boolean()]),
  Result: z.object({
    Stores: z.nullish(z.array(storeHitDto)),
    Promotions: z.nullish(z.array(promotionHitDto)),
    Events: z.nullish(z.array(eventHitDto)),
    Pages: z.nullish(z.array(pageHitDto)),
  }),
  RecordCount: z.nullish(
    z.object({ Stores: count, Promotions: count, Events: count, Pages: count }),
  ),
});
export type GlobalSearchResponseDto = z.infer<typeof globalSearchResponseDto>;
