/**
 * The levels of the complex, bottom to top: two carpark-only basements under the mall (for "find my
 * car"), the mall's B1 to 03 and the convention centre's 04 to 06. Ids are the unit numbers' LL.
 */
import type { LevelKind } from '../../../src/shared/map-data.ts';

export interface LevelPlan {
  id: string;
  name: string;
  nameZh: string;
  kind: LevelKind;
  elevation: number;
}

export const LEVEL_PLANS: readonly LevelPlan[] = [
  { id: 'B3', name: 'Basement 3', nameZh: '地下三层', kind: 'carpark', elevation: -14 },
  { id: 'B2', name: 'Basement 2', nameZh: '地下二层', kind: 'carpark', elevation: -10 },
  { id: 'B1', name: 'Basement 1', nameZh: '地下一层', kind: 'mall', elevation: -5 },
  { id: '01', name: 'Level 1', nameZh: '一楼', kind: 'mall', elevation: 0 },
  { id: '02', name: 'Level 2', nameZh: '二楼', kind: 'mall', elevation: 6 },
  { id: '03', name: 'Level 3', nameZh: '三楼', kind: 'mall', elevation: 12 },
  { id: '04', name: 'Level 4', nameZh: '四楼', kind: 'convention', elevation: 18 },
  { id: '05', name: 'Level 5', nameZh: '五楼', kind: 'convention', elevation: 24 },
  { id: '06', name: 'Level 6', nameZh: '六楼', kind: 'convention', elevation: 30 },
];

export const MALL_LEVELS = ['B1', '01', '02', '03'] as const;
export const CONVENTION_LEVELS = ['01', '02', '03', '04', '05', '06'] as const;
export const CARPARK_LEVELS = ['B3', 'B2'] as const;

export function levelPlan(id: string): LevelPlan {
  const level = LEVEL_PLANS.find((candidate) => candidate.id === id);
  if (!level) throw new RangeError(`No level ${id}`);
  return level;
}

/** Levels from `from` to `to` inclusive, in elevation order. */
export function levelsBetween(from: string, to: string): string[] {
  const ids = LEVEL_PLANS.map((level) => level.id);
  const a = ids.indexOf(from);
  const b = ids.indexOf(to);
  if (a < 0 || b < 0 || a > b) throw new RangeError(`No levels from ${from} to ${to}`);
  return ids.slice(a, b + 1);
}
