/**
 * What each level holds: its floor, the corridors (centrelines of the walkway graph), the shop
 * holders (spokes, hub, wings, convention concourse) with their default zones, decorative areas and
 * carpark zones.
 */
import { annulus, circle, polar, rect, strip } from '../geometry.ts';
import { bandOutline, bandPoint, type BandSpec } from '../layout/band.ts';
import type { RingSpec } from '../layout/ring.ts';
import type { FillOptions } from '../layout/fill-runs.ts';
import type { AreaKind, MapPoint, MapPolygon } from '../../../src/shared/map-data.ts';
import { CONVENTION_LEVELS, levelPlan, MALL_LEVELS } from './levels.ts';
import {
  B1_CARPARK,
  BASEMENT,
  CENTRE,
  CONVENTION_BAND,
  HUB,
  HUB_RING,
  NORTH,
  RIM,
  SPOKE_ANGLES,
  spokeBand,
  TOWER_KEYS,
  WING_BANDS,
} from './structure.ts';

export interface HolderPlan {
  /** The zone whose units it holds by default (and whose outline it draws). */
  zoneKey: string;
  /** Unit block digits it takes (`#LL-6NN` -> 6). */
  blocks: readonly number[];
  spec: BandSpec | RingSpec;
  /** Shop widths: narrow round the fountain, wide in the wings where shops are few and large. */
  frontage: FillOptions;
  outline: MapPolygon;
  label: MapPoint;
}

export interface AreaPlan {
  key: string;
  kind: AreaKind;
  name?: string;
  nameZh?: string;
  polygon: MapPolygon;
  label?: MapPoint;
}

export interface CarparkZonePlan {
  letter: string;
  colour: string;
  colourName: string;
  colourNameZh: string;
  polygon: MapPolygon;
  label: MapPoint;
}

export interface LevelLayout {
  floor: MapPolygon[];
  corridors: { points: readonly MapPoint[]; closed?: boolean }[];
  holders: HolderPlan[];
  areas: AreaPlan[];
  carparkZones: CarparkZonePlan[];
}

const CARPARK_COLOURS = [
  { colour: '#b03a2e', colourName: 'Red', colourNameZh: '红' },
  { colour: '#9a6a00', colourName: 'Amber', colourNameZh: '琥珀' },
  { colour: '#1e7a46', colourName: 'Green', colourNameZh: '绿' },
  { colour: '#1f5f8b', colourName: 'Blue', colourNameZh: '蓝' },
  { colour: '#6c3483', colourName: 'Purple', colourNameZh: '紫' },
  { colour: '#0e6e6e', colourName: 'Teal', colourNameZh: '青' },
] as const;

const TOWER_BLOCK: Record<string, number> = {
  'tower-1': 1,
  'tower-2': 2,
  'tower-3': 3,
  'tower-4': 4,
  'tower-5': 5,
};

function spokeHolders(): HolderPlan[] {
  return TOWER_KEYS.map((key) => {
    const band = spokeBand(key);
    return {
      zoneKey: key,
      blocks: [TOWER_BLOCK[key]!],
      spec: band,
      frontage: { maxFrontage: 14, minFrontage: 4 },
      outline: bandOutline(band),
      label: polar(CENTRE, 99, SPOKE_ANGLES[key] + 21),
    };
  });
}

function hubHolder(levelId: string): HolderPlan {
  return {
    zoneKey: levelId === '03' ? 'sky-garden' : 'fountain-court',
    blocks: [6, 0],
    spec: HUB_RING,
    frontage: { maxFrontage: 12, minFrontage: 3.5 },
    outline: circle(CENTRE, HUB.outer + 1),
    label: [CENTRE[0], CENTRE[1] + 23],
  };
}

function wingHolders(): HolderPlan[] {
  return (['west-wing', 'east-wing'] as const).map((key) => {
    const band = WING_BANDS[key];
    return {
      zoneKey: key,
      blocks: [key === 'west-wing' ? 8 : 7],
      spec: band,
      frontage: { maxFrontage: 24, minFrontage: 4 },
      outline: bandOutline(band),
      label: bandPoint(band, -6, 1, 0),
    };
  });
}

function conventionHolder(): HolderPlan {
  return {
    zoneKey: 'atrium',
    blocks: [9],
    spec: CONVENTION_BAND,
    frontage: { maxFrontage: 24, minFrontage: 4 },
    outline: bandOutline(CONVENTION_BAND),
    label: [CONVENTION_BAND.start[0] + 50, -7],
  };
}

const line = (...points: MapPoint[]) => ({ points });

/** The wheel (hub, spokes, rim) and the wings, on every mall level. */
function wheelAndWings(): Pick<LevelLayout, 'floor' | 'corridors'> {
  const west = WING_BANDS['west-wing'];
  const east = WING_BANDS['east-wing'];
  return {
    floor: [
      circle(CENTRE, HUB.floorRadius, 72),
      ...TOWER_KEYS.map((key) =>
        strip(
          polar(CENTRE, HUB.outer, SPOKE_ANGLES[key]),
          polar(CENTRE, RIM.inner + 4, SPOKE_ANGLES[key]),
          15.5,
        ),
      ),
      annulus(CENTRE, RIM.outer, RIM.inner),
      bandOutline(west),
      bandOutline(east),
      rect(west.start[0], 193, CENTRE[0] - RIM.inner, 207),
      rect(CENTRE[0] + RIM.inner, 193, east.start[0], 207),
    ],
    corridors: [
      { points: circle(CENTRE, HUB.corridorRadius, 60), closed: true },
      ...TOWER_KEYS.map((key) => line(spokeBand(key).start, spokeBand(key).end)),
      { points: circle(CENTRE, RIM.corridorRadius, 90), closed: true },
      line(west.start, west.end),
      line(east.start, east.end),
      line([CENTRE[0] - RIM.corridorRadius, 200], [west.start[0], 200]),
      line([CENTRE[0] + RIM.corridorRadius, 200], [east.start[0], 200]),
    ],
  };
}

const NORTH_OF_RIM: MapPoint = polar(CENTRE, RIM.corridorRadius, NORTH);

function conventionFloor(levelId: string): MapPolygon[] {
  if (levelId === '01' || levelId === '02' || levelId === '03')
    return [rect(90, 2, 350, 56), rect(212, 50, 228, 64)];
  return [rect(90, 2, 350, 150)];
}

function hubAreas(levelId: string): AreaPlan[] {
  if (levelId === 'B1') {
    return [
      {
        key: 'fountain',
        kind: 'fountain',
        name: 'Fountain of Wealth',
        nameZh: '财富之泉',
        polygon: circle(CENTRE, HUB.fountainRadius, 48),
        label: [CENTRE[0], CENTRE[1] - 20],
      },
    ];
  }
  if (levelId === '03')
    return [
      {
        key: 'lawn',
        kind: 'garden',
        name: 'Sky Garden lawn',
        nameZh: '空中花园草坪',
        polygon: circle(CENTRE, 26, 48),
      },
    ];
  return [
    {
      key: 'void',
      kind: 'void',
      name: 'Open to the fountain below',
      nameZh: '俯瞰下层喷泉',
      polygon: circle(CENTRE, 26, 48),
    },
  ];
}

function halls(levelId: string): AreaPlan[] {
  const n = Number(levelId);
  return [
    {
      key: 'hall-1',
      kind: 'hall',
      name: `Hall ${n}01`,
      nameZh: `${n}01 展厅`,
      polygon: rect(98, 58, 214, 146),
      label: [156, 102],
    },
    {
      key: 'hall-2',
      kind: 'hall',
      name: `Hall ${n}02`,
      nameZh: `${n}02 展厅`,
      polygon: rect(226, 58, 342, 146),
      label: [284, 102],
    },
  ];
}

function carparkGrid(levelId: string): CarparkZonePlan[] {
  if (levelId === 'B1') {
    const columns: [number, number][] = [
      [4, 140],
      [146, 294],
      [300, 436],
    ];
    return columns.map(([x0, x1], i) => ({
      letter: String.fromCharCode(65 + i),
      ...CARPARK_COLOURS[i]!,
      polygon: rect(x0, B1_CARPARK.y0 + 2, x1, B1_CARPARK.y1 - 2),
      label: [x1 - 24, B1_CARPARK.y0 + 16],
    }));
  }
  const columns: [number, number][] = [
    [4, 144],
    [150, 290],
    [296, 436],
  ];
  const rows: [number, number][] = [
    [4, 168],
    [176, 340],
  ];
  return rows.flatMap(([y0, y1], row) =>
    columns.map(([x0, x1], column) => {
      const index = row * 3 + column;
      return {
        letter: String.fromCharCode(65 + index),
        ...CARPARK_COLOURS[index]!,
        polygon: rect(x0, y0, x1, y1),
        label: [x0 + 34, y0 + 40] as MapPoint,
      };
    }),
  );
}

function basementLayout(levelId: string): LevelLayout {
  return {
    floor: [rect(BASEMENT.x0, BASEMENT.y0, BASEMENT.x1, BASEMENT.y1)],
    corridors: [
      ...BASEMENT.aisleXs.map((x) => line([x, 10], [x, BASEMENT.y1 - 10])),
      ...BASEMENT.aisleYs.map((y) => line([10, y], [BASEMENT.x1 - 10, y])),
    ],
    holders: [],
    areas: [],
    carparkZones: carparkGrid(levelId),
  };
}

function mallLayout(levelId: string): LevelLayout {
  const wheel = wheelAndWings();
  const west = WING_BANDS['west-wing'];
  const east = WING_BANDS['east-wing'];
  const holders = [hubHolder(levelId), ...spokeHolders(), ...wingHolders()];
  const floor = [...wheel.floor];
  const corridors = [...wheel.corridors];
  const areas = hubAreas(levelId);
  let carparkZones: CarparkZonePlan[] = [];
  if (levelId === 'B1') {
    // Under the convention centre: the B1 carpark, reached from the wings and the hub's north side.
    floor.push(
      rect(0, B1_CARPARK.y0, 440, B1_CARPARK.y1),
      rect(west.start[0] - 6, B1_CARPARK.y1 - 4, west.start[0] + 6, west.start[1] + 2),
      rect(east.start[0] - 6, B1_CARPARK.y1 - 4, east.start[0] + 6, east.start[1] + 2),
      rect(212, 50, 228, 64),
    );
    corridors.push(
      line([14, B1_CARPARK.aisleY], [426, B1_CARPARK.aisleY]),
      line(west.start, [west.start[0], B1_CARPARK.aisleY]),
      line(east.start, [east.start[0], B1_CARPARK.aisleY]),
      line(NORTH_OF_RIM, [NORTH_OF_RIM[0], B1_CARPARK.aisleY]),
    );
    carparkZones = carparkGrid(levelId);
  } else {
    holders.push(conventionHolder());
    floor.push(...conventionFloor(levelId));
    corridors.push(
      line(CONVENTION_BAND.start, CONVENTION_BAND.end),
      line(NORTH_OF_RIM, [NORTH_OF_RIM[0], CONVENTION_BAND.start[1]]),
    );
  }
  if (levelId === '01') {
    areas.push({
      key: 'temasek-boulevard',
      kind: 'road',
      name: 'Temasek Boulevard',
      nameZh: '淡马锡林荫道',
      polygon: rect(60, 352, 380, 364),
      label: [300, 358],
    });
  }
  return { floor, corridors, holders, areas, carparkZones };
}

function conventionLayout(levelId: string): LevelLayout {
  return {
    floor: conventionFloor(levelId),
    corridors: [line(CONVENTION_BAND.start, CONVENTION_BAND.end)],
    holders: [conventionHolder()],
    areas: halls(levelId),
    carparkZones: [],
  };
}

export function levelLayout(levelId: string): LevelLayout {
  const level = levelPlan(levelId);
  if (level.kind === 'carpark') return basementLayout(levelId);
  if ((MALL_LEVELS as readonly string[]).includes(levelId)) return mallLayout(levelId);
  if ((CONVENTION_LEVELS as readonly string[]).includes(levelId)) return conventionLayout(levelId);
  throw new RangeError(`No layout for level ${levelId}`);
}
