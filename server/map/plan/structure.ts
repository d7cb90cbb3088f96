/**
 * The complex's architecture as a plan in metres (x east, y south), the same on every level: a
 * wheel of five tower spokes around the Fountain of Wealth (hub) inside a ring concourse (rim),
 * the West and East Wings beside it and the convention centre's concourse to the north. Shops
 * line the spokes, the hub's gallery, the wings and the convention concourse; their slots (gaps in
 * the shopfronts) hold openings, lifts, escalators and amenities.
 */
import { polar } from '../geometry.ts';
import type { BandSpec, Side } from '../layout/band.ts';
import type { RingSpec } from '../layout/ring.ts';
import type { MapPoint } from '../../../src/shared/map-data.ts';

export const CENTRE: MapPoint = [220, 200];

/** The Fountain Court (or the Sky Garden on 03): a gallery round the fountain, shops outside it. */
export const HUB = {
  plazaRadius: 30,
  corridorRadius: 34,
  inner: 38,
  outer: 56,
  floorRadius: 60,
  fountainRadius: 15,
} as const;
/** The ring concourse joining the spokes' outer ends. */
export const RIM = { corridorRadius: 134, inner: 128, outer: 140 } as const;

export const TOWER_KEYS = ['tower-1', 'tower-2', 'tower-3', 'tower-4', 'tower-5'] as const;
export type TowerKey = (typeof TOWER_KEYS)[number];

/** Each tower's spoke direction, clockwise from Tower 1 in the west-south-west. */
export const SPOKE_ANGLES: Record<TowerKey, number> = {
  'tower-1': 162,
  'tower-2': 234,
  'tower-3': 306,
  'tower-4': 18,
  'tower-5': 90,
};

/** North: the hub's opening towards the convention centre (and the B1 carpark). */
export const NORTH = 270;

export const HUB_RING: RingSpec = {
  kind: 'ring',
  centre: CENTRE,
  corridorRadius: HUB.corridorRadius,
  inner: HUB.inner,
  outer: HUB.outer,
  startDeg: NORTH,
  slots: [
    ...TOWER_KEYS.map((key) => ({ id: `to-${key}`, atDeg: SPOKE_ANGLES[key], width: 10 })),
    { id: 'north', atDeg: NORTH, width: 10 },
    { id: 'lift', atDeg: 342, width: 8 },
    { id: 'esc-a', atDeg: 54, width: 8 },
    { id: 'esc-b', atDeg: 126, width: 8 },
    { id: 'esc-c', atDeg: 198, width: 8 },
    { id: 'amenity-a', atDeg: 252, width: 8 },
    { id: 'amenity-b', atDeg: 288, width: 8 },
  ],
};

export function spokeBand(key: TowerKey): BandSpec {
  const angle = SPOKE_ANGLES[key];
  return {
    kind: 'band',
    start: polar(CENTRE, HUB.corridorRadius, angle),
    end: polar(CENTRE, RIM.corridorRadius, angle),
    corridorHalfWidth: 3.5,
    depth: 11,
    sides: [1, -1],
    from: 28,
    to: 92,
    slots: [
      { id: 'lift', sides: [-1], at: 86, width: 9 },
      { id: 'amenity', sides: [1], at: 86, width: 9 },
    ],
  };
}

export type WingKey = 'west-wing' | 'east-wing';

/** A wing: a north-south mall street; `x` is its corridor, `outer` the side away from the wheel. */
function wingBand(x: number, outer: Side): BandSpec {
  const inner = -outer as Side;
  return {
    kind: 'band',
    start: [x, 102],
    end: [x, 318],
    corridorHalfWidth: 4,
    depth: 18,
    sides: [outer, inner],
    from: 2,
    to: 214,
    slots: [
      { id: 'connector', sides: [inner], at: 98, width: 12 },
      { id: 'link', sides: [outer], at: 152, width: 10 },
      { id: 'lift', sides: [outer], at: 8, width: 10 },
      { id: 'esc-a', sides: [outer], at: 50, width: 9 },
      { id: 'esc-b', sides: [inner], at: 40, width: 9 },
      { id: 'esc-c', sides: [outer], at: 110, width: 9 },
      { id: 'amenity-a', sides: [inner], at: 150, width: 9 },
      { id: 'amenity-b', sides: [inner], at: 190, width: 9 },
      { id: 'stairs', sides: [outer], at: 196, width: 8 },
    ],
  };
}

export const WING_BANDS: Record<WingKey, BandSpec> = {
  // Heading south, side 1 is west: the West Wing's outer wall, the East Wing's inner one.
  'west-wing': wingBand(50, 1),
  'east-wing': wingBand(390, -1),
};

/** The convention centre's concourse, west to east; side 1 (south) faces the mall. */
export const CONVENTION_BAND: BandSpec = {
  kind: 'band',
  start: [96, 29],
  end: [344, 29],
  corridorHalfWidth: 4,
  depth: 17,
  sides: [-1, 1],
  from: 2,
  to: 246,
  slots: [
    { id: 'connector', sides: [1, -1], at: 124, width: 12 },
    { id: 'lift-w', sides: [-1], at: 16, width: 10 },
    { id: 'lift-e', sides: [-1], at: 232, width: 10 },
    { id: 'esc-a', sides: [-1], at: 60, width: 9 },
    { id: 'esc-b', sides: [-1], at: 88, width: 9 },
    { id: 'esc-c', sides: [-1], at: 160, width: 9 },
    { id: 'esc-d', sides: [-1], at: 186, width: 9 },
    { id: 'esc-e', sides: [-1], at: 208, width: 9 },
    { id: 'amenity-a', sides: [1], at: 40, width: 9 },
    { id: 'amenity-b', sides: [1], at: 208, width: 9 },
  ],
};

/** Where the carpark band of B1 runs (north of the wheel, under the convention centre). */
export const B1_CARPARK = { y0: 2, y1: 56, aisleY: 30 } as const;

/** The basements' drive aisles (B2, B3), which double as the walkways to the lift lobbies. */
export const BASEMENT = {
  x0: 0,
  y0: 0,
  x1: 440,
  y1: 344,
  aisleXs: [75, 220, 365],
  aisleYs: [86, 256],
} as const;
