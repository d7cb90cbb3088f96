/**
 * Global search over the lists saved on the device, answered in the shape of the search call
 * (docs/api.md, SearchResult) so that the same mapper reads it: stores by name (English or
 * Chinese), sub-category or unit number (as the directory's search box reads unit numbers); promotions and events by title, those not yet over;
 * CMS pages by title. At most 50 of each kind, with the totals, like the server.
 */
import {
  eventHitWire,
  pageHitWire,
  promotionHitWire,
  storeHitWire,
  type GlobalSearchWire,
} from '../../../shared/contracts/search';
import { matchesUnitNumber } from '../../../shared/unit-number';
import { textMatches } from '../model/text-match';

export const SAVED_SEARCH_LIMIT = 50;
const EXCERPT_LENGTH = 160;

/** The saved answers, as the backends sent them (absent when the device has none). */
export interface SavedLists {
  directory?: unknown;
  promotions?: unknown;
  events?: unknown;
  /** Answers of the page-builder call, one per page opened. */
  pages?: readonly unknown[];
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** Every merchant of the directory once (a merchant sits under several entries and lists). */
function directoryMerchants(directory: unknown): Json[] {
  const byId = new Map<string, Json>();
  const result = isRecord(directory) ? directory.Result : undefined;
  for (const entry of asArray(result)) {
    if (!isRecord(entry)) continue;
    for (const merchant of [
      ...asArray(entry.Merchants),
      ...asArray(entry.participatingMerchants),
    ]) {
      const id = isRecord(merchant) ? text(merchant.MerchantID) : undefined;
      if (id !== undefined && isRecord(merchant) && !byId.has(id)) byId.set(id, merchant);
    }
  }
  return [...byId.values()];
}

function storeMatches(query: string, merchant: Json): boolean {
  if (text(merchant.hideFromDirectory) === '1' || merchant.hideFromDirectory === true) return false;
  return (
    matchesUnitNumber(text(merchant.UnitNumber), query) ||
    [merchant.StoreName, merchant.BiStoreName, merchant.SubCategoryName, merchant.BiSubCategoryName]
      .map(text)
      .some((name) => textMatches(query, name))
  );
}

/** Not over at `now`: no end date, or one still to come. */
function notOver(item: Json, now: number): boolean {
  const end = Date.parse(text(item.EndDate) ?? '');
  return Number.isNaN(end) || end >= now;
}

function titled(query: string, item: Json): boolean {
  return textMatches(query, text(item.Title)) || textMatches(query, text(item.BiTitle));
}

/** The list a BI list answer holds under `Result`, or `Result.{key}`. */
function resultList(answer: unknown): Json[] {
  const result = isRecord(answer) ? answer.Result : undefined;
  return asArray(result).filter(isRecord);
}

function pageOf(answer: unknown): Json | undefined {
  const page = isRecord(answer) ? answer.data : undefined;
  if (!isRecord(page) || typeof page.slug !== 'string' || typeof page.title !== 'string')
    return undefined;
  const description = text(page.description) ?? '';
  return {
    Slug: page.slug,
    Title: page.title,
    BiTitle: text(page.titleZh),
    Excerpt:
      description.length <= EXCERPT_LENGTH
        ? description
        : `${description.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`,
  };
}

const byName = (a: Json, b: Json) =>
  (text(a.StoreName) ?? '').localeCompare(text(b.StoreName) ?? '', 'en', { sensitivity: 'base' });

/** Keeps the items the hit's schema accepts, in the hit's shape (unknown fields dropped). */
function hits<T>(
  items: readonly Json[],
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): T[] {
  const out: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** The search answer for `query` from the saved lists, at the instant `now`. */
export function searchSaved(query: string, saved: SavedLists, now: number): GlobalSearchWire {
  const stores = hits(
    directoryMerchants(saved.directory)
      .filter((merchant) => storeMatches(query, merchant))
      .sort(byName),
    storeHitWire,
  );
  const promotions = hits(
    resultList(saved.promotions).filter((item) => notOver(item, now) && titled(query, item)),
    promotionHitWire,
  );
  const events = hits(
    resultList(saved.events).filter((item) => notOver(item, now) && titled(query, item)),
    eventHitWire,
  );
  const pages = hits(
    (saved.pages ?? [])
      .map(pageOf)
      .filter((page): page is Json => page !== undefined && titled(query, page)),
    pageHitWire,
  );
  return {
    Status: 1,
    Result: {
      Stores: stores.slice(0, SAVED_SEARCH_LIMIT),
      Promotions: promotions.slice(0, SAVED_SEARCH_LIMIT),
      Events: events.slice(0, SAVED_SEARCH_LIMIT),
      Pages: pages.slice(0, SAVED_SEARCH_LIMIT),
    },
    RecordCount: {
      Stores: stores.length,
      Promotions: promotions.length,
      Events: events.length,
      Pages: pages.length,
    },
  };
}
