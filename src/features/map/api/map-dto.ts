/**
 * `GET {api}/api/map` as the wire sends it: docs/map-data.md is the reference, and the server
 * checks the same rules (server/map/validate-map-data.ts). The internal API is camelCase already;
 * the mapper only indexes and sorts.
 */
import * as v from 'valibot';

const finite = v.pipe(v.number(), v.finite('a finite number'));
export const pointDto = v.tuple([finite, finite]);
export const polygonDto = v.pipe(v.array(pointDto), v.minLength(3));
const text = v.pipe(v.string(), v.trim(), v.minLength(1));

export const LEVEL_KINDS = ['mall', 'convention', 'carpark'] as const;
export const ZONE_KINDS = ['tower', 'court', 'wing', 'convention', 'garden'] as const;
export const AREA_KINDS = ['fountain', 'garden', 'void', 'hall', 'plaza', 'road'] as const;
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
export const EDGE_KINDS = ['walk', 'escalator', 'lift', 'stairs'] as const;

export const mapLevelDto = v.object({
  id: text,
  name: text,
  nameZh: v.string(),
  kind: v.picklist(LEVEL_KINDS),
  elevation: finite,
  floor: v.pipe(v.array(polygonDto), v.minLength(1)),
});

export const mapZoneDto = v.object({
  id: text,
  key: text,
  levelId: text,
  kind: v.picklist(ZONE_KINDS),
  name: text,
  nameZh: v.string(),
  polygon: polygonDto,
  label: pointDto,
});

export const mapAreaDto = v.object({
  id: text,
  levelId: text,
  kind: v.picklist(AREA_KINDS),
  name: v.optional(v.string()),
  nameZh: v.optional(v.string()),
  polygon: polygonDto,
  label: v.optional(pointDto),
});

export const mapUnitDto = v.object({
  id: text,
  levelId: text,
  zoneId: text,
  merchantId: v.optional(text),
  merchantCode: v.optional(text),
  polygon: polygonDto,
  label: pointDto,
  nodeId: text,
});

export const mapAmenityDto = v.object({
  id: text,
  type: v.picklist(AMENITY_TYPES),
  levelId: text,
  name: text,
  nameZh: v.string(),
  ref: v.optional(text),
  position: pointDto,
  nodeId: text,
});

export const mapCarparkZoneDto = v.object({
  id: text,
  levelId: text,
  name: text,
  nameZh: v.string(),
  colour: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/)),
  polygon: polygonDto,
  label: pointDto,
  nodeId: text,
});

export const mapNodeDto = v.object({ id: text, levelId: text, x: finite, y: finite });
export const mapEdgeDto = v.object({
  from: text,
  to: text,
  metres: v.pipe(finite, v.minValue(0)),
  kind: v.picklist(EDGE_KINDS),
});

export const mapDataDto = v.object({
  version: v.literal(1),
  name: text,
  nameZh: v.string(),
  levels: v.pipe(v.array(mapLevelDto), v.minLength(1)),
  zones: v.array(mapZoneDto),
  areas: v.array(mapAreaDto),
  units: v.array(mapUnitDto),
  amenities: v.array(mapAmenityDto),
  carparkZones: v.array(mapCarparkZoneDto),
  graph: v.object({ nodes: v.array(mapNodeDto), edges: v.array(mapEdgeDto) }),
});
export type MapDataDto = v.InferOutput<typeof mapDataDto>;

export const mapResponseDto = v.object({
  status: v.union([v.number(), v.string()]),
  data: mapDataDto,
});
