import { readAnyFlag, readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import type { MorePromotionDto, PromotionDto } from './promotion-dto';

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

function toSummary(dto: MorePromotionDto): PromotionSummary {
  return {
    id: String(dto.HappeningID),
    title: readText(dto.Title) ?? '',
    titleZh: readText(dto.BiTitle),
    imageUrl: readImageUrl(dto.ImagePath),
    startDate: readInstant(dto.StartDate),
    endDate: readInstant(dto.EndDate),
  };
}

export function toPromotion(dto: PromotionDto): Promotion {
  const imageUrl = readImageUrl(dto.ImagePath) ?? readImageUrl(dto.ThumbnailUrl);
  return {
    id: String(dto.HappeningID),
    slug: readText(dto.Slug),
    title: readText(dto.Title) ?? '',
    titleZh: readText(dto.BiTitle),
    imageUrl,
    thumbnailUrl: readImageUrl(dto.ThumbnailUrl) ?? imageUrl,
    startDate: readInstant(dto.StartDate),
    endDate: readInstant(dto.EndDate),
    contentHtml: readText(dto.Content),
    termsHtml: readText(dto.TOC),
    isFeatured: readAnyFlag(dto.IsFeatured),
    sortOrder: readNumber(dto.SortOrder) ?? readNumber(dto.Priority) ?? Number.MAX_SAFE_INTEGER,
    merchantId: readText(dto.MerchantID),
    merchantCode: readText(dto.MerchantCode),
    storeName: readText(dto.StoreName),
    location: readText(dto.Location),
    morePromotions: (dto.morePromotions ?? [])
      .map(toSummary)
      .filter((p) => p.id !== String(dto.HappeningID)),
  };
}
