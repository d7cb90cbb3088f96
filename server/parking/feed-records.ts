/**
 * The carpark availability feed's records (LTA DataMall, version 2), read as untrusted input:
 * `{ "odata.metadata": ..., "value": [ { CarParkID, Area, Development, Location, AvailableLots,
 * LotType, Agency } ] }`. A record that is not an object, lacks a development or a lot count, or
 * names an unknown lot type is dropped; negative counts are taken as 0 (the feed sends -1 and the
 * like for a carpark whose count is off); "lat lon" is read when it is two numbers in range. The
 * simulation writes the same shape (simulated-feed.ts), so both go through this one reader.
 */
import { checked, z } from '../../src/shared/contracts/zod.ts';

export type LotType = 'C' | 'Y' | 'H';

export interface LatLon {
  lat: number;
  lon: number;
}

/** One record of the feed, as the server keeps it. */
export interface CarparkRecord {
  development: string;
  lotType: LotType;
  lots: number;
  location: LatLon | null;
}

/** A page of the feed that is not one: not JSON, or no `value` list. */
export class FeedError extends Error {
  constructor(
    readonly kind: 'refused' | 'failed' | 'garbage' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

/** More lots than any carpark has: a count past it is garbage, not a reading. */
const LOTS_AT_MOST = 100_000;

const page = z.looseObject({ value: z.array(z.unknown()) });

const name = checked(z.string(), z.trim(), z.minLength(1), z.maxLength(200));
const count = z.union([
  checked(z.number(), z.refine(Number.isFinite)),
  checked(z.string(), z.trim(), z.regex(/^-?[0-9]{1,9}(\.[0-9]+)?$/)),
]);

const record = z.looseObject({
  Development: name,
  AvailableLots: count,
  LotType: z.enum(['C', 'Y', 'H']),
  Location: z.nullish(z.string()),
});

/** "1.29375 103.85718" as a place; null for anything else (empty, one number, out of range). */
export function parseLocation(text: string | null | undefined): LatLon | null {
  const match = /^\s*(-?[0-9]{1,3}(?:\.[0-9]+)?)[\s,]+(-?[0-9]{1,3}(?:\.[0-9]+)?)\s*$/.exec(
    text ?? '',
  );
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return null;
  return { lat, lon };
}

/** A feed's lot count as a whole number of lots from 0 up, or undefined when it is garbage. */
export function clampLots(value: number | string): number | undefined {
  const lots = Math.round(Number(value));
  if (!Number.isFinite(lots) || lots > LOTS_AT_MOST) return undefined;
  return Math.max(0, lots);
}

export interface FeedPage {
  /** The records worth keeping, of the developments asked for. */
  records: CarparkRecord[];
  /** Records on the page, good or bad: a page shorter than the feed's page size is its last. */
  length: number;
  /** Records dropped as unreadable. */
  dropped: number;
}

/**
 * The records of one page of the feed, of the developments in `wanted` only (the feed holds a
 * few thousand carparks; the site shows a handful). Throws `FeedError('garbage')` when the page
 * itself is not a feed page.
 */
export function readFeedPage(json: unknown, wanted: ReadonlySet<string>): FeedPage {
  const parsed = page.safeParse(json);
  if (!parsed.success) throw new FeedError('garbage', 'The feed’s answer has no list of records');
  const records: CarparkRecord[] = [];
  let dropped = 0;
  for (const item of parsed.data.value) {
    const result = record.safeParse(item);
    const lots = result.success ? clampLots(result.data.AvailableLots) : undefined;
    if (!result.success || lots === undefined) {
      dropped += 1;
      continue;
    }
    if (!wanted.has(result.data.Development)) continue;
    records.push({
      development: result.data.Development,
      lotType: result.data.LotType,
      lots,
      location: parseLocation(result.data.Location),
    });
  }
  return { records, length: parsed.data.value.length, dropped };
}

/** A development's free lots of a type in a reading (its records summed), or undefined. */
export function lotsOf(
  records: readonly CarparkRecord[],
  development: string,
  lotType: LotType,
): number | undefined {
  const matching = records.filter(
    (record) => record.development === development && record.lotType === lotType,
  );
  return matching.length === 0 ? undefined : matching.reduce((sum, record) => sum + record.lots, 0);
}

/** A development's place as a reading gives it, if any of its records has one. */
export function locationOf(
  records: readonly CarparkRecord[],
  development: string,
): LatLon | undefined {
  return (
    records.find((record) => record.development === development && record.location)?.location ??
    undefined
  );
}
