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

/** What a promotion's card draws: the promotion without its texts and related promotions. */
export type PromotionCardFields = Omit<Promotion, 'contentHtml' | 'termsHtml' | 'morePromotions'>;

/**
 * A promotion cut to its card (the home page's featured ones): a page the server drew carries
 * its answers, and the texts were two thirds of the home page's (its document past the first
 * round trip of about 14 KB compressed).
 */
export function toPromotionCardFields({
  contentHtml: _content,
  termsHtml: _terms,
  morePromotions: _more,
  ...card
}: Promotion): PromotionCardFields {
  return card;
}
