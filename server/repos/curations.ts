/** Explores, collections and e-vouchers (docs/api.md, Shapes): curated lists of merchants. */
import { sql } from 'kysely';
import type {
  CollectionWire,
  EvoucherWire,
  ExploreWire,
} from '../../src/shared/contracts/curations.ts';
import type { Db, Row } from '../db/database.ts';

/** Codes of the active merchants linked to each owner id, in their listed order. */
async function merchantCodes(
  db: Db,
  table: string,
  ownerColumn: string,
): Promise<Map<number, string[]>> {
  const owner = sql.ref(`l.${ownerColumn}`);
  const { rows } = await sql<{ owner: number; code: string }>`SELECT ${owner} AS owner, m.code
    FROM ${sql.table(table)} l JOIN merchants m ON m.id = l.merchant_id
    WHERE m.is_active = 1 ORDER BY ${owner}, l.position`.execute(db);
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.owner, [...(map.get(row.owner) ?? []), row.code]);
  return map;
}

type ExploreRow = Row<'explores'>;

const byId = (id?: number) => (id === undefined ? sql`` : sql`WHERE id = ${id}`);

export async function listExplores(db: Db, id?: number): Promise<ExploreWire[]> {
  const { rows } = await sql<ExploreRow>`SELECT * FROM explores ${byId(id)}
    ORDER BY sort_order, id`.execute(db);
  const codes = await merchantCodes(db, 'explore_merchants', 'explore_id');
  return rows.map((row) => ({
    ExploreID: String(row.id),
    Title: row.title,
    BiTitle: row.title_zh,
    Category: row.category,
    BiCategory: row.category_zh,
    Summary: row.summary,
    BiSummary: row.summary_zh,
    Content: row.content_html,
    BiContent: row.content_html_zh,
    ImagePath: row.image_url,
    MerchantCodes: codes.get(row.id) ?? [],
    SortOrder: row.sort_order,
  }));
}

type CollectionRow = Row<'collections'>;

export async function listCollections(db: Db, id?: number): Promise<CollectionWire[]> {
  const { rows } = await sql<CollectionRow>`SELECT * FROM collections ${byId(id)}
    ORDER BY id`.execute(db);
  const codes = await merchantCodes(db, 'collection_merchants', 'collection_id');
  return rows.map((row) => ({
    CollectionID: String(row.id),
    Title: row.title,
    BiTitle: row.title_zh,
    Description: row.description,
    BiDescription: row.description_zh,
    ImagePath: row.image_url,
    MerchantCodes: codes.get(row.id) ?? [],
  }));
}

type EvoucherRow = Row<'evouchers'>;

/** E-vouchers still valid at `now` (all of them when looking one up by id). */
export async function listEvouchers(db: Db, now: Date, id?: number): Promise<EvoucherWire[]> {
  const { rows } = await (
    id === undefined
      ? sql<EvoucherRow>`SELECT * FROM evouchers WHERE valid_to >= ${now.toISOString()}
          ORDER BY points_cost, id`
      : sql<EvoucherRow>`SELECT * FROM evouchers WHERE id = ${id}`
  ).execute(db);
  const codes = await merchantCodes(db, 'evoucher_merchants', 'evoucher_id');
  return rows.map((row) => ({
    EvoucherID: String(row.id),
    Title: row.title,
    BiTitle: row.title_zh,
    Description: row.description,
    BiDescription: row.description_zh,
    Value: row.value.toFixed(2),
    PointsCost: row.points_cost,
    ImagePath: row.image_url,
    TOC: row.toc_html,
    BiTOC: row.toc_html_zh,
    ValidFrom: row.valid_from,
    ValidTo: row.valid_to,
    MerchantCodes: codes.get(row.id) ?? [],
  }));
}
