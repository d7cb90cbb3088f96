/**
 * What is stored of each new reading: the complex's car and motorcycle counts, at most one every
 * five minutes, for eight weeks (older ones are deleted at each store, so the table stays near
 * 2 x 288 x 56 = 32,256 rows). Stored only by the process that asked the feed, once.
 *
 * The simulation has a past as well as a present (it is a function of the clock): the part of
 * today before the first reading (or since the last, after a pause) is filled in from it, so the
 * trend and today's line show from the first visit, as they would on a server running all day.
 */
import type { Db } from '../db/database.ts';
import {
  deleteReadingsBefore,
  latestStoredAt,
  storeReadings,
  type FeedSource,
  type KeptReading,
  type StoredLotType,
  type StoredReading,
} from '../repos/parking.ts';
import { singaporeDayStart } from './day-profile.ts';
import { lotsOf } from './feed-records.ts';

const MINUTE = 60_000;
export const STORE_EVERY_MS = 5 * MINUTE;
export const KEEP_READINGS_MS = 8 * 7 * 24 * 60 * MINUTE;
/** A reading a few seconds short of five minutes after the last is stored all the same. */
const SLACK_MS = 10_000;
/** How far back a simulated past is filled in at least: the trend looks 10-30 minutes back. */
const FILL_AT_LEAST_MS = 30 * MINUTE;

const LOT_TYPES: readonly StoredLotType[] = ['C', 'Y'];

/** The simulation's count of a development's lots of a type at an instant. */
export type SimulatedCount = (development: string, lotType: StoredLotType, at: number) => number;

export interface StoreHistoryOptions {
  db: Db;
  source: FeedSource;
  /** The complex's development: the only one whose counts are stored. */
  complex: string;
  reading: KeptReading;
  /** The simulation, whose past fills today in; undefined for the live feed. */
  simulated?: SimulatedCount;
}

function simulatedPast(
  complex: string,
  latest: number | undefined,
  readAt: number,
  simulated: SimulatedCount,
): StoredReading[] {
  const floor = Math.min(singaporeDayStart(readAt), readAt - FILL_AT_LEAST_MS);
  const from = Math.max(latest === undefined ? floor : latest + STORE_EVERY_MS, floor);
  const past: StoredReading[] = [];
  for (
    let at = Math.ceil(from / STORE_EVERY_MS) * STORE_EVERY_MS;
    at <= readAt - STORE_EVERY_MS;
    at += STORE_EVERY_MS
  ) {
    for (const lotType of LOT_TYPES)
      past.push({
        development: complex,
        lotType,
        readAt: at,
        lots: simulated(complex, lotType, at),
      });
  }
  return past;
}

export async function storeHistory({
  db,
  source,
  complex,
  reading,
  simulated,
}: StoreHistoryOptions): Promise<void> {
  const latest = await latestStoredAt(db, source, complex);
  const readings = simulated ? simulatedPast(complex, latest, reading.readAt, simulated) : [];
  const last = readings.at(-1)?.readAt ?? latest;
  if (last === undefined || reading.readAt - last >= STORE_EVERY_MS - SLACK_MS) {
    for (const lotType of LOT_TYPES) {
      const lots = lotsOf(reading.records, complex, lotType);
      if (lots !== undefined)
        readings.push({ development: complex, lotType, readAt: reading.readAt, lots });
    }
  }
  if (readings.length === 0) return;
  await storeReadings(db, source, readings);
  await deleteReadingsBefore(db, reading.readAt - KEEP_READINGS_MS);
}
