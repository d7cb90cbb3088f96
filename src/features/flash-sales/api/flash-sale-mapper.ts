import { readFlag, readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import type { FlashSaleDto } from './flash-sale-dto';

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

export function toFlashSale(dto: FlashSaleDto): FlashSale {
  const imageUrl = readImageUrl(dto.ImagePath) ?? readImageUrl(dto.ThumbnailUrl);
  return {
    id: String(dto.FlashSalesID),
    title: readText(dto.Title) ?? '',
    titleZh: readText(dto.BiTitle),
    description: readText(dto.Description),
    descriptionZh: readText(dto.BiDescription),
    detailHtml: readText(dto.DetailView),
    detailHtmlZh: readText(dto.BiDetailView),
    termsHtml: readText(dto.TOC),
    termsHtmlZh: readText(dto.BiTOC),
    imageUrl,
    thumbnailUrl: readImageUrl(dto.ThumbnailUrl) ?? imageUrl,
    storeName: readText(dto.StoreName),
    location: readText(dto.Location),
    originalPrice: readNumber(dto.OriginalPrice),
    salesPrice: readNumber(dto.SalesPrice),
    quantity: readNumber(dto.Quantity),
    remainingQuantity: readNumber(dto.RemainingQuantity),
    salesStartDate: readInstant(dto.SalesStartDate),
    salesExpiryDate: readInstant(dto.SalesExpiryDate),
    isFeatured: readFlag(dto.IsFeatured),
    sortOrder: readNumber(dto.SortOrder) ?? Number.MAX_SAFE_INTEGER,
  };
}
