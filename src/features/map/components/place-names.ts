/**
 * What the map calls things, in the visitor's language: levels ("Basement 1", tab "B1"), places
 * (a store by its directory name, else "Unit #02-608"), route landmarks ("Lift L3") and steps.
 */
import { format } from '../../../i18n';
import type { Language } from '../../../lib/language';
import type { MapLevel, MapStore } from '../model/map-plan';
import type { Place, PlanIndex } from '../model/plan-index';
import { roundedMetres, type LevelChange, type RouteStep } from '../model/route-plan';
import type { MapMessages } from '../messages';

export interface NamingContext {
  t: MapMessages;
  language: Language;
  index: PlanIndex;
  /** Directory stores by MerchantID. */
  stores: ReadonlyMap<string, MapStore>;
}

const pick = (language: Language, en: string, zh: string | undefined) =>
  language === 'ch' && zh ? zh : en;

/** The short level label of the tabs and markers: the unit numbers' own 'B1', '02' (never 'L2', which reads like lift L2). */
export function levelShortName(levelId: string): string {
  return levelId;
}

export function levelName(
  level: MapLevel | undefined,
  language: Language,
  fallbackId = '',
): string {
  return level ? pick(language, level.name, level.nameZh) : levelShortName(fallbackId);
}

export function levelNameOf(ctx: NamingContext, levelId: string): string {
  return levelName(ctx.index.levelById.get(levelId), ctx.language, levelId);
}

export function storeOfPlace(ctx: NamingContext, place: Place | undefined): MapStore | undefined {
  return place?.kind === 'unit' && place.unit.merchantId
    ? ctx.stores.get(place.unit.merchantId)
    : undefined;
}

export function placeName(ctx: NamingContext, place: Place): string {
  switch (place.kind) {
    case 'unit': {
      const store = storeOfPlace(ctx, place);
      return store
        ? pick(ctx.language, store.name, store.nameZh)
        : format(ctx.t.unit, { unit: place.unit.id });
    }
    case 'amenity':
      return pick(ctx.language, place.amenity.name, place.amenity.nameZh);
    case 'carpark':
      return `${levelShortName(place.levelId)} ${pick(ctx.language, place.carparkZone.name, place.carparkZone.nameZh)}`;
  }
}

/** A lift, escalator or stairs by its sign ("Lift L3"); anything else by its name. */
export function landmarkName(ctx: NamingContext, place: Place | undefined): string {
  if (!place) return '';
  if (place.kind === 'amenity' && place.amenity.ref) {
    const { type, ref } = place.amenity;
    if (type === 'lift') return format(ctx.t.liftRef, { ref });
    if (type === 'escalator') return format(ctx.t.escalatorRef, { ref });
    if (type === 'stairs') return format(ctx.t.stairsRef, { ref });
  }
  return placeName(ctx, place);
}

export function stepText(ctx: NamingContext, step: RouteStep): string {
  const { t } = ctx;
  switch (step.kind) {
    case 'walk':
      return format(t.walkTo, {
        metres: roundedMetres(step.metres),
        place: landmarkName(ctx, step.to),
      });
    case 'ride': {
      const level = levelNameOf(ctx, step.toLevelId);
      const up = step.direction === 'up';
      if (step.via === 'lift') {
        const ref = step.amenity?.kind === 'amenity' ? (step.amenity.amenity.ref ?? '') : '';
        return format(up ? t.liftUp : t.liftDown, { ref, level });
      }
      if (step.via === 'escalator') return format(up ? t.escalatorUp : t.escalatorDown, { level });
      return format(up ? t.stairsUp : t.stairsDown, { level });
    }
    case 'arrive':
      return format(t.arrive, { place: placeName(ctx, step.place) });
  }
}

/** The label of a level-change marker: "Lift L3 to B1". */
export function changeText(ctx: NamingContext, change: LevelChange): string {
  return format(ctx.t.changeAt, {
    via: landmarkName(ctx, change.amenity),
    level: levelShortName(change.toLevelId),
  });
}
