/**
 * The map as the app uses it (docs/map-data.md): metres on one plane shared by every level, x east
 * and y south. Plain data only, so it survives the persisted query cache; indexes are built from it
 * on demand (plan-index.ts).
 */
import type { OpeningHours } from '../../../shared/opening-hours';
import type { StoreCategorySlug } from '../../../shared/store-categories';
import type {
  AMENITY_TYPES,
  AREA_KINDS,
  EDGE_KINDS,
  LEVEL_KINDS,
  ZONE_KINDS,
} from '../api/map-dto';

export type Point = readonly [number, number];
export type Polygon = readonly Point[];

export type LevelKind = (typeof LEVEL_KINDS)[number];
export type ZoneKind = (typeof ZONE_KINDS)[number];
export type AreaKind = (typeof AREA_KINDS)[number];
export type AmenityType = (typeof AMENITY_TYPES)[number];
export type EdgeKind = (typeof EDGE_KINDS)[number];

export interface MapLevel {
  id: string;
  name: string;
  nameZh: string;
  kind: LevelKind;
  elevation: number;
  floor: readonly Polygon[];
}

export interface MapZone {
  id: string;
  key: string;
  levelId: string;
  kind: ZoneKind;
  name: string;
  nameZh: string;
  polygon: Polygon;
  label: Point;
}

export interface MapArea {
  id: string;
  levelId: string;
  kind: AreaKind;
  name?: string;
  nameZh?: string;
  polygon: Polygon;
  label?: Point;
}

export interface MapUnit {
  /** The unit number, '#02-608'. */
  id: string;
  levelId: string;
  zoneId: string;
  merchantId?: string;
  merchantCode?: string;
  polygon: Polygon;
  label: Point;
  nodeId: string;
}

export interface MapAmenity {
  id: string;
  type: AmenityType;
  levelId: string;
  name: string;
  nameZh: string;
  ref?: string;
  position: Point;
  nodeId: string;
}

export interface MapCarparkZone {
  id: string;
  levelId: string;
  name: string;
  nameZh: string;
  colour: string;
  polygon: Polygon;
  label: Point;
  nodeId: string;
}

export interface MapNode {
  id: string;
  levelId: string;
  x: number;
  y: number;
}

export interface MapEdge {
  from: string;
  to: string;
  metres: number;
  kind: EdgeKind;
}

export interface MapPlan {
  name: string;
  nameZh: string;
  /** Bottom to top. */
  levels: readonly MapLevel[];
  zones: readonly MapZone[];
  areas: readonly MapArea[];
  units: readonly MapUnit[];
  amenities: readonly MapAmenity[];
  carparkZones: readonly MapCarparkZone[];
  nodes: readonly MapNode[];
  edges: readonly MapEdge[];
}

/** What the map shows of a store: from the directory, joined to units by MerchantID. */
export interface MapStore {
  merchantId: string;
  name: string;
  nameZh?: string;
  hours: readonly OpeningHours[];
  /** The directory category its store page lives under. */
  categorySlug: StoreCategorySlug;
}
