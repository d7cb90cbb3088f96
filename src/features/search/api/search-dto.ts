import * as v from 'valibot';

const looseText = v.nullish(v.union([v.string(), v.number()]));
const id = v.union([v.string(), v.number()]);

/** The fields of a store hit the results need (a full Merchant on the wire). */
export const storeHitDto = v.object({
  MerchantID: id,
  MerchantCode: looseText,
  StoreName: v.string(),
  BiStoreName: looseText,
  CategoryID: v.nullish(id),
  SubCategoryName: looseText,
  BiSubCategoryName: looseText,
  UnitNumber: looseText,
  Zone: looseText,
  MerchantLogo: looseText,
});

export const promotionHitDto = v.object({
  HappeningID: id,
  Title: v.string(),
  BiTitle: looseText,
  ThumbnailUrl: looseText,
  ImagePath: looseText,
  StartDate: looseText,
  EndDate: looseText,
  StoreName: looseText,
});

export const eventHitDto = v.object({
  EventID: id,
  Title: v.string(),
  BiTitle: looseText,
  EventImage: looseText,
  StartDate: looseText,
  EndDate: looseText,
  Location: looseText,
});

export const pageHitDto = v.object({
  Slug: v.string(),
  Title: v.string(),
  BiTitle: looseText,
  Excerpt: looseText,
});

const count = v.nullish(v.union([v.number(), v.string()]));

/** `POST {bi}/v1/global-search` (docs/api.md "SearchResult"). */
export const globalSearchResponseDto = v.object({
  Status: v.union([v.number(), v.string(), v.boolean()]),
  Result: v.object({
    Stores: v.nullish(v.array(storeHitDto)),
    Promotions: v.nullish(v.array(promotionHitDto)),
    Events: v.nullish(v.array(eventHitDto)),
    Pages: v.nullish(v.array(pageHitDto)),
  }),
  RecordCount: v.nullish(
    v.object({ Stores: count, Promotions: count, Events: count, Pages: count }),
  ),
});
export type GlobalSearchResponseDto = v.InferOutput<typeof globalSearchResponseDto>;
