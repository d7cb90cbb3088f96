/**
 * Merchants as the BI API sends them (docs/wire-format.md, Merchant; docs/api.md adds `OpeningHours`,
 * `BiStoreName`, `BiAboutStore`, `BiSubCategoryName`). Rows are read with their sub-categories,
 * hours and current rewards in a few set queries, then mapped field by field.
 */
import { sql } from 'kysely';
import type { MerchantWire } from '../../src/shared/contracts/directory.ts';
import type { Db, Row } from '../db/database.ts';
import { openingHoursText, type OpeningHoursEntry } from './opening-hours.ts';

export const CATEGORY_NAMES = { 1: 'Dining', 2: 'Shopping', 3: 'Services' } as const;
export type CategoryId = keyof typeof CATEGORY_NAMES;

/** A merchant; its CHECK constraint holds `category_id` to the three categories. */
export type MerchantRow = Omit<Row<'merchants'>, 'category_id'> & { category_id: CategoryId };

/**
 * A merchant's columns as the lists that join it name them (`m.code AS merchant_code, m.name AS
 * store_name, m.unit_number, m.zone`).
 */
export type JoinedMerchant = {
  merchant_code: Row<'merchants'>['code'];
  store_name: Row<'merchants'>['name'];
} & Pick<Row<'merchants'>, 'unit_number' | 'zone'>;

/** A sub-category; its CHECK constraint holds `category_id` as the merchants' does. */
export type SubCategoryRow = Omit<Row<'sub_categories'>, 'category_id'> & {
  category_id: CategoryId;
};

/** A merchant's reward: read only where `merchant_id IS NOT NULL`. */
type MerchantRewardRow = Pick<
  Row<'rewards'>,
  'id' | 'name' | 'name_zh' | 'points' | 'image_url'
> & { merchant_id: number };

/** Everything needed to render merchants, loaded once per request. */
export interface MerchantCatalogue {
  subCategories: Map<number, SubCategoryRow>;
  subCategoryIdsOf: Map<number, number[]>;
  hoursOf: Map<number, OpeningHoursEntry[]>;
  rewardsOf: Map<number, MerchantRewardRow[]>;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

export async function loadSubCategories(db: Db): Promise<SubCategoryRow[]> {
  const { rows } = await sql<SubCategoryRow>`SELECT id, category_id, name, name_zh
    FROM sub_categories ORDER BY category_id, name, id`.execute(db);
  return rows;
}

/** Sub-categories, hours and current rewards of the merchants (all of them when `merchantIds` is omitted). */
export async function loadCatalogue(
  db: Db,
  now: Date,
  merchantIds?: number[],
): Promise<MerchantCatalogue> {
  const only = (column: string) =>
    merchantIds
      ? sql`AND ${sql.ref(column)} IN (${merchantIds.length ? sql.join(merchantIds) : sql`NULL`})`
      : sql``;
  const [links, hours, rewards, subCategories] = await Promise.all([
    sql<
      Pick<Row<'merchant_sub_categories'>, 'merchant_id' | 'sub_category_id'>
    >`SELECT merchant_id, sub_category_id
      FROM merchant_sub_categories WHERE 1 = 1 ${only('merchant_id')}
      ORDER BY merchant_id, position`.execute(db),
    sql<Row<'merchant_hours'>>`
      SELECT merchant_id, day_of_week, open, close FROM merchant_hours
      WHERE 1 = 1 ${only('merchant_id')} ORDER BY merchant_id, day_of_week, open`.execute(db),
    sql<MerchantRewardRow>`SELECT id, merchant_id, name, name_zh, points, image_url FROM rewards
      WHERE merchant_id IS NOT NULL AND end_time >= ${now.toISOString()} ${only('merchant_id')}
      ORDER BY merchant_id, points, id`.execute(db),
    loadSubCategories(db),
  ]);
  return {
    subCategories: new Map(subCategories.map((s) => [s.id, s])),
    subCategoryIdsOf: new Map(
      [...groupBy(links.rows, (l) => l.merchant_id)].map(([id, rows]) => [
        id,
        rows.map((r) => r.sub_category_id),
      ]),
    ),
    hoursOf: new Map(
      [...groupBy(hours.rows, (h) => h.merchant_id)].map(([id, rows]) => [
        id,
        rows.map((h) => ({ dayOfWeek: h.day_of_week, open: h.open, close: h.close })),
      ]),
    ),
    rewardsOf: groupBy(rewards.rows, (r) => r.merchant_id),
  };
}

/** Merchants shown in the directory: active and not hidden, by name (case-insensitive). */
export async function listDirectoryMerchants(db: Db): Promise<MerchantRow[]> {
  const { rows } = await sql<MerchantRow>`SELECT * FROM merchants
    WHERE is_active = 1 AND hide_from_directory = 0 ORDER BY lower(name), id`.execute(db);
  return rows;
}

/** An active merchant by code (hidden ones too: partners and deals may link to them). */
export async function findMerchantByCode(db: Db, code: string): Promise<MerchantRow | undefined> {
  const { rows } = await sql<MerchantRow>`SELECT * FROM merchants
    WHERE code = ${code} AND is_active = 1`.execute(db);
  return rows[0];
}

const flag = (value: number): '0' | '1' => (value ? '1' : '0');

/** The wire Merchant, presented under `subCategoryId` (its primary sub-category by default). */
export function toMerchantWire(
  row: MerchantRow,
  catalogue: MerchantCatalogue,
  subCategoryId?: number,
): MerchantWire {
  const subId = subCategoryId ?? catalogue.subCategoryIdsOf.get(row.id)?.[0];
  const sub = subId === undefined ? undefined : catalogue.subCategories.get(subId);
  const hours = catalogue.hoursOf.get(row.id) ?? [];
  const rewards = catalogue.rewardsOf.get(row.id) ?? [];
  return {
    MerchantID: String(row.id),
    MerchantCode: row.code,
    StoreName: row.name,
    BiStoreName: row.name_zh,
    Category: CATEGORY_NAMES[row.category_id],
    CategoryID: row.category_id,
    SubCategoryID: sub?.id ?? '',
    SubCategoryName: sub?.name ?? '',
    BiSubCategoryName: sub?.name_zh ?? '',
    UnitNumber: row.unit_number,
    Zone: row.zone,
    AboutStore: row.about,
    BiAboutStore: row.about_zh,
    MerchantLogo: row.logo_url,
    DetailImage: row.logo_url,
    PromotionalImage: 'NA',
    Email: row.email ?? '',
    PhoneNo: row.phone ?? '',
    Website: row.website ?? '',
    MerchantOpeningHours: openingHoursText(hours),
    OpeningHours: hours.map((h) => ({ DayOfWeek: h.dayOfWeek, Open: h.open, Close: h.close })),
    RefundPolicy: row.refund_policy ?? 'NA',
    RefundDays: row.refund_days === null ? '' : String(row.refund_days),
    ParticipationLevel: row.participation_level,
    rewards: rewards.map((r) => ({
      id: r.id,
      name: r.name,
      nameZh: r.name_zh,
      intouchPoints: r.points,
      imageUrl: r.image_url,
    })),
    reward_count: rewards.length,
    isActive: flag(row.is_active),
    IsParticipating: flag(row.is_participating),
    isParticipating: flag(row.is_participating),
    acceptVouchers: flag(row.accept_vouchers),
    canPayWithPoints: flag(row.can_pay_with_points),
    isHalalCertified: flag(row.is_halal_certified),
    isSponsored: flag(row.is_sponsored),
    isFeatured: flag(row.is_featured),
    hideFromDirectory: flag(row.hide_from_directory),
  };
}

/** `"#02-608, Tower 1"`: where a merchant is, as promotions and flash sales show it. */
export function merchantLocation(
  row: Pick<MerchantRow, 'unit_number' | 'zone'> | undefined,
): string {
  return row ? `${row.unit_number}, ${row.zone}` : '';
}
