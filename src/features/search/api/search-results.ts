import { readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import {
  isStoreCategoryId,
  DEFAULT_STORE_CATEGORY_ID,
  type StoreCategoryId,
} from '../../../shared/store-categories';
import type { GlobalSearchResponseDto } from './search-dto';

export interface StoreHit {
  id: string;
  name: string;
  nameZh?: string;
  categoryId: StoreCategoryId;
  subCategory?: string;
  subCategoryZh?: string;
  unitNumber?: string;
  zone?: string;
  logoUrl?: string;
}

export interface PromotionHit {
  id: string;
  title: string;
  titleZh?: string;
  imageUrl?: string;
  startDate?: string;
  endDate?: string;
  storeName?: string;
}

export interface EventHit {
  id: string;
  title: string;
  titleZh?: string;
  imageUrl?: string;
  startDate?: string;
  endDate?: string;
  location?: string;
}

export interface PageHit {
  slug: string;
  title: string;
  titleZh?: string;
  excerpt?: string;
}

export const SEARCH_KINDS = ['stores', 'promotions', 'events', 'pages'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchResults {
  stores: StoreHit[];
  promotions: PromotionHit[];
  events: EventHit[];
  pages: PageHit[];
  /** Totals per kind; the lists hold at most 50 of each. */
  totals: Record<SearchKind, number>;
  /**
   * Present when the network could not answer and the results come from what the device saved:
   * `at` is when that was saved (the oldest of the lists searched), when known.
   */
  saved?: { at: number | undefined };
}

export function toSearchResults(payload: GlobalSearchResponseDto): SearchResults {
  const result = payload.Result;
  const stores = (result.Stores ?? []).map((dto): StoreHit => {
    const categoryId = readNumber(dto.CategoryID);
    return {
      id: String(dto.MerchantID),
      name: dto.StoreName,
      nameZh: readText(dto.BiStoreName),
      categoryId: isStoreCategoryId(categoryId) ? categoryId : DEFAULT_STORE_CATEGORY_ID,
      subCategory: readText(dto.SubCategoryName),
      subCategoryZh: readText(dto.BiSubCategoryName),
      unitNumber: readText(dto.UnitNumber),
      zone: readText(dto.Zone),
      logoUrl: readImageUrl(dto.MerchantLogo),
    };
  });
  const promotions = (result.Promotions ?? []).map((dto): PromotionHit => ({
    id: String(dto.HappeningID),
    title: dto.Title,
    titleZh: readText(dto.BiTitle),
    imageUrl: readImageUrl(dto.ThumbnailUrl) ?? readImageUrl(dto.ImagePath),
    startDate: readInstant(dto.StartDate),
    endDate: readInstant(dto.EndDate),
    storeName: readText(dto.StoreName),
  }));
  const events = (result.Events ?? []).map((dto): EventHit => ({
    id: String(dto.EventID),
    title: dto.Title,
    titleZh: readText(dto.BiTitle),
    imageUrl: readImageUrl(dto.EventImage),
    startDate: readInstant(dto.StartDate),
    endDate: readInstant(dto.EndDate),
    location: readText(dto.Location),
  }));
  const pages = (result.Pages ?? []).map((dto): PageHit => ({
    slug: dto.Slug.replace(/^\/+/, ''),
    title: dto.Title,
    titleZh: readText(dto.BiTitle),
    excerpt: readText(dto.Excerpt),
  }));
  const counts = payload.RecordCount;
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

/** Total hits over every kind. */
export function totalHits(results: SearchResults): number {
  return SEARCH_KINDS.reduce((sum, kind) => sum + results.totals[kind], 0);
}
