import { readImageUrl, readNumber, readText } from '../../../lib/wire';
import type { ExploreDto } from './explore-dto';

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

export function toExplore(dto: ExploreDto): Explore {
  return {
    id: String(dto.ExploreID),
    title: dto.Title,
    titleZh: readText(dto.BiTitle),
    category: readText(dto.Category),
    categoryZh: readText(dto.BiCategory),
    summary: readText(dto.Summary),
    summaryZh: readText(dto.BiSummary),
    contentHtml: readText(dto.Content),
    contentHtmlZh: readText(dto.BiContent),
    imageUrl: readImageUrl(dto.ImagePath),
    merchantCodes: (dto.MerchantCodes ?? []).map((code) => code.trim()).filter(Boolean),
    sortOrder: readNumber(dto.SortOrder) ?? 0,
  };
}
