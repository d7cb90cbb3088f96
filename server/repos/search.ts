/**
 * Global search (docs/api.md, SearchResult): case-insensitive substring match over store names
 * (English and Chinese), unit numbers (with or without the leading '#'), sub-category names,
 * promotion and event titles (both languages) and page titles. At most 50 of each kind are sent;
 * `RecordCount` holds the totals.
 */
import type { Db } from '../db/database.ts';
import { searchEvents } from './events.ts';
import { containsPattern } from './like.ts';
import { loadCatalogue, toMerchantWire, type MerchantRow } from './merchants.ts';
import { searchPromotions } from './promotions.ts';

export const SEARCH_LIMIT = 50;
const EXCERPT_LENGTH = 160;

function searchStores(db: Db, query: string): MerchantRow[] {
  const pattern = containsPattern(query);
  const unitPattern = containsPattern(query.replace(/^#/, ''));
  return db
    .prepare(
      `SELECT m.* FROM merchants m
       WHERE m.is_active = 1 AND m.hide_from_directory = 0 AND (
         m.name LIKE @pattern ESCAPE '\\' OR m.name_zh LIKE @pattern ESCAPE '\\'
         OR m.unit_number LIKE @unitPattern ESCAPE '\\'
         OR EXISTS (SELECT 1 FROM merchant_sub_categories ms JOIN sub_categories s ON s.id = ms.sub_category_id
                    WHERE ms.merchant_id = m.id AND (s.name LIKE @pattern ESCAPE '\\' OR s.name_zh LIKE @pattern ESCAPE '\\')))
       ORDER BY m.name COLLATE NOCASE, m.id`,
    )
    .all({ pattern, unitPattern }) as MerchantRow[];
}

interface PageRow {
  slug: string;
  title: string;
  title_zh: string;
  description: string;
}

function searchPages(db: Db, query: string): PageRow[] {
  const pattern = containsPattern(query);
  return db
    .prepare(
      `SELECT slug, title, title_zh, description FROM pages
       WHERE title LIKE ? ESCAPE '\\' OR title_zh LIKE ? ESCAPE '\\' ORDER BY title COLLATE NOCASE`,
    )
    .all(pattern, pattern) as PageRow[];
}

function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

export function globalSearch(db: Db, query: string, now: Date): Record<string, unknown> {
  const stores = searchStores(db, query);
  const promotions = searchPromotions(db, containsPattern(query), now);
  const events = searchEvents(db, containsPattern(query), now);
  const pages = searchPages(db, query);
  const shownStores = stores.slice(0, SEARCH_LIMIT);
  const catalogue = loadCatalogue(
    db,
    now,
    shownStores.map((s) => s.id),
  );
  return {
    Status: 1,
    Result: {
      Stores: shownStores.map((s) => toMerchantWire(s, catalogue)),
      Promotions: promotions.slice(0, SEARCH_LIMIT),
      Events: events.slice(0, SEARCH_LIMIT),
      Pages: pages.slice(0, SEARCH_LIMIT).map((p) => ({
        Slug: p.slug,
        Title: p.title,
        BiTitle: p.title_zh,
        Excerpt: excerpt(p.description),
      })),
    },
    RecordCount: {
      Stores: stores.length,
      Promotions: promotions.length,
      Events: events.length,
      Pages: pages.length,
    },
  };
}
