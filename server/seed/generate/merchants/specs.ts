/**
 * Decides who the merchants are before anything else: name, sub-category, kind, level and zone.
 * Names are an invented stem plus the kind of shop, unique across the complex.
 */
import type { Rng } from '../../random.ts';
import {
  subCategoryByKey,
  type SubCategoryDefinition,
  type SubCategoryKey,
} from '../sub-categories.ts';
import { LEVEL_ZONES, type Level, type Zone } from '../zones.ts';
import type { HoursProfile } from './hours.ts';
import { CONVENTION_SERVICES, FOOD_COURTS, PROFILES } from './kinds.ts';
import { FIXED_MERCHANTS } from './fixed.ts';
import { CLASSIC_STEMS, MODERN_STEMS, type Stem } from './stems.ts';

export interface MerchantSpec {
  name: string;
  nameZh: string;
  sub: SubCategoryDefinition;
  secondarySub?: SubCategoryDefinition;
  offer: string;
  offerZh: string;
  hours: HoursProfile;
  kiosk: boolean;
  notHalal: boolean;
  level: Level;
  zone: Zone;
}

/** A second listing a visitor would also look in (same category). */
const SECONDARY: Partial<Record<SubCategoryKey, SubCategoryKey>> = {
  cafe: 'deli',
  deli: 'cafe',
  fashion: 'jewellery',
  sports: 'fashion',
  kids: 'home',
  electronics: 'home',
  education: 'leisure',
  fitness: 'leisure',
};

class NamePool {
  private readonly names = new Set<string>();
  private readonly stemUses = new Map<string, number>();

  constructor(private readonly rng: Rng) {
    for (const fixed of FIXED_MERCHANTS)
      this.claim(fixed.name, fixed.name.split(' ')[0] ?? fixed.name);
  }

  private claim(name: string, stem: string): void {
    this.names.add(name.toLowerCase());
    this.stemUses.set(stem, (this.stemUses.get(stem) ?? 0) + 1);
  }

  /**
   * A fresh "stem kind" name; each stem serves at most two shops (of different kinds). When the
   * preferred pool of stems is used up, the other pool takes over.
   */
  name(
    style: 'classic' | 'modern' | 'mixed',
    kind: { en: string; zh: string },
  ): { en: string; zh: string } {
    const classicFirst = style === 'classic' || (style === 'mixed' && this.rng.chance(0.6));
    const pools: readonly (readonly Stem[])[] = classicFirst
      ? [CLASSIC_STEMS, MODERN_STEMS]
      : [MODERN_STEMS, CLASSIC_STEMS];
    for (const pool of pools) {
      const available = pool.filter(
        (stem) =>
          (this.stemUses.get(stem.en) ?? 0) < 2 &&
          !this.names.has(`${stem.en} ${kind.en}`.toLowerCase()),
      );
      if (available.length === 0) continue;
      const stem = this.rng.pick(available);
      const en = `${stem.en} ${kind.en}`;
      this.claim(en, stem.en);
      return { en, zh: `${stem.zh}${kind.zh}` };
    }
    throw new RangeError(`Ran out of names for ${kind.en}`);
  }
}

export function merchantSpecs(rng: Rng): MerchantSpec[] {
  const names = new NamePool(rng.fork('names'));
  const specs: MerchantSpec[] = [];
  const fixedCount = (key: SubCategoryKey): number =>
    FIXED_MERCHANTS.filter((f) => f.sub === key).length;

  for (const [key, profile] of Object.entries(PROFILES) as [
    keyof typeof PROFILES,
    (typeof PROFILES)[keyof typeof PROFILES],
  ][]) {
    const sub = subCategoryByKey(key);
    const secondaryKey = SECONDARY[key];
    let kinds = rng.shuffle(profile.kinds);
    for (let i = 0; i < profile.count - fixedCount(key); i += 1) {
      if (i > 0 && i % kinds.length === 0) kinds = rng.shuffle(profile.kinds);
      const kind = kinds[i % kinds.length] ?? profile.kinds[0];
      if (!kind) continue;
      const { en, zh } = names.name(profile.stems, kind);
      const level = rng.pick(profile.levels);
      specs.push({
        name: en,
        nameZh: zh,
        sub,
        ...(secondaryKey && rng.chance(0.15)
          ? { secondarySub: subCategoryByKey(secondaryKey) }
          : {}),
        offer: kind.offer,
        offerZh: kind.offerZh,
        hours: kind.hours ?? profile.hours,
        kiosk: kind.kiosk ?? false,
        notHalal: kind.notHalal ?? false,
        level,
        zone: rng.pick(LEVEL_ZONES[level]),
      });
    }
  }

  const fixedNames = new Set(FIXED_MERCHANTS.map((f) => f.name));
  for (const court of FOOD_COURTS.filter((c) => !fixedNames.has(c.en))) {
    specs.push({
      name: court.en,
      nameZh: court.zh,
      sub: subCategoryByKey('foodCourt'),
      offer: 'local hawker favourites under one roof',
      offerZh: '汇聚本地小贩美食',
      hours: 'foodCourt',
      kiosk: false,
      notHalal: false,
      level: court.level,
      zone: court.zone,
    });
  }
  for (const service of CONVENTION_SERVICES.filter((c) => !fixedNames.has(c.en))) {
    specs.push({
      name: service.en,
      nameZh: service.zh,
      sub: subCategoryByKey('services'),
      offer: service.offer,
      offerZh: service.offerZh,
      hours: 'office',
      kiosk: false,
      notHalal: true,
      level: service.level,
      zone: 'Atrium (Convention Centre)',
    });
  }
  return rng.shuffle(specs);
}
