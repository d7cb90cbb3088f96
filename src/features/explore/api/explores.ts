/** The explore calls and their mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readItem } from '../../../lib/read-path/detail-item';
import { readImageUrl, readNumber, readText } from '../../../lib/wire';
import { COMPANY_ID } from '../../../shared/contracts/call';
import {
  exploreDetailsCall,
  exploresCall,
  type ExploreWire,
} from '../../../shared/contracts/curations';
import type { Explore } from '../model/explore';

export function toExplore(wire: ExploreWire): Explore {
  return {
    id: String(wire.ExploreID),
    title: wire.Title,
    titleZh: readText(wire.BiTitle),
    category: readText(wire.Category),
    categoryZh: readText(wire.BiCategory),
    summary: readText(wire.Summary),
    summaryZh: readText(wire.BiSummary),
    contentHtml: readText(wire.Content),
    contentHtmlZh: readText(wire.BiContent),
    imageUrl: readImageUrl(wire.ImagePath),
    merchantCodes: (wire.MerchantCodes ?? []).map((code) => code.trim()).filter(Boolean),
    sortOrder: readNumber(wire.SortOrder) ?? 0,
  };
}

/** Every explore article, by sort order. */
export async function getExplores(signal: AbortSignal): Promise<Explore[]> {
  const { Result } = await callApi(exploresCall, { signal });
  return Result.map(toExplore).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** One explore article, found in whatever the detail call answers. */
export async function getExplore(id: string, signal: AbortSignal): Promise<Explore> {
  const input = { CompanyID: COMPANY_ID, ExploreID: id };
  return toExplore(await readItem(exploreDetailsCall, id, { input, signal }));
}
