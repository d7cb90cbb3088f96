/** The flash sales calls and their mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readItem } from '../../../lib/read-path/detail-item';
import { readFlag, readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID } from '../../../shared/contracts/call';
import {
  flashSaleDetailsCall,
  flashSalesCall,
  type FlashSaleWire,
} from '../../../shared/contracts/flash-sales';
import type { FlashSale } from '../model/flash-sale';

export function toFlashSale(wire: FlashSaleWire): FlashSale {
  const imageUrl = readImageUrl(wire.ImagePath) ?? readImageUrl(wire.ThumbnailUrl);
  return {
    id: String(wire.FlashSalesID),
    title: readText(wire.Title) ?? '',
    titleZh: readText(wire.BiTitle),
    description: readText(wire.Description),
    descriptionZh: readText(wire.BiDescription),
    detailHtml: readText(wire.DetailView),
    detailHtmlZh: readText(wire.BiDetailView),
    termsHtml: readText(wire.TOC),
    termsHtmlZh: readText(wire.BiTOC),
    imageUrl,
    thumbnailUrl: readImageUrl(wire.ThumbnailUrl) ?? imageUrl,
    storeName: readText(wire.StoreName),
    location: readText(wire.Location),
    originalPrice: readNumber(wire.OriginalPrice),
    salesPrice: readNumber(wire.SalesPrice),
    quantity: readNumber(wire.Quantity),
    remainingQuantity: readNumber(wire.RemainingQuantity),
    salesStartDate: readInstant(wire.SalesStartDate),
    salesExpiryDate: readInstant(wire.SalesExpiryDate),
    isFeatured: readFlag(wire.IsFeatured),
    sortOrder: readNumber(wire.SortOrder) ?? Number.MAX_SAFE_INTEGER,
  };
}

/** Every flash sale, ended ones too. */
export async function getFlashSales(signal: AbortSignal): Promise<FlashSale[]> {
  return (await callApi(flashSalesCall, { signal })).Result.data.flashsales.map(toFlashSale);
}

/** One flash sale, found in whatever the detail call answers. */
export async function getFlashSale(id: string, signal: AbortSignal): Promise<FlashSale> {
  const input = { CompanyID: COMPANY_ID, FlashSalesID: id, ImageSize: 'large' };
  return toFlashSale(await readItem(flashSaleDetailsCall, id, { input, signal }));
}
