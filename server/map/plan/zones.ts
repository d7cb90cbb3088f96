/**
 * The zones of the plan and how unit numbers find them: the hundreds digit of `#LL-NNN` names the
 * zone (server/seed/generate/zones.ts), the zone names its place on the plan.
 */
import { ZONE_UNIT_BLOCK, ZONE_ZH, ZONES, type Zone } from '../../seed/generate/zones.ts';
import type { ZoneKind } from '../../../src/shared/map-data.ts';

export interface ZoneInfo {
  key: string;
  name: Zone;
  nameZh: string;
  kind: ZoneKind;
}

const KEY_OF: Record<Zone, string> = {
  'Tower 1': 'tower-1',
  'Tower 2': 'tower-2',
  'Tower 3': 'tower-3',
  'Tower 4': 'tower-4',
  'Tower 5': 'tower-5',
  'Fountain Court': 'fountain-court',
  'East Wing': 'east-wing',
  'West Wing': 'west-wing',
  'Atrium (Convention Centre)': 'atrium',
  'Sky Garden': 'sky-garden',
};

const KIND_OF: Record<Zone, ZoneKind> = {
  'Tower 1': 'tower',
  'Tower 2': 'tower',
  'Tower 3': 'tower',
  'Tower 4': 'tower',
  'Tower 5': 'tower',
  'Fountain Court': 'court',
  'East Wing': 'wing',
  'West Wing': 'wing',
  'Atrium (Convention Centre)': 'convention',
  'Sky Garden': 'garden',
};

export const ZONE_INFO: ReadonlyMap<string, ZoneInfo> = new Map(
  ZONES.map((zone) => [
    KEY_OF[zone],
    { key: KEY_OF[zone], name: zone, nameZh: ZONE_ZH[zone], kind: KIND_OF[zone] },
  ]),
);

/** The zone key of a unit block digit (1 -> 'tower-1', 6 -> 'fountain-court', 0 -> 'sky-garden'). */
export function zoneKeyOfBlock(block: number): string | undefined {
  const zone = ZONES.find((candidate) => ZONE_UNIT_BLOCK[candidate] === block);
  return zone ? KEY_OF[zone] : undefined;
}

export function zoneInfo(key: string): ZoneInfo {
  const info = ZONE_INFO.get(key);
  if (!info) throw new RangeError(`No zone ${key}`);
  return info;
}

/** A unit number's parts: `#02-608` is level '02', number 608, block 6. */
export function parseUnitNumber(
  unitNumber: string,
): { levelId: string; number: number; block: number } | undefined {
  const match = /^#(B[1-9]|\d\d)-(\d{3})$/.exec(unitNumber.trim());
  if (!match) return undefined;
  const number = Number(match[2]);
  return { levelId: match[1]!, number, block: Math.floor(number / 100) };
}
