/** The global search call of the BI API (docs/api.md "SearchResult"). */
import { biRoute, defineCall } from './call';
import { MAX_SEARCH_LENGTH } from '../search-query';
import { SEARCH } from './cache-policies';
import { looseId, looseNumber, looseTextOrNumber } from './fields';
import { checked, z } from './zod';

/** The fields of a store hit the results need (a full Merchant on the wire). */
export const storeHitWire = z.object({
  MerchantID: looseId,
  MerchantCode: looseTextOrNumber,
  StoreName: z.string(),
  BiStoreName: looseTextOrNumber,
  CategoryID: z.nullish(looseId),
  SubCategoryName: looseTextOrNumber,
  BiSubCategoryName: looseTextOrNumber,
  UnitNumber: looseTextOrNumber,
  Zone: looseTextOrNumber,
  MerchantLogo: looseTextOrNumber,
});

/** The fields of a promotion hit the results need (a full Promotion on the wire). */
export const promotionHitWire = z.object({
  HappeningID: looseId,
  Title: z.string(),
  BiTitle: looseTextOrNumber,
  ThumbnailUrl: looseTextOrNumber,
  ImagePath: looseTextOrNumber,
  StartDate: looseTextOrNumber,
  EndDate: looseTextOrNumber,
  StoreName: looseTextOrNumber,
});

/** The fields of an event hit the results need (a full Event on the wire). */
export const eventHitWire = z.object({
  EventID: looseId,
  Title: z.string(),
  BiTitle: looseTextOrNumber,
  EventImage: looseTextOrNumber,
  StartDate: looseTextOrNumber,
  EndDate: looseTextOrNumber,
  Location: looseTextOrNumber,
});

/** A CMS page whose title matched, with the start of its description. */
export const pageHitWire = z.object({
  Slug: z.string(),
  Title: z.string(),
  BiTitle: looseTextOrNumber,
  Excerpt: looseTextOrNumber,
});

const globalSearchAnswer = z.object({
  Status: z.union([z.number(), z.string(), z.boolean()]),
  Result: z.object({
    Stores: z.nullish(z.array(storeHitWire)),
    Promotions: z.nullish(z.array(promotionHitWire)),
    Events: z.nullish(z.array(eventHitWire)),
    Pages: z.nullish(z.array(pageHitWire)),
  }),
  RecordCount: z.nullish(
    z.object({
      Stores: looseNumber,
      Promotions: looseNumber,
      Events: looseNumber,
      Pages: looseNumber,
    }),
  ),
});
export type GlobalSearchWire = z.infer<typeof globalSearchAnswer>;

/**
 * The query: trimmed, then neither empty nor longer than the search page sends. The raw length is
 * capped first, so an absurd payload is refused before any work on it.
 */
const searchQuery = checked(
  z.string(),
  z.maxLength(1000),
  z.trim(),
  z.minLength(1),
  z.maxLength(MAX_SEARCH_LENGTH),
);

/** `POST {bi}/v1/global-search` with `QuerySearch`: stores, promotions, events and pages. */
export const globalSearchRoute = biRoute('/v1/global-search');
export const globalSearchCall = defineCall(globalSearchRoute, {
  input: z.object({ QuerySearch: searchQuery }),
  answer: globalSearchAnswer,
  cache: SEARCH,
});
