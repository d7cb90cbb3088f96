import { readImageUrl, readNumber, readText } from '../../../lib/wire';
import type { ExploreDto } from './explore-dto';

/** An explore article: a themed walk through the mall's stores. */
export interface Explore {
  id: string;
  title: string;
  titleZh?: string;
  category?: string;
  summary?: string;
  /** HTML from the CMS: render through RichText (sanitised). */
  contentHtml?: string;
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
    summary: readText(dto.Summary),
    contentHtml: readText(dto.Content),
    imageUrl: readImageUrl(dto.ImagePath),
    merchantCodes: (dto.MerchantCodes ?? []).map((code) => code.trim()).filter(Boolean),
    sortOrder: readNumber(dto.SortOrder) ?? 0,
  };
}
