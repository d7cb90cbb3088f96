/** An explore article: a themed walk through the mall's stores. */
export interface Explore {
  id: string;
  title: string;
  titleZh?: string;
  category?: string;
  categoryZh?: string;
  summary?: string;
  summaryZh?: string;
  /** HTML from the CMS: render through RichText (sanitised). */
  contentHtml?: string;
  contentHtmlZh?: string;
  imageUrl?: string;
  merchantCodes: string[];
  sortOrder: number;
}
