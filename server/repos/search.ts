/**
 * Global search (docs/api.md, SearchResult): case-insensitive substring match over store names
 * (English and Chinese), unit numbers (with or without the leading '#'), sub-category names,
 * promotion and event titles (both languages) and page titles. At most 50 of each kind are sent;
 * `RecordCount` holds the totals.
 */
import { sql } from 'kysely';
import type { GlobalSearchWire } from '../../src/shared/contracts/search.ts';
import type { Db, Row } from '../db/database.ts';
import { searchEvents } from './events.ts';
import { containsMatch, containsPattern } from './like.ts';
import { loadCatalogue, toMerchantWire, type MerchantRow } from './merchants.ts';
import { searchPromotions } from './promotions.ts';

export const SEARCH_LIMIT = 50;
const EXCERPT_LENGTH = 160;

async function searchStores(db: Db, query: string): Promise<MerchantRow[]> {
  const pattern = containsPattern(query);
  const unitPattern = containsPattern(query.replace(/^#/, ''));
  const { rows } = await sql<MerchantRow>`SELECT m.* FROM merchants m
    WHERE m.is_active = 1 AND m.hide_from_directory = 0 AND (
      ${containsMatch('m.name', pattern)} OR ${containsMatch('m.name_zh', pattern)}
      OR ${containsMatch('m.unit_number', unitPattern)}
      OR EXISTS (SELECT 1 FROM merchant_sub_categories ms
                 JOIN sub_categories s ON s.id = ms.sub_category_id
                 WHERE ms.merchant_id = m.id
                   AND (${containsMatch('s.name', pattern)} OR ${containsMatch('s.name_zh', pattern)})))
    ORDER BY lower(m.name), m.id`.execute(db);
  return rows;
}

type PageRow = Pick<Row<'pages'>, 'slug' | 'title' | 'title_zh' | 'description'>;

async function searchPages(db: Db, query: string): Promise<PageRow[]> {
  const pattern = containsPattern(query);
  const { rows } = await sql<PageRow>`SELECT slug, title, title_zh, description FROM pages
    WHERE ${containsMatch('title', pattern)} OR ${containsMatch('title_zh', pattern)}
    ORDER BY lower(title), slug`.execute(db);
  return rows;
}

function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

export async function globalSearch(db: Db, query: string, now: Date): Promise<GlobalSearchWire> {
  const [stores, promotions, events, pages] = await Promise.all([
    searchStores(db, query),
    searchPromotions(db, containsPattern(query), now),
    searchEvents(db, containsPattern(query), now),
    searchPages(db, query),
  ]);
  const shownStores = stores.slice(0, SEARCH_LIMIT);
  const catalogue = await loadCatalogue(
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
