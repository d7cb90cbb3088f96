/** The global search call and its mapper, loaded with the first fetch (queries.ts). */
import { ApiError, callApi } from '../../../lib/api-client';
import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { globalSearchCall, type GlobalSearchWire } from '../../../shared/contracts/search';
import { DEFAULT_STORE_CATEGORY_ID, isStoreCategoryId } from '../../../shared/store-categories';
import type {
  EventHit,
  PageHit,
  PromotionHit,
  SearchResults,
  StoreHit,
} from '../model/search-results';

export function toSearchResults(wire: GlobalSearchWire): SearchResults {
  const result = wire.Result;
  const stores = (result.Stores ?? []).map((hit): StoreHit => {
    const categoryId = readNumber(hit.CategoryID);
    return {
      id: String(hit.MerchantID),
      name: hit.StoreName,
      nameZh: readText(hit.BiStoreName),
      categoryId: isStoreCategoryId(categoryId) ? categoryId : DEFAULT_STORE_CATEGORY_ID,
      subCategory: readText(hit.SubCategoryName),
      subCategoryZh: readText(hit.BiSubCategoryName),
      unitNumber: readText(hit.UnitNumber),
      zone: readText(hit.Zone),
      logoUrl: readImageUrl(hit.MerchantLogo),
    };
  });
  const promotions = (result.Promotions ?? []).map((hit): PromotionHit => ({
    id: String(hit.HappeningID),
    title: hit.Title,
    titleZh: readText(hit.BiTitle),
    imageUrl: readImageUrl(hit.ThumbnailUrl) ?? readImageUrl(hit.ImagePath),
    startDate: readInstant(hit.StartDate),
    endDate: readInstant(hit.EndDate),
    storeName: readText(hit.StoreName),
  }));
  const events = (result.Events ?? []).map((hit): EventHit => ({
    id: String(hit.EventID),
    title: hit.Title,
    titleZh: readText(hit.BiTitle),
    imageUrl: readImageUrl(hit.EventImage),
    startDate: readInstant(hit.StartDate),
    endDate: readInstant(hit.EndDate),
    location: readText(hit.Location),
  }));
  const pages = (result.Pages ?? []).map((hit): PageHit => ({
    slug: hit.Slug.replace(/^\/+/, ''),
    title: hit.Title,
    titleZh: readText(hit.BiTitle),
    excerpt: readText(hit.Excerpt),
  }));
  const counts = wire.RecordCount;
  return {
    stores,
    promotions,
    events,
    pages,
    totals: {
      stores: Math.max(readNumber(counts?.Stores) ?? 0, stores.length),
      promotions: Math.max(readNumber(counts?.Promotions) ?? 0, promotions.length),
      events: Math.max(readNumber(counts?.Events) ?? 0, events.length),
      pages: Math.max(readNumber(counts?.Pages) ?? 0, pages.length),
    },
  };
}

/**
 * `POST {bi}/v1/global-search` with `QuerySearch`. When the request fails on the way (offline, or
 * a network that lets nothing through), the answer comes from the lists saved on the device; the
 * code that does that loads only then. With nothing saved, the network's error stands.
 */
export async function globalSearch(query: string, signal: AbortSignal): Promise<SearchResults> {
  try {
    return toSearchResults(
      await callApi(globalSearchCall, { input: { QuerySearch: query }, signal }),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'network') throw error;
    const { searchOffline } = await import('./offline-search');
    const saved = await searchOffline(query, signal).catch(() => undefined);
    if (!saved) throw error;
    return { ...toSearchResults(saved.answer), saved: { at: saved.at } };
  }
}
