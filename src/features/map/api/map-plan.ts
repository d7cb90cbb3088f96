/** The floor plans call and its mapper, loaded with the first fetch (queries.ts). */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { callApi, checkInSlices } from '../../../lib/api-client';
import { yieldToMain } from '../../../lib/slices';
import {
  mapAmenityWire,
  mapAreaWire,
  mapCall,
  mapCarparkZoneWire,
  mapEdgeWire,
  mapEnvelope,
  mapLevelWire,
  mapNodeWire,
  mapUnitWire,
  mapZoneWire,
  type MapDataWire,
} from '../../../shared/contracts/map';
import type { MapPlan } from '../model/map-plan';
import { indexPlan, walkwayGraphOf } from '../model/plan-index';

/**
 * The wire's map as the app's plan: levels bottom to top, and anything that points at a level or
 * node the plan lacks dropped here (a hand-edited plan file should degrade, not crash the page).
 */
export function toMapPlan(wire: MapDataWire): MapPlan {
  const levelIds = new Set(wire.levels.map((level) => level.id));
  const nodeLevel = new Map(
    wire.graph.nodes
      .filter((node) => levelIds.has(node.levelId))
      .map((node) => [node.id, node.levelId]),
  );
  const placed = <T extends { levelId: string; nodeId: string }>(item: T) =>
    levelIds.has(item.levelId) && nodeLevel.get(item.nodeId) === item.levelId;
  const zoneIds = new Set(
    wire.zones.filter((zone) => levelIds.has(zone.levelId)).map((zone) => zone.id),
  );
  return {
    name: wire.name,
    nameZh: wire.nameZh,
    levels: [...wire.levels].sort((a, b) => a.elevation - b.elevation),
    zones: wire.zones.filter((zone) => levelIds.has(zone.levelId)),
    areas: wire.areas.filter((area) => levelIds.has(area.levelId)),
    units: wire.units.filter((unit) => placed(unit) && zoneIds.has(unit.zoneId)),
    amenities: wire.amenities.filter(placed),
    carparkZones: wire.carparkZones.filter(placed),
    nodes: wire.graph.nodes.filter((node) => nodeLevel.has(node.id)),
    edges: wire.graph.edges.filter((edge) => nodeLevel.has(edge.from) && nodeLevel.has(edge.to)),
  };
}

/**
 * Every level's plan, units, amenities and walkway graph, its lists checked in slices, its walkway
 * graph compiled in a task of its own and the rest indexed in another: left to the page's render,
 * that was part of the map's longest task on a budget phone.
 */
export async function getMapPlan(signal: AbortSignal): Promise<MapPlan> {
  const { data } = await callApi(mapCall, { signal, envelope: mapEnvelope });
  const check = <S extends StandardSchemaV1>(at: string[], schema: S, items: readonly unknown[]) =>
    checkInSlices(mapCall, ['data', ...at], schema, items);
  const plan = toMapPlan({
    ...data,
    levels: await check(['levels'], mapLevelWire, data.levels),
    zones: await check(['zones'], mapZoneWire, data.zones),
    areas: await check(['areas'], mapAreaWire, data.areas),
    units: await check(['units'], mapUnitWire, data.units),
    amenities: await check(['amenities'], mapAmenityWire, data.amenities),
    carparkZones: await check(['carparkZones'], mapCarparkZoneWire, data.carparkZones),
    graph: {
      nodes: await check(['graph', 'nodes'], mapNodeWire, data.graph.nodes),
      edges: await check(['graph', 'edges'], mapEdgeWire, data.graph.edges),
    },
  });
  await yieldToMain();
  walkwayGraphOf(plan);
  await yieldToMain();
  indexPlan(plan);
  return plan;
}
