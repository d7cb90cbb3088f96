/** An e-voucher: bought with points, spent at its partner stores. */
export interface Evoucher {
  id: string;
  title: string;
  titleZh?: string;
  description?: string;
  descriptionZh?: string;
  /** Dollars. */
  value?: number;
  pointsCost?: number;
  imageUrl?: string;
  /** Terms as CMS HTML: render through RichText (sanitised). */
  tocHtml?: string;
  tocHtmlZh?: string;
  validFrom?: string;
  validTo?: string;
  /** Partners that accept it. */
  merchantCodes: string[];
}
