/** Deals of the endpoint API (docs/api.md, Deal), filtered, sorted and paged in SQL. */
import type { Db } from '../db/database.ts';
import { containsPattern } from './like.ts';

export const DEALS_PAGE_SIZE = 20;

export interface DealQuery {
  categId: number; // 0 = any
  typeId: number; // 0 = any
  sortId: 1 | 2 | 3; // newest, ending soonest, title
  pageIndex: number; // from 1
  querySearch: string;
  merchantCode?: string;
}

interface DealRow {
  id: number;
  title: string;
  title_zh: string;
  description: string;
  image_url: string;
  merchant_id: number;
  categ_id: number;
  type_id: number;
  price: number | null;
  points: number | null;
  start_date: string;
  end_date: string;
  merchant_code: string;
  store_name: string;
}

const ORDER_BY: Record<DealQuery['sortId'], string> = {
  1: 'd.start_date DESC, d.id DESC',
  2: 'd.end_date ASC, d.id',
  3: 'd.title COLLATE NOCASE ASC, d.id',
};

export function listDeals(
  db: Db,
  query: DealQuery,
  now: Date,
): { deals: Record<string, unknown>[]; total: number } {
  const where = [
    'd.end_date >= @now',
    'm.is_active = 1',
    ...(query.categId ? ['d.categ_id = @categId'] : []),
    ...(query.typeId ? ['d.type_id = @typeId'] : []),
    ...(query.merchantCode ? ['m.code = @merchantCode'] : []),
    ...(query.querySearch
      ? [
          "(d.title LIKE @pattern ESCAPE '\\' OR d.title_zh LIKE @pattern ESCAPE '\\' OR m.name LIKE @pattern ESCAPE '\\')",
        ]
      : []),
  ].join(' AND ');
  const params = {
    now: now.toISOString(),
    categId: query.categId,
    typeId: query.typeId,
    merchantCode: query.merchantCode ?? '',
    pattern: containsPattern(query.querySearch),
    limit: DEALS_PAGE_SIZE,
    offset: (query.pageIndex - 1) * DEALS_PAGE_SIZE,
  };
  const from = 'FROM deals d JOIN merchants m ON m.id = d.merchant_id';
  const total = db.prepare(`SELECT COUNT(*) ${from} WHERE ${where}`).pluck().get(params) as number;
  const rows = db
    .prepare(
      `SELECT d.*, m.code AS merchant_code, m.name AS store_name ${from} WHERE ${where}
       ORDER BY ${ORDER_BY[query.sortId]} LIMIT @limit OFFSET @offset`,
    )
    .all(params) as DealRow[];
  return { deals: rows.map(toDealWire), total };
}

function toDealWire(row: DealRow): Record<string, unknown> {
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
