/** A content item (a home banner and the like) as the app uses it. */
export interface ContentItem {
  id: string;
  type: string;
  title: string;
  titleZh?: string;
  subtitle?: string;
  subtitleZh?: string;
  imageUrl?: string;
  imageAlt: string;
  imageAltZh?: string;
  linkUrl?: string;
  sortOrder: number;
}
