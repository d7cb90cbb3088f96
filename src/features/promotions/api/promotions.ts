/** The promotions calls and their mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readItem } from '../../../lib/read-path/detail-item';
import { oncePerAnswer } from '../../../lib/read-path/once-per-answer';
import { readAnyFlag, readImageUrl, readInstant, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID } from '../../../shared/contracts/call';
import {
  promotionDetailsCall,
  promotionsCall,
  type MorePromotionWire,
  type PromotionWire,
} from '../../../shared/contracts/promotions';
import type { Promotion, PromotionSummary } from '../model/promotion';

function toSummary(wire: MorePromotionWire): PromotionSummary {
  return {
    id: String(wire.HappeningID),
    title: readText(wire.Title) ?? '',
    titleZh: readText(wire.BiTitle),
    imageUrl: readImageUrl(wire.ImagePath),
    startDate: readInstant(wire.StartDate),
    endDate: readInstant(wire.EndDate),
  };
}

export function toPromotion(wire: PromotionWire): Promotion {
  const imageUrl = readImageUrl(wire.ImagePath) ?? readImageUrl(wire.ThumbnailUrl);
  return {
    id: String(wire.HappeningID),
    slug: readText(wire.Slug),
    title: readText(wire.Title) ?? '',
    titleZh: readText(wire.BiTitle),
    imageUrl,
    thumbnailUrl: readImageUrl(wire.ThumbnailUrl) ?? imageUrl,
    startDate: readInstant(wire.StartDate),
    endDate: readInstant(wire.EndDate),
    contentHtml: readText(wire.Content),
    termsHtml: readText(wire.TOC),
    isFeatured: readAnyFlag(wire.IsFeatured),
    sortOrder: readNumber(wire.SortOrder) ?? readNumber(wire.Priority) ?? Number.MAX_SAFE_INTEGER,
    merchantId: readText(wire.MerchantID),
    merchantCode: readText(wire.MerchantCode),
    storeName: readText(wire.StoreName),
    location: readText(wire.Location),
    morePromotions: (wire.morePromotions ?? [])
      .map(toSummary)
      .filter((p) => p.id !== String(wire.HappeningID)),
  };
}

/** The list made of an answer, once per answer (read-path/once-per-answer.ts). */
const promotionsOf = oncePerAnswer((answer: { Result: PromotionWire[] }) =>
  answer.Result.map(toPromotion),
);

/** Every promotion that has not ended. */
export async function getPromotions(signal: AbortSignal): Promise<Promotion[]> {
  return promotionsOf(await callApi(promotionsCall, { signal }));
}

/** One promotion, found in whatever the detail call answers. */
export async function getPromotion(id: string, signal: AbortSignal): Promise<Promotion> {
  const input = { CompanyID: COMPANY_ID, HappeningID: id };
  return toPromotion(await readItem(promotionDetailsCall, id, { input, signal }));
}
