/**
 * The map's promise to visitors, checked: every merchant's unit is on the plan at its level, and
 * every unit (and carpark zone) can be reached on foot from every way in — each entrance, MRT link
 * and carpark lift lobby — also step-free (lifts only, no escalators or stairs). Used by
 * `scripts/check-map.ts` and by the map's tests, for the generated plan or a replacement file.
 */
import type { EdgeKind, MapData } from '../../src/shared/map-data.ts';
import type { MapMerchant } from './map-types.ts';
import { parseUnitNumber } from './plan/zones.ts';
import { validateMapData } from './validate-map-data.ts';

export interface MapCheckReport {
  problems: string[];
  /** What was checked, for the script's summary. */
  counts: { merchants: number; units: number; startingPoints: number; levels: number };
}

const STEP_FREE_KINDS: ReadonlySet<EdgeKind> = new Set(['walk', 'lift']);
const STARTING_TYPES = new Set(['entrance', 'mrt-link', 'carpark-lobby']);

/** Nodes reachable from `start` over edges of the allowed kinds. */
export function reachableFrom(
  data: MapData,
  start: string,
  allowed?: ReadonlySet<EdgeKind>,
): Set<string> {
  const neighbours = new Map<string, string[]>();
  for (const edge of data.graph.edges) {
    if (allowed && !allowed.has(edge.kind)) continue;
    for (const [a, b] of [
      [edge.from, edge.to],
      [edge.to, edge.from],
    ] as const) {
      const list = neighbours.get(a);
      if (list) list.push(b);
      else neighbours.set(a, [b]);
    }
  }
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of neighbours.get(queue.pop()!) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

function summarise(problems: string[], heading: string, items: string[], limit = 15): void {
  if (items.length === 0) return;
  const shown = items.slice(0, limit).join(', ');
  problems.push(
    `${heading} (${items.length}): ${shown}${items.length > limit ? `, and ${items.length - limit} more` : ''}`,
  );
}

export function checkMap(data: MapData, merchants: readonly MapMerchant[]): MapCheckReport {
  const validation = validateMapData(data);
  const startingPoints = validation.ok
    ? data.amenities.filter((amenity) => STARTING_TYPES.has(amenity.type))
    : [];
  const counts = {
    merchants: merchants.length,
    units: validation.ok ? data.units.length : 0,
    startingPoints: startingPoints.length,
    levels: validation.ok ? data.levels.length : 0,
  };
  if (!validation.ok)
    return { problems: validation.errors.map((error) => `format: ${error}`), counts };

  const problems: string[] = [];
  const unitById = new Map(data.units.map((unit) => [unit.id, unit]));
  const zoneById = new Map(data.zones.map((zone) => [zone.id, zone]));
  const missing: string[] = [];
  const wrongTenant: string[] = [];
  const wrongZone: string[] = [];
  for (const merchant of merchants) {
    const unitNumber = merchant.unitNumber.trim();
    const parsed = parseUnitNumber(unitNumber);
    const unit = unitById.get(unitNumber);
    if (!parsed || !unit || unit.levelId !== parsed.levelId) {
      missing.push(`${unitNumber || '(no unit)'} of merchant ${merchant.id}`);
      continue;
    }
    if (unit.merchantId !== merchant.id)
      wrongTenant.push(
        `${unitNumber} shows merchant ${unit.merchantId ?? 'none'}, not ${merchant.id}`,
      );
    const zone = zoneById.get(unit.zoneId);
    if (merchant.zone && zone && zone.name !== merchant.zone)
      wrongZone.push(`${unitNumber} is in ${zone.name}, the directory says ${merchant.zone}`);
  }
  summarise(problems, 'Directory units missing from the plan', missing);
  summarise(problems, 'Units showing another merchant', wrongTenant);
  summarise(problems, 'Units in another zone than the directory says', wrongZone);
  if (startingPoints.length === 0)
    problems.push('The plan has no entrance, MRT link or carpark lift lobby to start from');

  const destinations = [
    ...data.units.map((unit) => ({ label: unit.id, nodeId: unit.nodeId })),
    ...data.carparkZones.map((zone) => ({ label: `carpark ${zone.id}`, nodeId: zone.nodeId })),
  ];
  for (const [mode, allowed] of [
    ['', undefined],
    [' step-free', STEP_FREE_KINDS],
  ] as const) {
    for (const start of startingPoints) {
      const reached = reachableFrom(data, start.nodeId, allowed);
      summarise(
        problems,
        `Unreachable${mode} from ${start.name} (${start.levelId})`,
        destinations
          .filter((destination) => !reached.has(destination.nodeId))
          .map((destination) => destination.label),
      );
    }
  }
  return { problems, counts };
}
