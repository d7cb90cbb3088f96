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

/**
 * What a promotion's card draws (image, title in both languages, dates, store) and what a list of
 * cards is ordered and picked by (its place and featured flag): a list page or the home page
 * carries only these. The texts, terms, related promotions and links are the detail page's, which
 * asks for its promotion (docs/read-path.md).
 */
export type PromotionCardFields = Pick<
  Promotion,
  | 'id'
  | 'title'
  | 'titleZh'
  | 'thumbnailUrl'
  | 'startDate'
  | 'endDate'
  | 'isFeatured'
  | 'sortOrder'
  | 'storeName'
>;

/**
 * A promotion cut to its card (the promotions page's list, the home page's featured ones): a page
 * the server drew carries its answers, and the texts, terms and links of every promotion put the
 * promotions page's document past the first round trip of about 14 KB compressed (issue 39).
 */
export function toPromotionCardFields(promotion: Promotion): PromotionCardFields {
  const { id, title, titleZh, thumbnailUrl, startDate, endDate, isFeatured, sortOrder } = promotion;
  const card: PromotionCardFields = { id, title, isFeatured, sortOrder };
  if (titleZh !== undefined) card.titleZh = titleZh;
  if (thumbnailUrl !== undefined) card.thumbnailUrl = thumbnailUrl;
  if (startDate !== undefined) card.startDate = startDate;
  if (endDate !== undefined) card.endDate = endDate;
  if (promotion.storeName !== undefined) card.storeName = promotion.storeName;
  return card;
}
