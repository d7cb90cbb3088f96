/** An event as the app uses it. `cost` is display text ("Free", "$15.00"). */
export interface MallEvent {
  id: string;
  type?: string;
  category?: string;
  title: string;
  titleZh?: string;
  cost?: string;
  imageUrl?: string;
  startDate?: string;
  endDate?: string;
  location?: string;
  shortDescription?: string;
  description?: string;
  detailHtml?: string;
  termsHtml?: string;
  merchantName?: string;
  isFeatured: boolean;
  sortOrder: number;
}
