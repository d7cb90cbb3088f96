/**
 * The feed when no DataMall is configured: a page of the same shape as DataMall's (so it goes
 * through the same reader, feed-records.ts), with car and motorcycle records for each development
 * asked for, whose counts follow the believable day of occupancy-model.ts. Deterministic: the
 * same seed and the same minute give the same page, so tests fix both. Each development has its
 * own busyness, each day its own mood (a few points busier or quieter) and each ten minutes a
 * little wobble, so a day is not a copy of the model and readings averaged over weeks are not
 * trivially the model either.
 */
import { hashString } from '../seed/random.ts';
import { type LotType } from './feed-records.ts';
import { freeLots, occupancyAt, singaporeMoment, typicalFreeLots } from './occupancy-model.ts';
import { KNOWN_PLACES, UNKNOWN_CAPACITY } from './places.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WOBBLE_STEP_MINUTES = 10;

/**
 * A number in [0, 1) for the label: the same label, the same number. The string hash is mixed
 * again (murmur3's finaliser) so that labels differing only in their last digits spread evenly.
 */
function unit(label: string): number {
  let hash = hashString(label);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

/** How busy a development runs against the model (0.86 to 1.02), fixed for a seed. */
export function busynessOf(seed: number, development: string): number {
  return 0.86 + 0.16 * unit(`${seed}|busyness|${development}`);
}

/** Lots a development has of a type, as the simulation counts them. */
export function simulatedCapacity(development: string, lotType: 'C' | 'Y'): number {
  const capacity = KNOWN_PLACES[development]?.capacity ?? UNKNOWN_CAPACITY;
  return lotType === 'C' ? capacity.car : capacity.motorcycle;
}

/** The ten-minute wobble at `minute` (since the epoch), smoothly between its steps: -1..1. */
function wobble(seed: number, series: string, minute: number): number {
  const step = Math.floor(minute / WOBBLE_STEP_MINUTES);
  const through = (minute - step * WOBBLE_STEP_MINUTES) / WOBBLE_STEP_MINUTES;
  const at = (index: number) => 2 * unit(`${seed}|wobble|${series}|${index}`) - 1;
  return at(step) + (at(step + 1) - at(step)) * through;
}

/** Free lots of a development's car or motorcycle lots at `instant` (to the minute). */
export function simulatedFreeLots(
  seed: number,
  development: string,
  lotType: 'C' | 'Y',
  instant: number,
): number {
  const minute = Math.floor(instant / MINUTE);
  const day = Math.floor((instant + 8 * 60 * MINUTE) / DAY);
  const series = `${development}|${lotType}`;
  // Multiplied, not added: a quiet night stays near empty rather than turning negative.
  const mood = 1 + 0.08 * (2 * unit(`${seed}|mood|${development}|${day}`) - 1);
  const share =
    busynessOf(seed, development) *
    occupancyAt(singaporeMoment(minute * MINUTE)) *
    (lotType === 'Y' ? 0.9 : 1) *
    mood *
    (1 + 0.04 * wobble(seed, series, minute));
  return freeLots(simulatedCapacity(development, lotType), share);
}

/** The simulation's typical day of a development's car lots: its model, without mood or wobble. */
export function simulatedTypicalDay(seed: number, development: string, weekday: number): number[] {
  return typicalFreeLots(
    simulatedCapacity(development, 'C'),
    weekday,
    busynessOf(seed, development),
  );
}

const LOT_TYPES: readonly ('C' | 'Y')[] = ['C', 'Y'];

/** One feed record as DataMall writes it. */
interface FeedRecordJson {
  CarParkID: string;
  Area: string;
  Development: string;
  Location: string;
  AvailableLots: number;
  LotType: LotType;
  Agency: string;
}

/** The page DataMall would answer at `instant` for `developments` (one page: it is short). */
export function simulatedFeedPage(
  seed: number,
  instant: number,
  developments: readonly string[],
): { 'odata.metadata': string; value: FeedRecordJson[] } {
  return {
    'odata.metadata': 'simulation#CarParkAvailability',
    value: developments.flatMap((development, index) => {
      const place = KNOWN_PLACES[development]?.location;
      return LOT_TYPES.map((lotType) => ({
        CarParkID: String(index + 1),
        Area: 'Marina',
        Development: development,
        Location: place ? `${place.lat} ${place.lon}` : '',
        AvailableLots: simulatedFreeLots(seed, development, lotType, instant),
        LotType: lotType,
        Agency: 'LTA',
      }));
    }),
  };
}
