/**
 * The map as the app uses it (docs/map-data.md): metres on one plane shared by every level, x east
 * and y south. Plain data only, so it survives the persisted query cache; indexes are built from it
 * on demand (plan-index.ts).
 */
import type { OpeningHours } from '../../../shared/opening-hours';
import type { StoreCategorySlug } from '../../../shared/store-categories';
import type { MapData, MapPoint, MapPolygon } from '../../../shared/map-data';

export type {
  AmenityType,
  AreaKind,
  EdgeKind,
  LevelKind,
  MapAmenity,
  MapArea,
  MapCarparkZone,
  MapEdge,
  MapLevel,
  MapNode,
  MapUnit,
  MapZone,
  ZoneKind,
} from '../../../shared/map-data';

export type Point = MapPoint;
export type Polygon = MapPolygon;

/** The map data the app draws and routes on: the wire's, with the graph's parts at the top. */
export interface MapPlan extends Pick<
  MapData,
  'name' | 'nameZh' | 'zones' | 'areas' | 'units' | 'amenities' | 'carparkZones'
> {
  /** Bottom to top. */
  levels: MapData['levels'];
  nodes: MapData['graph']['nodes'];
  edges: MapData['graph']['edges'];
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
