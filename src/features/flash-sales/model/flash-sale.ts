/** A flash sale as the app uses it: prices in dollars (undefined when none), ISO instants. */
export interface FlashSale {
  id: string;
  title: string;
  titleZh?: string;
  description?: string;
  /** The Chinese texts; absent when the sale has none (the English is shown then). */
  descriptionZh?: string;
  detailHtml?: string;
  detailHtmlZh?: string;
  termsHtml?: string;
  termsHtmlZh?: string;
  imageUrl?: string;
  thumbnailUrl?: string;
  storeName?: string;
  location?: string;
  originalPrice?: number;
  salesPrice?: number;
  quantity?: number;
  remainingQuantity?: number;
  salesStartDate?: string;
  /** The spec converts SalesExpiryDate to a timestamp: kept as an ISO instant here. */
  salesExpiryDate?: string;
  isFeatured: boolean;
  sortOrder: number;
}
