/** Flash sales as the BI API sends them (docs/api.md, FlashSale). */
import { sql } from 'kysely';
import type { FlashSaleWire } from '../../src/shared/contracts/flash-sales.ts';
import type { Db, Row } from '../db/database.ts';
import { merchantLocation, type JoinedMerchant } from './merchants.ts';

type FlashSaleRow = Row<'flash_sales'> & JoinedMerchant;

const SELECT = sql`SELECT f.*, m.code AS merchant_code, m.name AS store_name, m.unit_number, m.zone
  FROM flash_sales f JOIN merchants m ON m.id = f.merchant_id`;

const money = (value: number | null): string => (value === null ? '' : value.toFixed(2));

/** Every flash sale, ended ones included (the site shows them as ended), soonest expiry first. */
export async function listFlashSales(db: Db): Promise<FlashSaleWire[]> {
  const { rows } = await sql<FlashSaleRow>`${SELECT}
    ORDER BY f.sales_expiry_date, f.sort_order, f.id`.execute(db);
  return rows.map(toFlashSaleWire);
}

export async function findFlashSale(db: Db, id: number): Promise<FlashSaleWire | undefined> {
  const {
    rows: [row],
  } = await sql<FlashSaleRow>`${SELECT} WHERE f.id = ${id}`.execute(db);
  return row && toFlashSaleWire(row);
}

function toFlashSaleWire(row: FlashSaleRow): FlashSaleWire {
  return {
    FlashSalesID: String(row.id),
    Title: row.title,
    BiTitle: row.title_zh,
    Description: row.description,
    BiDescription: row.description_zh,
    DetailView: row.detail_html,
    BiDetailView: row.detail_html_zh,
    TOC: row.toc_html,
    BiTOC: row.toc_html_zh,
    ImagePath: row.image_url,
    ThumbnailUrl: row.image_url,
    MerchantID: String(row.merchant_id),
    MerchantCode: row.merchant_code,
    StoreName: row.store_name,
    Location: merchantLocation(row),
    OriginalPrice: money(row.original_price),
    SalesPrice: money(row.sales_price),
    Quantity: row.quantity,
    RemainingQuantity: row.remaining_quantity,
    SalesStartDate: row.sales_start_date,
    SalesExpiryDate: row.sales_expiry_date,
    IsFeatured: row.is_featured ? '1' : '0',
    SortOrder: row.sort_order,
  };
}
