/**
 * A straight corridor with shops along one or both walls (a tower's spoke, a wing, the convention
 * concourse). Positions along it are `t`, metres from `start`; `side` 1 is the wall to the right
 * of the direction of travel on the y-down plan, -1 the wall to the left.
 */
import { distance, roundPoint, roundPolygon, strip } from '../geometry.ts';
import type { MapPoint, MapPolygon } from '../../../src/shared/map-data.ts';
import { fillRuns, freeIntervals, type FillOptions } from './fill-runs.ts';

export type Side = 1 | -1;

/** A stretch of wall kept free of shops: an opening, or the place of a lift, toilets, an ATM. */
export interface BandSlot {
  id: string;
  sides: readonly Side[];
  /** Centre of the slot, metres along the corridor. */
  at: number;
  width: number;
}

export interface BandSpec {
  kind: 'band';
  start: MapPoint;
  end: MapPoint;
  corridorHalfWidth: number;
  /** Depth of the shops from the corridor's wall. */
  depth: number;
  /** Walls holding shops, in numbering order: out along the first, back along the second. */
  sides: readonly Side[];
  /** Stretch of the corridor that has shops. */
  from: number;
  to: number;
  slots: readonly BandSlot[];
}

export interface PlacedUnit {
  polygon: MapPolygon;
  label: MapPoint;
  /** The middle of its shopfront, on the corridor's edge. */
  door: MapPoint;
}

/** The point `t` metres along the corridor, `offset` metres off the centreline towards `side`. */
export function bandPoint(band: BandSpec, t: number, side: Side, offset: number): MapPoint {
  const length = distance(band.start, band.end);
  const ux = (band.end[0] - band.start[0]) / length;
  const uy = (band.end[1] - band.start[1]) / length;
  // Right-hand normal on a y-down plane.
  const nx = -uy * side;
  const ny = ux * side;
  return [band.start[0] + ux * t + nx * offset, band.start[1] + uy * t + ny * offset];
}

/** Where a slot's amenity stands: in the slot, just off the corridor. */
export function bandSlotPosition(band: BandSpec, slotId: string, side?: Side): MapPoint {
  const slot = band.slots.find((candidate) => candidate.id === slotId);
  if (!slot) throw new RangeError(`No slot ${slotId} on this corridor`);
  return roundPoint(
    bandPoint(
      band,
      slot.at,
      side ?? slot.sides[0]!,
      band.corridorHalfWidth + Math.min(4, band.depth / 2),
    ),
  );
}

/** The corridor and its shops as one strip, for the zone's outline. */
export function bandOutline(band: BandSpec, margin = 1): MapPolygon {
  const from = bandPoint(band, Math.max(0, band.from - margin), 1, 0);
  const to = bandPoint(band, band.to + margin, 1, 0);
  return roundPolygon(strip(from, to, band.corridorHalfWidth + band.depth + margin));
}

/** Places `count` shops along the band in numbering order. */
export function placeBandUnits(band: BandSpec, count: number, options: FillOptions): PlacedUnit[] {
  // Runs in walking order: the first wall outwards, the second wall back towards the start.
  const runs = band.sides.flatMap((side, index) => {
    const reserved = band.slots
      .filter((slot) => slot.sides.includes(side))
      .map((slot) => [slot.at - slot.width / 2, slot.at + slot.width / 2] as const);
    const intervals = freeIntervals(band.from, band.to, reserved).map(([start, end]) => ({
      side,
      start,
      end,
      backwards: index % 2 === 1,
    }));
    return index % 2 === 1 ? intervals.reverse() : intervals;
  });
  const placements = fillRuns(
    runs.map((run) => run.end - run.start),
    count,
    options,
  );
  const near = band.corridorHalfWidth;
  const far = band.corridorHalfWidth + band.depth;
  return placements.map(({ run: index, start, end }) => {
    const run = runs[index]!;
    const t0 = run.backwards ? run.end - end : run.start + start;
    const t1 = run.backwards ? run.end - start : run.start + end;
    const mid = (t0 + t1) / 2;
    return {
      polygon: roundPolygon([
        bandPoint(band, t0, run.side, near),
        bandPoint(band, t1, run.side, near),
        bandPoint(band, t1, run.side, far),
        bandPoint(band, t0, run.side, far),
      ]),
      label: roundPoint(bandPoint(band, mid, run.side, (near + far) / 2)),
      door: roundPoint(bandPoint(band, mid, run.side, near)),
    };
  });
}
