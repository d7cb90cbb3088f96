/** A related promotion shown under a promotion's detail. */
export interface PromotionSummary {
  id: string;
  title: string;
  titleZh?: string;
  imageUrl?: string;
  startDate?: string;
  endDate?: string;
}

/** A promotion as the app uses it: camelCase, real booleans, ISO instants, no "NA". */
export interface Promotion extends PromotionSummary {
  slug?: string;
  thumbnailUrl?: string;
  contentHtml?: string;
  termsHtml?: string;
  isFeatured: boolean;
  sortOrder: number;
  merchantId?: string;
  merchantCode?: string;
  storeName?: string;
  location?: string;
  morePromotions: PromotionSummary[];
}
