/**
 * The answer of `GET /api/parking` (src/shared/contracts/parking.ts) from the feed's newest
 * reading and the stored history. Built once per reading and day in each process and kept as
 * JSON bytes (a reading changes at most once a minute; the typical day once a day), so a crowd
 * costs one build a minute, not one per visitor.
 */
import type { AnswerOf } from '../../src/shared/contracts/call.ts';
import type { parkingCall, ParkingWire } from '../../src/shared/contracts/parking.ts';
import type { Db } from '../db/database.ts';
import { readingsSince, type KeptReading } from '../repos/parking.ts';
import {
  DAY,
  hourlyAverages,
  singaporeDayStart,
  typicalFromCounts,
  type TypicalDay,
} from './day-profile.ts';
import { walkingMetres } from './distance.ts';
import { locationOf, lotsOf } from './feed-records.ts';
import { singaporeMoment, typicalFreeLots } from './occupancy-model.ts';
import type { ParkingFeed } from './parking-feed.ts';
import { KNOWN_PLACES } from './places.ts';
import { simulatedTypicalDay } from './simulated-feed.ts';
import { trendOf } from './trend.ts';

const MINUTE = 60_000;
/** The trend compares with readings up to half an hour back (trend.ts). */
const TREND_LOOK_BACK_MS = 30 * MINUTE;
/** Weeks of readings the typical day averages (as long as they are kept, history.ts). */
const TYPICAL_WEEKS = 8;

type DayWire = ParkingWire['day'];
type Typical = Pick<DayWire, 'typical' | 'typicalFrom' | 'typicalDays'>;
type NearbyWire = NonNullable<ParkingWire['reading']>['nearby'];

export interface ParkingAnswersOptions {
  db: Db;
  feed: ParkingFeed;
  /** The developments shown: the complex's first. */
  developments: readonly string[];
  seed: number;
  clock: () => number;
}

export interface BuiltAnswer {
  json: Buffer;
  /** When the reading it carries was current; undefined when it has none. */
  readAt: number | undefined;
}

export function parkingAnswers({ db, feed, developments, seed, clock }: ParkingAnswersOptions) {
  const { source, complex } = feed;
  let kept: { key: string; answer: Promise<BuiltAnswer> } | undefined;
  let typicalKept: { dayStart: number; typical: Promise<Typical> } | undefined;

  /** What a typical day of the weekday looks like: the readings', else the model's, else none. */
  async function typicalOf(dayStart: number): Promise<Typical> {
    const counts = await readingsSince(
      db,
      source,
      complex,
      'C',
      dayStart - TYPICAL_WEEKS * 7 * DAY,
    );
    const fromReadings: TypicalDay | undefined = typicalFromCounts(counts, dayStart);
    if (fromReadings)
      return {
        typical: fromReadings.hours,
        typicalFrom: 'readings',
        typicalDays: fromReadings.days,
      };
    const { weekday } = singaporeMoment(dayStart);
    const capacity = KNOWN_PLACES[complex]?.capacity.car;
    const model =
      source === 'simulation'
        ? simulatedTypicalDay(seed, complex, weekday)
        : capacity !== undefined
          ? typicalFreeLots(capacity, weekday)
          : undefined;
    return model
      ? { typical: model, typicalFrom: 'model', typicalDays: 0 }
      : { typical: Array<null>(24).fill(null), typicalFrom: 'none', typicalDays: 0 };
  }

  function typicalFor(dayStart: number): Promise<Typical> {
    if (typicalKept?.dayStart !== dayStart) {
      const typical = typicalOf(dayStart);
      typicalKept = { dayStart, typical };
      // A failure is not kept: the next answer tries again.
      typical.catch(() => {
        if (typicalKept?.typical === typical) typicalKept = undefined;
      });
    }
    return typicalKept.typical;
  }

  function nearbyOf(reading: KeptReading): NearbyWire {
    const origin = locationOf(reading.records, complex) ?? KNOWN_PLACES[complex]?.location;
    return developments.slice(1).map((development) => {
      const place = locationOf(reading.records, development) ?? KNOWN_PLACES[development]?.location;
      return {
        development,
        car: lotsOf(reading.records, development, 'C') ?? null,
        walkMetres: origin && place ? walkingMetres(origin, place) : null,
      };
    });
  }

  async function build(reading: KeptReading | null, now: number): Promise<ParkingWire> {
    const dayStart = singaporeDayStart(now);
    const since = Math.min(dayStart, (reading?.readAt ?? now) - TREND_LOOK_BACK_MS);
    const counts = await readingsSince(db, source, complex, 'C', since);
    const car = reading ? lotsOf(reading.records, complex, 'C') : undefined;
    const current =
      reading && car !== undefined ? { readAt: reading.readAt, lots: car } : undefined;
    const todays = counts.filter((count) => count.readAt >= dayStart);
    if (current && !todays.some((count) => count.readAt === current.readAt)) todays.push(current);
    return {
      source,
      reading: reading && {
        readAt: new Date(reading.readAt).toISOString(),
        development: complex,
        car: car ?? null,
        motorcycle: lotsOf(reading.records, complex, 'Y') ?? null,
        trend: trendOf(current, counts),
        nearby: nearbyOf(reading),
      },
      day: {
        date: new Date(dayStart + 8 * 60 * MINUTE).toISOString().slice(0, 10),
        today: hourlyAverages(todays, dayStart),
        ...(await typicalFor(dayStart)),
      },
    };
  }

  return {
    /** The answer for now: the newest reading, built once. */
    async answer(): Promise<BuiltAnswer> {
      const reading = await feed.current();
      const now = clock();
      const key = `${reading?.readAt ?? 'none'}|${singaporeDayStart(now)}`;
      if (kept?.key !== key) {
        const answer = build(reading, now).then((data) => {
          const body: AnswerOf<typeof parkingCall> = { status: 0, data };
          return { json: Buffer.from(JSON.stringify(body)), readAt: reading?.readAt };
        });
        kept = { key, answer };
        answer.catch(() => {
          if (kept?.answer === answer) kept = undefined;
        });
      }
      return kept.answer;
    },
  };
}
