/** The global search's results as the app uses them: hits of four kinds, with the totals. */
import type { StoreCategoryId } from '../../../shared/store-categories';

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

/** Total hits over every kind. */
export function totalHits(results: SearchResults): number {
  return SEARCH_KINDS.reduce((sum, kind) => sum + results.totals[kind], 0);
}
