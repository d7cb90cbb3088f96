/**
 * Lifts, escalators, stairs and the visitor amenities: which level each stands on and in which slot
 * of the plan. Lifts, escalators and stairs carry a `ref` shared by every level they join.
 */
import { bandSlotPosition, type BandSpec } from '../layout/band.ts';
import { ringSlotPosition } from '../layout/ring.ts';
import type { AmenityType, MapPoint } from '../../../src/shared/map-data.ts';
import { CARPARK_LEVELS, levelsBetween, MALL_LEVELS } from './levels.ts';
import {
  CONVENTION_BAND,
  HUB_RING,
  spokeBand,
  TOWER_KEYS,
  WING_BANDS,
  type TowerKey,
} from './structure.ts';

export interface AmenityPlan {
  id: string;
  type: AmenityType;
  ref?: string;
  name: string;
  nameZh: string;
  levels: readonly string[];
  position: MapPoint;
  /** A carpark lobby's lift: the lobby is joined to it on each level. */
  liftRef?: string;
}

const TOWER_NUMBER: Record<TowerKey, number> = {
  'tower-1': 1,
  'tower-2': 2,
  'tower-3': 3,
  'tower-4': 4,
  'tower-5': 5,
};
const TOWER_ZH = ['第一座', '第二座', '第三座', '第四座', '第五座'];

const at = (band: BandSpec, slot: string) => bandSlotPosition(band, slot);
const hub = (slot: string) => ringSlotPosition(HUB_RING, slot);
const offset = ([x, y]: MapPoint, dx: number, dy: number): MapPoint => [x + dx, y + dy];
const west = WING_BANDS['west-wing'];
const east = WING_BANDS['east-wing'];
const upper = (from: string, to: string) => levelsBetween(from, to);

function lifts(): AmenityPlan[] {
  const towerLifts = TOWER_KEYS.map((key): AmenityPlan => {
    const n = TOWER_NUMBER[key];
    return {
      id: `L${n}`,
      type: 'lift',
      ref: `L${n}`,
      name: `Lift L${n} (Tower ${n})`,
      nameZh: `L${n} 电梯（${TOWER_ZH[n - 1]}）`,
      levels: upper('B3', '03'),
      position: at(spokeBand(key), 'lift'),
    };
  });
  return [
    ...towerLifts,
    {
      id: 'L6',
      type: 'lift',
      ref: 'L6',
      name: 'Lift L6 (Convention Centre west)',
      nameZh: 'L6 电梯（会展中心西）',
      levels: upper('B1', '06'),
      position: at(CONVENTION_BAND, 'lift-w'),
    },
    {
      id: 'L7',
      type: 'lift',
      ref: 'L7',
      name: 'Lift L7 (Convention Centre east)',
      nameZh: 'L7 电梯（会展中心东）',
      levels: upper('B1', '06'),
      position: at(CONVENTION_BAND, 'lift-e'),
    },
    {
      id: 'L8',
      type: 'lift',
      ref: 'L8',
      name: 'Lift L8 (West Wing)',
      nameZh: 'L8 电梯（西翼）',
      levels: upper('B3', '03'),
      position: at(west, 'lift'),
    },
    {
      id: 'L9',
      type: 'lift',
      ref: 'L9',
      name: 'Lift L9 (East Wing)',
      nameZh: 'L9 电梯（东翼）',
      levels: upper('B3', '03'),
      position: at(east, 'lift'),
    },
    {
      id: 'L10',
      type: 'lift',
      ref: 'L10',
      name: 'Lift L10 (Fountain Court)',
      nameZh: 'L10 电梯（喷泉广场）',
      levels: upper('B1', '03'),
      position: hub('lift'),
    },
  ];
}

function escalator(
  n: number,
  from: string,
  to: string,
  position: MapPoint,
  where: string,
  whereZh: string,
): AmenityPlan {
  return {
    id: `E${n}`,
    type: 'escalator',
    ref: `E${n}`,
    name: `Escalator E${n} (${where})`,
    nameZh: `E${n} 扶梯（${whereZh}）`,
    levels: [from, to],
    position,
  };
}

function levelChanges(): AmenityPlan[] {
  return [
    escalator(1, 'B1', '01', hub('esc-b'), 'Fountain Court', '喷泉广场'),
    escalator(2, '01', '02', hub('esc-a'), 'Fountain Court', '喷泉广场'),
    escalator(3, '02', '03', hub('esc-c'), 'Fountain Court', '喷泉广场'),
    escalator(4, 'B1', '01', at(west, 'esc-a'), 'West Wing', '西翼'),
    escalator(5, '01', '02', at(west, 'esc-b'), 'West Wing', '西翼'),
    escalator(6, '02', '03', at(west, 'esc-c'), 'West Wing', '西翼'),
    escalator(7, 'B1', '01', at(east, 'esc-a'), 'East Wing', '东翼'),
    escalator(8, '01', '02', at(east, 'esc-b'), 'East Wing', '东翼'),
    escalator(9, '02', '03', at(east, 'esc-c'), 'East Wing', '东翼'),
    escalator(10, '01', '02', at(CONVENTION_BAND, 'esc-a'), 'Convention Centre', '会展中心'),
    escalator(11, '02', '03', at(CONVENTION_BAND, 'esc-b'), 'Convention Centre', '会展中心'),
    escalator(12, '03', '04', at(CONVENTION_BAND, 'esc-c'), 'Convention Centre', '会展中心'),
    escalator(13, '04', '05', at(CONVENTION_BAND, 'esc-d'), 'Convention Centre', '会展中心'),
    escalator(14, '05', '06', at(CONVENTION_BAND, 'esc-e'), 'Convention Centre', '会展中心'),
    {
      id: 'S1',
      type: 'stairs',
      ref: 'S1',
      name: 'Stairs S1 (West Wing)',
      nameZh: 'S1 楼梯（西翼）',
      levels: ['B1', '01'],
      position: at(west, 'stairs'),
    },
    {
      id: 'S2',
      type: 'stairs',
      ref: 'S2',
      name: 'Stairs S2 (East Wing)',
      nameZh: 'S2 楼梯（东翼）',
      levels: ['B1', '01'],
      position: at(east, 'stairs'),
    },
  ];
}

interface ServiceSpot {
  position: MapPoint;
  where: string;
  whereZh: string;
  key: string;
}

function spots(): Record<string, ServiceSpot> {
  const towers = Object.fromEntries(
    TOWER_KEYS.map((key) => {
      const n = TOWER_NUMBER[key];
      return [
        `t${n}`,
        {
          position: at(spokeBand(key), 'amenity'),
          where: `Tower ${n}`,
          whereZh: TOWER_ZH[n - 1]!,
          key: `t${n}`,
        },
      ];
    }),
  );
  return {
    ...towers,
    hubA: { position: hub('amenity-a'), where: 'Fountain Court', whereZh: '喷泉广场', key: 'fc-a' },
    hubB: { position: hub('amenity-b'), where: 'Fountain Court', whereZh: '喷泉广场', key: 'fc-b' },
    westA: { position: at(west, 'amenity-a'), where: 'West Wing', whereZh: '西翼', key: 'ww-a' },
    westB: { position: at(west, 'amenity-b'), where: 'West Wing', whereZh: '西翼', key: 'ww-b' },
    eastA: { position: at(east, 'amenity-a'), where: 'East Wing', whereZh: '东翼', key: 'ew-a' },
    eastB: { position: at(east, 'amenity-b'), where: 'East Wing', whereZh: '东翼', key: 'ew-b' },
    convA: {
      position: at(CONVENTION_BAND, 'amenity-a'),
      where: 'Convention Centre',
      whereZh: '会展中心',
      key: 'cc-a',
    },
    convB: {
      position: at(CONVENTION_BAND, 'amenity-b'),
      where: 'Convention Centre',
      whereZh: '会展中心',
      key: 'cc-b',
    },
  };
}

const SERVICE_NAMES: Partial<Record<AmenityType, { name: string; nameZh: string }>> = {
  toilet: { name: 'Toilets', nameZh: '洗手间' },
  'nursing-room': { name: 'Nursing room', nameZh: '育婴室' },
  atm: { name: 'ATM', nameZh: '自动提款机' },
  information: { name: 'Concierge', nameZh: '服务台' },
};

/** Toilets, nursing rooms, ATMs and the concierge: [type, spot, levels]. */
const SERVICES: readonly [AmenityType, string, readonly string[]][] = [
  ['toilet', 't1', MALL_LEVELS],
  ['toilet', 't3', MALL_LEVELS],
  ['toilet', 't4', MALL_LEVELS],
  ['atm', 't2', ['B1', '01']],
  ['nursing-room', 't2', ['02']],
  ['toilet', 't2', ['03']],
  ['atm', 't5', ['01', '02']],
  ['toilet', 't5', ['03']],
  ['toilet', 'hubA', ['B1']],
  ['information', 'hubA', ['01']],
  ['nursing-room', 'hubA', ['03']],
  ['atm', 'hubB', ['B1', '01']],
  ['toilet', 'westA', MALL_LEVELS],
  ['nursing-room', 'westB', ['01']],
  ['toilet', 'eastA', MALL_LEVELS],
  ['nursing-room', 'eastB', ['B1']],
  ['atm', 'eastB', ['01']],
  ['toilet', 'convA', levelsBetween('01', '06')],
  ['atm', 'convB', ['01']],
  ['nursing-room', 'convB', ['04']],
];

function services(): AmenityPlan[] {
  const places = spots();
  return SERVICES.map(([type, spotKey, levels]) => {
    const spot = places[spotKey]!;
    const names = SERVICE_NAMES[type]!;
    return {
      id: `${type}-${spot.key}`,
      type,
      name: `${names.name} · ${spot.where}`,
      nameZh: `${names.nameZh} · ${spot.whereZh}`,
      levels,
      position: spot.position,
    };
  });
}

function carparkLobbies(liftPlans: readonly AmenityPlan[]): AmenityPlan[] {
  const lift = (ref: string) => liftPlans.find((plan) => plan.ref === ref)!;
  const lobby = (
    ref: string,
    where: string,
    whereZh: string,
    levels: readonly string[],
  ): AmenityPlan => ({
    id: `lobby-${ref}`,
    type: 'carpark-lobby',
    name: `Carpark lift lobby · ${where}`,
    nameZh: `停车场电梯厅 · ${whereZh}`,
    levels,
    position: offset(lift(ref).position, 14, 0),
    liftRef: ref,
  });
  return [
    ...TOWER_KEYS.map((key) => {
      const n = TOWER_NUMBER[key];
      return lobby(`L${n}`, `Tower ${n}`, TOWER_ZH[n - 1]!, CARPARK_LEVELS);
    }),
    lobby('L8', 'West Wing', '西翼', [...CARPARK_LEVELS, 'B1']),
    lobby('L9', 'East Wing', '东翼', [...CARPARK_LEVELS, 'B1']),
    lobby('L6', 'Convention Centre west', '会展中心西', ['B1']),
    lobby('L7', 'Convention Centre east', '会展中心东', ['B1']),
  ];
}

function ways(): AmenityPlan[] {
  const westEnd: MapPoint = [west.end[0], west.end[1] + 8];
  const eastEnd: MapPoint = [east.end[0], east.end[1] + 8];
  return [
    {
      id: 'entrance-temasek',
      type: 'entrance',
      name: 'Temasek Boulevard entrance (Tower 5)',
      nameZh: '淡马锡林荫道入口（第五座）',
      levels: ['01'],
      position: [220, 346],
    },
    {
      id: 'entrance-raffles',
      type: 'entrance',
      name: 'Raffles Boulevard entrance (West Wing)',
      nameZh: '莱佛士林荫道入口（西翼）',
      levels: ['01'],
      position: westEnd,
    },
    {
      id: 'entrance-east',
      type: 'entrance',
      name: 'East Wing entrance',
      nameZh: '东翼入口',
      levels: ['01'],
      position: eastEnd,
    },
    {
      id: 'entrance-nicoll',
      type: 'entrance',
      name: 'Nicoll Highway entrance (Convention Centre)',
      nameZh: '尼诰大道入口（会展中心）',
      levels: ['01'],
      position: [220, 1],
    },
    {
      id: 'taxi-stand',
      type: 'taxi-stand',
      name: 'Taxi stand · East Wing',
      nameZh: '德士站 · 东翼',
      levels: ['01'],
      position: offset(eastEnd, 16, 8),
    },
    {
      id: 'mrt-promenade',
      type: 'mrt-link',
      name: 'Promenade MRT link (Circle and Downtown Lines)',
      nameZh: '前往宝门廊地铁站（环线、滨海市区线）',
      levels: ['B1'],
      position: eastEnd,
    },
    {
      id: 'mrt-esplanade',
      type: 'mrt-link',
      name: 'Esplanade MRT link (via CityLink Mall)',
      nameZh: '前往滨海中心地铁站（经城联广场）',
      levels: ['B1'],
      position: westEnd,
    },
    {
      id: 'mrt-city-hall',
      type: 'mrt-link',
      name: 'City Hall MRT link (via CityLink Mall)',
      nameZh: '前往政府大厦地铁站（经城联广场）',
      levels: ['B1'],
      position: [20, 254],
    },
  ];
}

/** Every amenity of the plan, lifts first. */
export function amenityPlans(): AmenityPlan[] {
  const liftPlans = lifts();
  return [...liftPlans, ...levelChanges(), ...carparkLobbies(liftPlans), ...services(), ...ways()];
}
