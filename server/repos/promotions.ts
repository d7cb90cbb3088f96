/** Promotions as the BI API sends them (docs/wire-format.md, Promotion; plus `SortOrder`). */
import { sql } from 'kysely';
import type { PromotionWire } from '../../src/shared/contracts/promotions.ts';
import type { Db, LeftJoined, Row } from '../db/database.ts';
import { containsMatch } from './like.ts';
import { merchantLocation, type JoinedMerchant } from './merchants.ts';

/** A promotion, with its merchant's columns when it has one. */
type PromotionRow = Row<'promotions'> & LeftJoined<JoinedMerchant>;

const SELECT = sql`SELECT p.*, m.code AS merchant_code, m.name AS store_name, m.unit_number, m.zone
  FROM promotions p LEFT JOIN merchants m ON m.id = p.merchant_id`;
const ORDER = sql`ORDER BY p.start_date, p.sort_order, p.id`;
/** How many other promotions a promotion suggests. */
const MORE_PROMOTIONS = 3;

/** Promotions that have not ended (ongoing and upcoming), by start. */
async function currentPromotions(db: Db, now: Date): Promise<PromotionRow[]> {
  const { rows } = await sql<PromotionRow>`${SELECT}
    WHERE p.end_date >= ${now.toISOString()} ${ORDER}`.execute(db);
  return rows;
}

export async function listPromotions(db: Db, now: Date): Promise<PromotionWire[]> {
  const rows = await currentPromotions(db, now);
  return rows.map((row) => toPromotionWire(row, rows));
}

export async function findPromotion(
  db: Db,
  id: number,
  now: Date,
): Promise<PromotionWire | undefined> {
  const {
    rows: [row],
  } = await sql<PromotionRow>`${SELECT} WHERE p.id = ${id}`.execute(db);
  if (!row) return undefined;
  return toPromotionWire(row, await currentPromotions(db, now));
}

export async function searchPromotions(
  db: Db,
  pattern: string,
  now: Date,
): Promise<PromotionWire[]> {
  const { rows } = await sql<PromotionRow>`${SELECT}
    WHERE p.end_date >= ${now.toISOString()}
      AND (${containsMatch('p.title', pattern)} OR ${containsMatch('p.title_zh', pattern)}) ${ORDER}`.execute(
    db,
  );
  return rows.map((row) => toPromotionWire(row, []));
}

function toPromotionWire(row: PromotionRow, current: PromotionRow[]): PromotionWire {
  const more = current.filter((other) => other.id !== row.id).slice(0, MORE_PROMOTIONS);
  return {
    HappeningID: String(row.id),
    Slug: row.slug,
    Title: row.title,
    BiTitle: row.title_zh,
    Status: 'Active',
    IsFeatured: row.is_featured === 1,
    Content: row.content_html,
    ImagePath: row.image_url,
    ThumbnailUrl: row.image_url,
    StartDate: row.start_date,
    EndDate: row.end_date,
    CreationDate: row.created_at,
    TypeId: row.type_id,
    MerchantID: row.merchant_id === null ? '' : String(row.merchant_id),
    MerchantCode: row.merchant_code ?? '',
    StoreName: row.store_name ?? '',
    Location:
      row.unit_number && row.zone
        ? merchantLocation({ unit_number: row.unit_number, zone: row.zone })
        : '',
    TOC: row.toc_html,
    morePromotions: more.map((m) => ({
      HappeningID: String(m.id),
      Title: m.title,
      ImagePath: m.image_url,
      StartDate: m.start_date,
      EndDate: m.end_date,
    })),
    Priority: row.priority,
    SortOrder: row.sort_order,
  };
}
