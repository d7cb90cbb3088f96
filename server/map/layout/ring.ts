/**
 * A circular gallery with shops around its outer wall (the Fountain Court, the Sky Garden). Angles
 * are degrees clockwise from east on the y-down plan; shops are numbered clockwise from `startDeg`.
 */
import { arc, polar, roundPoint, roundPolygon } from '../geometry.ts';
import type { MapPoint } from '../../../src/shared/map-data.ts';
import type { PlacedUnit } from './band.ts';
import { fillRuns, freeIntervals, type FillOptions } from './fill-runs.ts';

/** An arc of the wall kept free of shops, `width` metres measured at the shops' mid-depth. */
export interface RingSlot {
  id: string;
  atDeg: number;
  width: number;
}

export interface RingSpec {
  kind: 'ring';
  centre: MapPoint;
  corridorRadius: number;
  inner: number;
  outer: number;
  startDeg: number;
  slots: readonly RingSlot[];
}

const midRadius = (ring: RingSpec) => (ring.inner + ring.outer) / 2;
const degreesPerMetre = (ring: RingSpec) => 180 / (Math.PI * midRadius(ring));

/** Where a slot's amenity stands: in the slot, just off the gallery. */
export function ringSlotPosition(ring: RingSpec, slotId: string): MapPoint {
  const slot = ring.slots.find((candidate) => candidate.id === slotId);
  if (!slot) throw new RangeError(`No slot ${slotId} on this gallery`);
  return roundPoint(
    polar(ring.centre, ring.inner + Math.min(4, (ring.outer - ring.inner) / 2), slot.atDeg),
  );
}

export function placeRingUnits(ring: RingSpec, count: number, options: FillOptions): PlacedUnit[] {
  const perMetre = degreesPerMetre(ring);
  // Work in degrees after the start angle, 0..360.
  const reserved = ring.slots.map((slot) => {
    const centre = (((slot.atDeg - ring.startDeg) % 360) + 360) % 360;
    const half = (slot.width * perMetre) / 2;
    return [centre - half, centre + half] as const;
  });
  // A slot straddling the start also blocks the end of the circle.
  const wrapped = reserved.flatMap(([a, b]) =>
    a < 0 ? [[a + 360, b + 360] as const] : b > 360 ? [[a - 360, b - 360] as const] : [],
  );
  const runs = freeIntervals(0, 360, [...reserved, ...wrapped]);
  const placements = fillRuns(
    runs.map(([a, b]) => (b - a) / perMetre),
    count,
    options,
  );
  return placements.map(({ run, start, end }) => {
    const a = ring.startDeg + runs[run]![0] + start * perMetre;
    const b = ring.startDeg + runs[run]![0] + end * perMetre;
    const mid = (a + b) / 2;
    return {
      polygon: roundPolygon([
        ...arc(ring.centre, ring.outer, a, b, 4),
        ...arc(ring.centre, ring.inner, b, a, 4),
      ]),
      label: roundPoint(polar(ring.centre, midRadius(ring), mid)),
      door: roundPoint(polar(ring.centre, ring.inner, mid)),
    };
  });
}
