/** A text the CMS gives in English and, maybe, Chinese. */
export interface Bilingual {
  en: string;
  zh?: string;
}

/** A block of a page, of the kinds the site renders. */
export type CmsBlock =
  | { kind: 'banner'; title: Bilingual; subtitle: Bilingual; imageUrl?: string; linkUrl?: string }
  | {
      kind: 'columns';
      spans: number[];
      columns: { html: Bilingual; imageUrl?: string; imageAlt: string }[];
    }
  | { kind: 'carousel'; slides: { title: Bilingual; imageUrl?: string; linkUrl?: string }[] }
  | { kind: 'richText'; html: Bilingual };

/** A page-builder page as the app uses it: only the blocks the site renders. */
export interface CmsPage {
  slug: string;
  title: Bilingual;
  description: Bilingual;
  layout: 'default' | 'attraction';
  blocks: CmsBlock[];
}
