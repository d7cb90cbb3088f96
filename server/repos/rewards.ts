/**
 * Rewards as the BI API sends them (docs/wire-format.md, Reward): camelCase, and `startTime`/`endTime`
 * as JavaScript `Date.toString()` strings like the real API.
 */
import { sql } from 'kysely';
import type { RewardWire } from '../../src/shared/contracts/rewards.ts';
import type { Db, LeftJoined, Row } from '../db/database.ts';
import { toJsDateString } from '../lib/calendar.ts';
import { merchantLocation, type JoinedMerchant } from './merchants.ts';

/** A reward, with its merchant's columns when it has one. */
type RewardRow = Row<'rewards'> & LeftJoined<Omit<JoinedMerchant, 'merchant_code'>>;

const SELECT = sql`SELECT r.*, m.name AS store_name, m.unit_number, m.zone
  FROM rewards r LEFT JOIN merchants m ON m.id = r.merchant_id`;

/** Rewards that have not ended, cheapest first. */
export async function listRewards(db: Db, now: Date): Promise<RewardWire[]> {
  const { rows } = await sql<RewardRow>`${SELECT}
    WHERE r.end_time >= ${now.toISOString()} ORDER BY r.points, r.id`.execute(db);
  return rows.map(toRewardWire);
}

export async function findReward(db: Db, id: number): Promise<RewardWire | undefined> {
  const {
    rows: [row],
  } = await sql<RewardRow>`${SELECT} WHERE r.id = ${id}`.execute(db);
  return row && toRewardWire(row);
}

function toRewardWire(row: RewardRow): RewardWire {
  return {
    id: row.id,
    name: row.name,
    nameZh: row.name_zh,
    description: row.description,
    imageUrl: row.image_url,
    thumbnailUrl: row.image_url,
    termAndConditions: row.terms,
    intouchPoints: row.points,
    category: row.category,
    subcategory: row.subcategory,
    merchantName: row.store_name ?? '',
    merchantId: row.merchant_id === null ? '' : String(row.merchant_id),
    address:
      row.unit_number && row.zone
        ? merchantLocation({ unit_number: row.unit_number, zone: row.zone })
        : '',
    startTime: toJsDateString(row.start_time),
    endTime: toJsDateString(row.end_time),
  };
}
