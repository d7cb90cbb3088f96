/**
 * The complex's zones, which levels each spans, and how unit numbers are laid out, so that the
 * floor-plan map can place every unit: a unit `#LL-NNN` lies on level LL, and the hundreds digit of
 * NNN names its zone (Tower 1 = 1xx ... Tower 5 = 5xx, Fountain Court 6xx, East Wing 7xx,
 * West Wing 8xx, Atrium (Convention Centre) 9xx, Sky Garden 0xx).
 */
import { ZONE_NAMES_ZH, zoneNameZh, type ZoneName } from '../../../src/shared/zone-names.ts';
import type { SeedMerchant } from '../types.ts';

export type Level = SeedMerchant['level'];

/** The zones in the order the generator draws them; their names are the site's own. */
export const ZONES = Object.keys(ZONE_NAMES_ZH) as readonly ZoneName[];

export type Zone = ZoneName;

export const ZONE_ZH: Record<Zone, string> = ZONE_NAMES_ZH;

/** A zone's Chinese name; a zone the table does not know keeps its English name. */
export function zoneZh(zone: string): string {
  return zoneNameZh(zone) ?? zone;
}

/** The hundreds digit of a zone's unit numbers. */
export const ZONE_UNIT_BLOCK: Record<Zone, number> = {
  'Tower 1': 1,
  'Tower 2': 2,
  'Tower 3': 3,
  'Tower 4': 4,
  'Tower 5': 5,
  'Fountain Court': 6,
  'East Wing': 7,
  'West Wing': 8,
  'Atrium (Convention Centre)': 9,
  'Sky Garden': 0,
};

/**
 * The zones present on each level, weighted by how many shops they hold (repetition = weight).
 * The Fountain Court ring is on B1 and 01; the Sky Garden is the roof terrace of level 03;
 * levels 04-06 are the convention centre only.
 */
export const LEVEL_ZONES: Record<Level, readonly Zone[]> = {
  B1: [
    'Fountain Court',
    'Fountain Court',
    'Fountain Court',
    'Tower 1',
    'Tower 2',
    'Tower 3',
    'Tower 4',
    'Tower 5',
    'East Wing',
    'West Wing',
  ],
  '01': [
    'Fountain Court',
    'Fountain Court',
    'Tower 1',
    'Tower 2',
    'Tower 3',
    'Tower 4',
    'Tower 5',
    'East Wing',
    'West Wing',
    'Atrium (Convention Centre)',
  ],
  '02': [
    'Tower 1',
    'Tower 2',
    'Tower 3',
    'Tower 4',
    'Tower 5',
    'East Wing',
    'East Wing',
    'West Wing',
    'West Wing',
    'Atrium (Convention Centre)',
  ],
  '03': [
    'Sky Garden',
    'Sky Garden',
    'Sky Garden',
    'Tower 1',
    'Tower 2',
    'Tower 5',
    'East Wing',
    'West Wing',
    'Atrium (Convention Centre)',
  ],
  '04': ['Atrium (Convention Centre)'],
  '05': ['Atrium (Convention Centre)'],
  '06': ['Atrium (Convention Centre)'],
};

export const LEVEL_ZH: Record<Level, string> = {
  B1: '地下一层',
  '01': '一楼',
  '02': '二楼',
  '03': '三楼',
  '04': '四楼',
  '05': '五楼',
  '06': '六楼',
};

/** The zone inside an English sentence: "Tower 3", "the Fountain Court". */
export function zoneInSentence(zone: Zone): string {
  return zone.startsWith('Tower') ? zone : `the ${zone}`;
}

/** '#02-608' style unit number. */
export function formatUnit(level: Level, zone: Zone, index: number): string {
  const number = ZONE_UNIT_BLOCK[zone] * 100 + index;
  return `#${level}-${String(number).padStart(3, '0')}`;
}

/** Hands out unique unit numbers per level and zone, leaving small gaps like a real mall. */
export class UnitAllocator {
  private readonly used = new Set<string>();
  private readonly nextIndex = new Map<string, number>();

  /** Claims a specific unit (fixed test merchants); throws when it is taken. */
  reserve(unit: string): void {
    if (this.used.has(unit)) throw new RangeError(`Unit ${unit} is already taken`);
    this.used.add(unit);
  }

  /** A crowded zone: fill the gaps left earlier, lowest first. */
  private allocateAfterRelease(level: Level, zone: Zone, key: string): string {
    for (let index = 1; index <= 99; index += 1) {
      const unit = formatUnit(level, zone, index);
      if (!this.used.has(unit)) {
        this.used.add(unit);
        return unit;
      }
    }
    throw new RangeError(`No more units in ${key}`);
  }

  /** The next free unit of a level and zone; `gap` (>= 1) spaces the numbers. */
  allocate(level: Level, zone: Zone, gap: number): string {
    const key = `${level}/${zone}`;
    let index = (this.nextIndex.get(key) ?? 0) + gap;
    let unit = formatUnit(level, zone, index);
    while (this.used.has(unit)) {
      index += 1;
      unit = formatUnit(level, zone, index);
    }
    if (index > 99 && gap > 1) return this.allocateAfterRelease(level, zone, key);
    if (index > 99) throw new RangeError(`No more units in ${key}`);
    this.nextIndex.set(key, index);
    this.used.add(unit);
    return unit;
  }
}
