/**
 * The map data format served at `GET /api/map` (docs/map-data.md is the reference), written once
 * for both sides: the server's plan generator (server/map/) builds it, and the app's map feature
 * checks it with its call's zod schema (src/shared/contracts/map.ts, held to these types by
 * src/features/map/api/map-plan.test.ts) and uses its parts as its plan's
 * (src/features/map/model/map-plan.ts).
 * Coordinates are metres on one plane shared by every level (x east, y south), so a lift stands at
 * the same (x, y) on each level it serves. Read-only: the app keeps it in its query cache.
 */

/** A point `[x, y]` in metres. */
export type MapPoint = readonly [number, number];
/** A closed ring of points (the last point is not repeated). */
export type MapPolygon = readonly MapPoint[];

export const LEVEL_KINDS = ['mall', 'convention', 'carpark'] as const;
export type LevelKind = (typeof LEVEL_KINDS)[number];

export const ZONE_KINDS = ['tower', 'court', 'wing', 'convention', 'garden'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export const AREA_KINDS = ['fountain', 'garden', 'void', 'hall', 'plaza', 'road'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export const AMENITY_TYPES = [
  'lift',
  'escalator',
  'stairs',
  'toilet',
  'nursing-room',
  'atm',
  'taxi-stand',
  'mrt-link',
  'carpark-lobby',
  'entrance',
  'information',
] as const;
export type AmenityType = (typeof AMENITY_TYPES)[number];

export const EDGE_KINDS = ['walk', 'escalator', 'lift', 'stairs'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

export interface MapLevel {
  /** The unit-number level: 'B1', '01' ... (carpark-only levels 'B2', 'B3'). */
  id: string;
  name: string;
  nameZh: string;
  kind: LevelKind;
  /** Metres above street level; sorts the levels and sizes the lift rides. */
  elevation: number;
  /** The walkable floor: rings drawn together (their union is the level's outline). */
  floor: readonly MapPolygon[];
}

export interface MapZone {
  /** Unique: `{levelId}/{key}`. */
  id: string;
  /** The zone across levels: 'tower-1', 'fountain-court', 'east-wing', 'atrium', 'sky-garden' ... */
  key: string;
  levelId: string;
  kind: ZoneKind;
  name: string;
  nameZh: string;
  polygon: MapPolygon;
  label: MapPoint;
}

export interface MapArea {
  id: string;
  levelId: string;
  kind: AreaKind;
  name?: string;
  nameZh?: string;
  polygon: MapPolygon;
  label?: MapPoint;
}

export interface MapUnit {
  /** The unit number, '#02-608'. */
  id: string;
  levelId: string;
  /** The `MapZone.id` the unit lies in. */
  zoneId: string;
  /** MerchantID and MerchantCode of the tenant; absent for a vacant unit. */
  merchantId?: string;
  merchantCode?: string;
  polygon: MapPolygon;
  label: MapPoint;
  /** Its door on the walkway graph. */
  nodeId: string;
}

export interface MapAmenity {
  id: string;
  type: AmenityType;
  levelId: string;
  name: string;
  nameZh: string;
  /** Lifts, escalators and stairs: the same ref on every level they join ('L3', 'E2'). */
  ref?: string;
  position: MapPoint;
  nodeId: string;
}

export interface MapCarparkZone {
  id: string;
  levelId: string;
  name: string;
  nameZh: string;
  /** Signage colour, '#rrggbb'. */
  colour: string;
  polygon: MapPolygon;
  label: MapPoint;
  nodeId: string;
}

export interface MapNode {
  id: string;
  levelId: string;
  x: number;
  y: number;
}

/** An undirected walkway: walked, or ridden (escalator, lift) or climbed (stairs) between levels. */
export interface MapEdge {
  from: string;
  to: string;
  metres: number;
  kind: EdgeKind;
}

export interface MapData {
  version: 1;
  name: string;
  nameZh: string;
  levels: readonly MapLevel[];
  zones: readonly MapZone[];
  areas: readonly MapArea[];
  units: readonly MapUnit[];
  amenities: readonly MapAmenity[];
  carparkZones: readonly MapCarparkZone[];
  graph: { nodes: readonly MapNode[]; edges: readonly MapEdge[] };
}
