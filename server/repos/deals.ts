/** Deals of the endpoint API (docs/api.md, Deal), filtered, sorted and paged in SQL. */
import { sql, type RawBuilder } from 'kysely';
import type { DealWire } from '../../src/shared/contracts/deals.ts';
import type { Db, Row } from '../db/database.ts';
import type { JoinedMerchant } from './merchants.ts';
import { containsMatch, containsPattern } from './like.ts';

export const DEALS_PAGE_SIZE = 20;

export interface DealQuery {
  categId: number; // 0 = any
  typeId: number; // 0 = any
  sortId: 1 | 2 | 3; // newest, ending soonest, title
  pageIndex: number; // from 1
  querySearch: string;
  merchantCode?: string;
}

type DealRow = Row<'deals'> & Pick<JoinedMerchant, 'merchant_code' | 'store_name'>;

const ORDER_BY: Record<DealQuery['sortId'], RawBuilder<unknown>> = {
  1: sql`d.start_date DESC, d.id DESC`,
  2: sql`d.end_date ASC, d.id`,
  3: sql`lower(d.title) ASC, d.id`,
};

export async function listDeals(
  db: Db,
  query: DealQuery,
  now: Date,
): Promise<{ deals: DealWire[]; total: number }> {
  const pattern = containsPattern(query.querySearch);
  const where = sql.join(
    [
      sql`d.end_date >= ${now.toISOString()}`,
      sql`m.is_active = 1`,
      ...(query.categId ? [sql`d.categ_id = ${query.categId}`] : []),
      ...(query.typeId ? [sql`d.type_id = ${query.typeId}`] : []),
      ...(query.merchantCode ? [sql`m.code = ${query.merchantCode}`] : []),
      ...(query.querySearch
        ? [
            sql`(${containsMatch('d.title', pattern)} OR ${containsMatch('d.title_zh', pattern)}
              OR ${containsMatch('m.name', pattern)})`,
          ]
        : []),
    ],
    sql` AND `,
  );
  const from = sql`FROM deals d JOIN merchants m ON m.id = d.merchant_id`;
  const [count, page] = await Promise.all([
    sql<{ total: number }>`SELECT COUNT(*) AS total ${from} WHERE ${where}`.execute(db),
    sql<DealRow>`SELECT d.*, m.code AS merchant_code, m.name AS store_name ${from}
      WHERE ${where} ORDER BY ${ORDER_BY[query.sortId]}
      LIMIT ${DEALS_PAGE_SIZE} OFFSET ${(query.pageIndex - 1) * DEALS_PAGE_SIZE}`.execute(db),
  ]);
  return { deals: page.rows.map(toDealWire), total: Number(count.rows[0]?.total ?? 0) };
}

function toDealWire(row: DealRow): DealWire {
  return {
    DealID: String(row.id),
    Title: row.title,
    BiTitle: row.title_zh,
    Description: row.description,
    ImagePath: row.image_url,
    MerchantID: String(row.merchant_id),
    MerchantCode: row.merchant_code,
    StoreName: row.store_name,
    CategId: row.categ_id,
    TypeId: row.type_id,
    Price: row.price === null ? '' : row.price.toFixed(2),
    Points: row.points ?? 0,
    StartDate: row.start_date,
    EndDate: row.end_date,
  };
}
