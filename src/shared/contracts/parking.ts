/**
 * Live parking, `GET {api}/api/parking`: the complex's free car and motorcycle lots, how old that
 * reading is, whether the carpark is filling or emptying, the nearby carparks worth showing, and
 * the day so far against a typical day of the week. Not a call of the spec but the site's own,
 * served by this server in both data modes from LTA DataMall's carpark availability feed (or its
 * simulation) through server/parking/, so it is not in CALLS: the gateway neither answers nor
 * keeps it. docs/api.md ("Live parking") is the reference.
 *
 * The answer is the server's own camelCase; the app still reads it as a wire shape (enums as
 * text, mapped in src/features/parking/api/parking.ts) so a newer server's value never breaks it.
 */
import { defineCall } from './call';
import { checked, z } from './zod';

/** A count of lots: a whole number, never negative (the server clamps the feed's). */
const lots = checked(z.int(), z.gte(0));
/** An hour's average of free lots; null for an hour without a reading. */
const hourly = checked(z.array(z.nullable(lots)), z.length(24));

/** A carpark near the complex, as the feed last gave it. */
const nearbyCarparkWire = z.object({
  /** The feed's `Development` (English only: the feed has no other language). */
  development: z.string(),
  /** Free car lots; null when the feed gave none for it. */
  car: z.nullable(lots),
  /** Walking distance from the complex in metres (estimated); null when its place is unknown. */
  walkMetres: z.nullable(lots),
});

/** The last reading of the feed: when it was current and what it said. */
const readingWire = z.object({
  /** When the feed gave this reading (ISO instant, UTC). */
  readAt: z.string(),
  /** The complex's `Development` in the feed. */
  development: z.string(),
  /** The complex's free car and motorcycle lots; null when the feed lacked them. */
  car: z.nullable(lots),
  motorcycle: z.nullable(lots),
  /** `filling`, `emptying`, `steady`, or `unknown` without a reading to compare with. */
  trend: z.string(),
  nearby: z.array(nearbyCarparkWire),
});

/** Free car lots by hour of today (Singapore), and of a typical day of the same weekday. */
const dayWire = z.object({
  /** Today in Singapore, `YYYY-MM-DD`. */
  date: z.string(),
  today: hourly,
  typical: hourly,
  /** `readings` (averaged from the stored readings), `model` (an estimate), or `none`. */
  typicalFrom: z.string(),
  /** How many past days of this weekday the typical day averages (0 unless from readings). */
  typicalDays: lots,
});

export const parkingWire = z.object({
  /** `datamall` (the live feed) or `simulation` (no feed configured: made-up figures). */
  source: z.string(),
  /** Null when the server has never had a reading. */
  reading: z.nullable(readingWire),
  day: dayWire,
});
export type ParkingWire = z.infer<typeof parkingWire>;

/** `GET {api}/api/parking`: `{ status: 0, data }`, with `Age` (seconds since the reading). */
export const parkingRoute = { backend: 'api', method: 'GET', path: '/api/parking' } as const;
export const parkingCall = defineCall(parkingRoute, {
  input: z.object({}),
  answer: z.object({ status: z.union([z.number(), z.string()]), data: parkingWire }),
});
