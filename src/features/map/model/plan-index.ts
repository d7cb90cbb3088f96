/**
 * Lookups over a plan, built once per plan object (the query cache hands the same object to every
 * component): per-level lists, units by MerchantID, every routable place, the compiled graph.
 */
import { boundsOf, padBounds, type Bounds } from './geometry';
import type {
  MapAmenity,
  MapArea,
  MapCarparkZone,
  MapLevel,
  MapPlan,
  MapUnit,
  MapZone,
  Point,
} from './map-plan';
import { compileWalkwayGraph, type WalkwayGraph } from './walkway-graph';

export type PlaceKind = 'unit' | 'amenity' | 'carpark';

/** Anything a route can start or end at. `key` is stable: 'unit:#02-608', 'amenity:L3-B1', 'carpark:B2-A'. */
export type Place =
  | { key: string; kind: 'unit'; levelId: string; nodeId: string; point: Point; unit: MapUnit }
  | {
      key: string;
      kind: 'amenity';
      levelId: string;
      nodeId: string;
      point: Point;
      amenity: MapAmenity;
    }
  | {
      key: string;
      kind: 'carpark';
      levelId: string;
      nodeId: string;
      point: Point;
      carparkZone: MapCarparkZone;
    };

export interface PlanIndex {
  plan: MapPlan;
  levelById: ReadonlyMap<string, MapLevel>;
  zoneById: ReadonlyMap<string, MapZone>;
  unitsByLevel: ReadonlyMap<string, readonly MapUnit[]>;
  amenitiesByLevel: ReadonlyMap<string, readonly MapAmenity[]>;
  zonesByLevel: ReadonlyMap<string, readonly MapZone[]>;
  areasByLevel: ReadonlyMap<string, readonly MapArea[]>;
  carparkZonesByLevel: ReadonlyMap<string, readonly MapCarparkZone[]>;
  unitByMerchantId: ReadonlyMap<string, MapUnit>;
  places: readonly Place[];
  placeByKey: ReadonlyMap<string, Place>;
  /** The place standing at a node (a unit's door, an amenity), for naming route landmarks. */
  placeByNodeId: ReadonlyMap<string, Place>;
  boundsByLevel: ReadonlyMap<string, Bounds>;
  graph: WalkwayGraph;
}

export const unitPlaceKey = (unit: MapUnit) => `unit:${unit.id}`;
export const amenityPlaceKey = (amenity: MapAmenity) => `amenity:${amenity.id}`;
export const carparkPlaceKey = (zone: MapCarparkZone) => `carpark:${zone.id}`;

function groupByLevel<T extends { levelId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.levelId);
    if (group) group.push(item);
    else groups.set(item.levelId, [item]);
  }
  return groups;
}

function buildIndex(plan: MapPlan): PlanIndex {
  const places: Place[] = [
    ...plan.units.map((unit): Place => ({
      key: unitPlaceKey(unit),
      kind: 'unit',
      levelId: unit.levelId,
      nodeId: unit.nodeId,
      point: unit.label,
      unit,
    })),
    ...plan.amenities.map((amenity): Place => ({
      key: amenityPlaceKey(amenity),
      kind: 'amenity',
      levelId: amenity.levelId,
      nodeId: amenity.nodeId,
      point: amenity.position,
      amenity,
    })),
    ...plan.carparkZones.map((zone): Place => ({
      key: carparkPlaceKey(zone),
      kind: 'carpark',
      levelId: zone.levelId,
      nodeId: zone.nodeId,
      point: zone.label,
      carparkZone: zone,
    })),
  ];
  const placeByNodeId = new Map<string, Place>();
  for (const place of places)
    if (!placeByNodeId.has(place.nodeId)) placeByNodeId.set(place.nodeId, place);
  const unitByMerchantId = new Map<string, MapUnit>();
  for (const unit of plan.units)
    if (unit.merchantId && !unitByMerchantId.has(unit.merchantId))
      unitByMerchantId.set(unit.merchantId, unit);
  const boundsByLevel = new Map<string, Bounds>();
  for (const level of plan.levels) {
    const points = [
      ...level.floor.flat(),
      ...plan.amenities
        .filter((amenity) => amenity.levelId === level.id)
        .map((amenity) => amenity.position),
    ];
    const bounds = boundsOf(points);
    if (bounds) boundsByLevel.set(level.id, padBounds(bounds, 6));
  }
  return {
    plan,
    levelById: new Map(plan.levels.map((level) => [level.id, level])),
    zoneById: new Map(plan.zones.map((zone) => [zone.id, zone])),
    unitsByLevel: groupByLevel(plan.units),
    amenitiesByLevel: groupByLevel(plan.amenities),
    zonesByLevel: groupByLevel(plan.zones),
    areasByLevel: groupByLevel(plan.areas),
    carparkZonesByLevel: groupByLevel(plan.carparkZones),
    unitByMerchantId,
    places,
    placeByKey: new Map(places.map((place) => [place.key, place])),
    placeByNodeId,
    boundsByLevel,
    graph: walkwayGraphOf(plan),
  };
}

const graphs = new WeakMap<MapPlan, WalkwayGraph>();

/**
 * The plan's walkway graph, compiled once: the index's largest part, which the app's read path
 * compiles in a task of its own before the rest (features/map/api/map-plan.ts).
 */
export function walkwayGraphOf(plan: MapPlan): WalkwayGraph {
  let graph = graphs.get(plan);
  if (!graph) {
    graph = compileWalkwayGraph(plan.nodes, plan.edges);
    graphs.set(plan, graph);
  }
  return graph;
}

const indexes = new WeakMap<MapPlan, PlanIndex>();

export function indexPlan(plan: MapPlan): PlanIndex {
  let index = indexes.get(plan);
  if (!index) {
    index = buildIndex(plan);
    indexes.set(plan, index);
  }
  return index;
}
