/**
 * Live parking's rows (server/db/migrations/003-parking-readings.ts): the feed's kept reading with
 * the once-a-minute turn to ask it, and the complex's readings over time. Instants are epoch ms.
 */
import type { Db } from '../db/database.ts';
import type { CarparkRecord } from '../parking/feed-records.ts';

export type FeedSource = 'datamall' | 'simulation';
export type StoredLotType = 'C' | 'Y';

/** The kept reading of a source: when it was current and its records. */
export interface KeptReading {
  readAt: number;
  records: CarparkRecord[];
}

/** One stored count: a development's lots of a type at an instant. */
export interface StoredReading {
  development: string;
  lotType: StoredLotType;
  readAt: number;
  lots: number;
}

/** Makes the row of `source`, unless a process already has. */
export async function ensureFeedRow(db: Db, source: FeedSource): Promise<void> {
  await db
    .insertInto('parking_feed')
    .values({ source, asked_at: 0, read_at: null, records: '[]', failure: null })
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
}

/** Records as this server wrote them; anything else (a hand-edited row) is no reading. */
function keptRecords(json: string): CarparkRecord[] | undefined {
  try {
    const records: unknown = JSON.parse(json);
    return Array.isArray(records) ? (records as CarparkRecord[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The kept reading of `source` (null before the first, or when its row is unreadable), and why
 * the last ask failed, if it did. */
export async function readKeptReading(
  db: Db,
  source: FeedSource,
): Promise<{ reading: KeptReading | null; failure: string | null }> {
  const row = await db
    .selectFrom('parking_feed')
    .select(['read_at', 'records', 'failure'])
    .where('source', '=', source)
    .executeTakeFirst();
  if (!row) return { reading: null, failure: null };
  const records = row.read_at === null ? undefined : keptRecords(row.records);
  return {
    reading: records ? { readAt: Number(row.read_at), records } : null,
    failure: row.failure,
  };
}

/**
 * Takes the turn to ask the feed when nobody has in the last `intervalMs`: true for exactly one of
 * any number of processes and instances asking at once (one conditional UPDATE; the database
 * serialises them and re-checks the condition for the later ones). The row must exist
 * (`ensureFeedRow`).
 */
export async function takeTurnToAsk(
  db: Db,
  source: FeedSource,
  now: number,
  intervalMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('parking_feed')
    .set({ asked_at: now })
    .where('source', '=', source)
    .where('asked_at', '<=', now - intervalMs)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a new reading for every process to serve. */
export async function keepReading(db: Db, source: FeedSource, reading: KeptReading): Promise<void> {
  await db
    .updateTable('parking_feed')
    .set({ read_at: reading.readAt, records: JSON.stringify(reading.records), failure: null })
    .where('source', '=', source)
    .execute();
}

/** Notes why the last ask failed; the kept reading stays. */
export async function noteFeedFailure(db: Db, source: FeedSource, failure: string): Promise<void> {
  await db.updateTable('parking_feed').set({ failure }).where('source', '=', source).execute();
}

/** When the latest reading of a development was stored, if any. */
export async function latestStoredAt(
  db: Db,
  source: FeedSource,
  development: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('parking_readings')
    .select((eb) => eb.fn.max('read_at').as('latest'))
    .where('source', '=', source)
    .where('development', '=', development)
    .executeTakeFirst();
  return row?.latest === null || row?.latest === undefined ? undefined : Number(row.latest);
}

/** Stores readings; one already stored for the same development, type and instant is kept. */
export async function storeReadings(
  db: Db,
  source: FeedSource,
  readings: readonly StoredReading[],
): Promise<void> {
  // A few hundred rows at most (a simulated day filled in): well under both stores' limits on
  // bound parameters when sent in slices.
  for (let start = 0; start < readings.length; start += 200) {
    await db
      .insertInto('parking_readings')
      .values(
        readings.slice(start, start + 200).map((reading) => ({
          source,
          development: reading.development,
          lot_type: reading.lotType,
          read_at: reading.readAt,
          lots: reading.lots,
        })),
      )
      .onConflict((oc) => oc.columns(['source', 'development', 'lot_type', 'read_at']).doNothing())
      .execute();
  }
}

/** Deletes every reading from before `instant`, of any source. */
export async function deleteReadingsBefore(db: Db, instant: number): Promise<void> {
  await db.deleteFrom('parking_readings').where('read_at', '<', instant).execute();
}

/** A development's counts of one lot type from `since` on, oldest first. */
export async function readingsSince(
  db: Db,
  source: FeedSource,
  development: string,
  lotType: StoredLotType,
  since: number,
): Promise<{ readAt: number; lots: number }[]> {
  const rows = await db
    .selectFrom('parking_readings')
    .select(['read_at', 'lots'])
    .where('source', '=', source)
    .where('development', '=', development)
    .where('lot_type', '=', lotType)
    .where('read_at', '>=', since)
    .orderBy('read_at')
    .execute();
  return rows.map((row) => ({ readAt: Number(row.read_at), lots: Number(row.lots) }));
}
