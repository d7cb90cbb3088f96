/**
 * Generates the complex's map from its merchants, deterministically: the same merchants give the
 * same JSON. Each unit `#LL-NNN` goes on level LL, in the zone named by the hundreds digit of NNN,
 * along that zone's corridor in unit-number order (layout/band.ts, layout/ring.ts); amenities
 * stand in the plan's slots (plan/amenities.ts); the walkway graph joins them (layout/walkway.ts).
 */
import { distance, roundPoint, roundPolygon } from './geometry.ts';
import { placeBandUnits, type PlacedUnit } from './layout/band.ts';
import { placeRingUnits } from './layout/ring.ts';
import { WalkwayBuilder } from './layout/walkway.ts';
import type {
  MapAmenity,
  MapArea,
  MapCarparkZone,
  MapData,
  MapLevel,
  MapUnit,
  MapZone,
} from '../../src/shared/map-data.ts';
import type { MapMerchant } from './map-types.ts';
import { amenityPlans } from './plan/amenities.ts';
import { levelLayout, type HolderPlan } from './plan/level-layouts.ts';
import { LEVEL_PLANS, levelPlan } from './plan/levels.ts';
import { parseUnitNumber, zoneInfo, zoneKeyOfBlock } from './plan/zones.ts';

export interface SkippedUnit {
  merchantId: string;
  unitNumber: string;
  reason: string;
}

export interface GeneratedMap {
  data: MapData;
  /** Merchants left off the plan, with the reason (an unreadable unit number, a level or zone the plan lacks). */
  skipped: SkippedUnit[];
}

interface Tenant {
  merchant: MapMerchant;
  unitNumber: string;
  number: number;
  block: number;
  zoneKey: string;
}

function placeUnits(holder: HolderPlan, count: number): PlacedUnit[] {
  return holder.spec.kind === 'ring'
    ? placeRingUnits(holder.spec, count, holder.frontage)
    : placeBandUnits(holder.spec, count, holder.frontage);
}

/** Merchants by level and holder, in unit-number order; the rest as skipped. */
function assignTenants(merchants: readonly MapMerchant[]): {
  byLevel: Map<string, Tenant[]>;
  skipped: SkippedUnit[];
} {
  const byLevel = new Map<string, Tenant[]>();
  const skipped: SkippedUnit[] = [];
  const seen = new Set<string>();
  const knownLevels = new Set(LEVEL_PLANS.map((level) => level.id));
  for (const merchant of merchants) {
    const unitNumber = merchant.unitNumber.trim();
    const parsed = parseUnitNumber(unitNumber);
    const skip = (reason: string) => skipped.push({ merchantId: merchant.id, unitNumber, reason });
    if (!parsed) {
      skip('not a unit number of the form #LL-NNN');
      continue;
    }
    const zoneKey = zoneKeyOfBlock(parsed.block);
    if (!knownLevels.has(parsed.levelId)) skip(`level ${parsed.levelId} is not on the plan`);
    else if (!zoneKey) skip(`no zone has units ${parsed.block}xx`);
    else if (seen.has(unitNumber)) skip('another merchant already has this unit');
    else {
      seen.add(unitNumber);
      const tenants = byLevel.get(parsed.levelId) ?? [];
      tenants.push({ merchant, unitNumber, number: parsed.number, block: parsed.block, zoneKey });
      byLevel.set(parsed.levelId, tenants);
    }
  }
  for (const tenants of byLevel.values()) tenants.sort((a, b) => a.number - b.number);
  return { byLevel, skipped };
}

function zoneOf(levelId: string, key: string, holder: HolderPlan): MapZone {
  const info = zoneInfo(key);
  return {
    id: `${levelId}/${key}`,
    key,
    levelId,
    kind: info.kind,
    name: info.name,
    nameZh: info.nameZh,
    polygon: roundPolygon(holder.outline),
    label: roundPoint(holder.label),
  };
}

export function generateMapData(merchants: readonly MapMerchant[]): GeneratedMap {
  const { byLevel, skipped } = assignTenants(merchants);
  const walkway = new WalkwayBuilder();
  const levels: MapLevel[] = [];
  const zones: MapZone[] = [];
  const areas: MapArea[] = [];
  const units: MapUnit[] = [];
  const carparkZones: MapCarparkZone[] = [];

  for (const plan of LEVEL_PLANS) {
    const layout = levelLayout(plan.id);
    levels.push({
      id: plan.id,
      name: plan.name,
      nameZh: plan.nameZh,
      kind: plan.kind,
      elevation: plan.elevation,
      floor: layout.floor.map(roundPolygon),
    });
    for (const corridor of layout.corridors)
      walkway.addCorridor(plan.id, corridor.points, corridor.closed);

    const tenants = byLevel.get(plan.id) ?? [];
    const placedTenants = new Set<Tenant>();
    for (const holder of layout.holders) {
      const mine = tenants.filter((tenant) => holder.blocks.includes(tenant.block));
      const keys = [...new Set([holder.zoneKey, ...mine.map((tenant) => tenant.zoneKey)])];
      for (const key of keys) zones.push(zoneOf(plan.id, key, holder));
      const placed = placeUnits(holder, mine.length);
      mine.forEach((tenant, index) => {
        const spot = placed[index]!;
        const nodeId = walkway.attach(plan.id, `u.${tenant.unitNumber}`, spot.door);
        units.push({
          id: tenant.unitNumber,
          levelId: plan.id,
          zoneId: `${plan.id}/${tenant.zoneKey}`,
          merchantId: tenant.merchant.id,
          merchantCode: tenant.merchant.code,
          polygon: spot.polygon,
          label: spot.label,
          nodeId,
        });
        placedTenants.add(tenant);
      });
    }
    for (const tenant of tenants) {
      if (!placedTenants.has(tenant))
        skipped.push({
          merchantId: tenant.merchant.id,
          unitNumber: tenant.unitNumber,
          reason: `level ${plan.id} has no ${zoneInfo(tenant.zoneKey).name}`,
        });
    }

    for (const area of layout.areas) {
      areas.push({
        id: `${plan.id}/${area.key}`,
        levelId: plan.id,
        kind: area.kind,
        name: area.name,
        nameZh: area.nameZh,
        polygon: roundPolygon(area.polygon),
        ...(area.label ? { label: roundPoint(area.label) } : {}),
      });
    }
    for (const zone of layout.carparkZones) {
      const id = `${plan.id}-${zone.letter}`;
      const nodeId = walkway.attach(plan.id, `p.${id}`, zone.label);
      carparkZones.push({
        id,
        levelId: plan.id,
        name: `Zone ${zone.letter} (${zone.colourName})`,
        nameZh: `${zone.letter} 区（${zone.colourNameZh}）`,
        colour: zone.colour,
        polygon: roundPolygon(zone.polygon),
        label: roundPoint(zone.label),
        nodeId,
      });
    }
  }

  const amenities: MapAmenity[] = [];
  const plans = amenityPlans();
  for (const plan of plans) {
    for (const levelId of plan.levels) {
      const id = `${plan.id}-${levelId}`;
      const position = roundPoint(plan.position);
      const nodeId = walkway.attach(levelId, `a.${id}`, position);
      amenities.push({
        id,
        type: plan.type,
        levelId,
        name: plan.name,
        nameZh: plan.nameZh,
        ...(plan.ref ? { ref: plan.ref } : {}),
        position,
        nodeId,
      });
      if (plan.liftRef) {
        const lift = plans.find((candidate) => candidate.ref === plan.liftRef)!;
        walkway.connect(
          nodeId,
          `a.${lift.id}-${levelId}`,
          'walk',
          distance(position, roundPoint(lift.position)),
        );
      }
    }
    // Rides between consecutive levels the lift, escalator or stairs serve.
    if (plan.ref) {
      const served = [...plan.levels].sort(
        (a, b) => levelPlan(a).elevation - levelPlan(b).elevation,
      );
      for (let i = 0; i + 1 < served.length; i += 1) {
        const rise = levelPlan(served[i + 1]!).elevation - levelPlan(served[i]!).elevation;
        const kind =
          plan.type === 'lift' ? 'lift' : plan.type === 'escalator' ? 'escalator' : 'stairs';
        walkway.connect(
          `a.${plan.id}-${served[i]}`,
          `a.${plan.id}-${served[i + 1]}`,
          kind,
          kind === 'lift' ? rise : rise * 2,
        );
      }
    }
  }

  return {
    data: {
      version: 1,
      name: 'Suntec City',
      nameZh: '新达城',
      levels,
      zones,
      areas,
      units,
      amenities,
      carparkZones,
      graph: walkway.build(),
    },
    skipped,
  };
}
