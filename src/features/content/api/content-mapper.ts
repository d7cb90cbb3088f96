import { readImageUrl, readNumber, readText } from '../../../lib/wire';
import type { ContentItemDto } from './content-dto';

/** A content item (home banner and the like) as the app uses it. */
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

export function toContentItem(dto: ContentItemDto): ContentItem {
  return {
    id: String(dto.id),
    type: dto.type,
    title: dto.title,
    titleZh: readText(dto.titleZh),
    subtitle: readText(dto.subtitle),
    subtitleZh: readText(dto.subtitleZh),
    imageUrl: readImageUrl(dto.imageUrl),
    imageAlt: readText(dto.imageAlt) ?? '',
    imageAltZh: readText(dto.imageAltZh),
    linkUrl: readText(dto.linkUrl),
    sortOrder: readNumber(dto.sortOrder) ?? 0,
  };
}
