/**
 * `GET {api}/api/map` as the wire sends it: docs/map-data.md is the reference, and the server
 * checks the same rules (server/map/validate-map-data.ts). Its types are the shared format's
 * (src/shared/map-data.ts), which the server's generator builds: map-dto.test.ts fails the
 * typecheck when this schema and those types drift apart. The internal API is camelCase already;
 * the mapper only filters and sorts.
 */
import { z } from '../../../lib/zod';
import {
  AMENITY_TYPES,
  AREA_KINDS,
  EDGE_KINDS,
  LEVEL_KINDS,
  ZONE_KINDS,
} from '../../../shared/map-data';

const finite = z.number().check(z.refine(Number.isFinite, 'a finite number'));
export const pointDto = z.tuple([finite, finite]);
export const polygonDto = z.array(pointDto).check(z.minLength(3));
const text = z.string().check(z.trim(), z.minLength(1));

export const mapLevelDto = z.object({
  id: text,
  name: text,
  nameZh: z.string(),
  kind: z.enum(LEVEL_KINDS),
  elevation: finite,
  floor: z.array(polygonDto).check(z.minLength(1)),
});

export const mapZoneDto = z.object({
  id: text,
  key: text,
  levelId: text,
  kind: z.enum(ZONE_KINDS),
  name: text,
  nameZh: z.string(),
  polygon: polygonDto,
  label: pointDto,
});

export const mapAreaDto = z.object({
  id: text,
  levelId: text,
  kind: z.enum(AREA_KINDS),
  name: z.optional(z.string()),
  nameZh: z.optional(z.string()),
  polygon: polygonDto,
  label: z.optional(pointDto),
});

export const mapUnitDto = z.object({
  id: text,
  levelId: text,
  zoneId: text,
  merchantId: z.optional(text),
  merchantCode: z.optional(text),
  polygon: polygonDto,
  label: pointDto,
  nodeId: text,
});

export const mapAmenityDto = z.object({
  id: text,
  type: z.enum(AMENITY_TYPES),
  levelId: text,
  name: text,
  nameZh: z.string(),
  ref: z.optional(text),
  position: pointDto,
  nodeId: text,
});

export const mapCarparkZoneDto = z.object({
  id: text,
  levelId: text,
  name: text,
  nameZh: z.string(),
  colour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  polygon: polygonDto,
  label: pointDto,
  nodeId: text,
});

export const mapNodeDto = z.object({ id: text, levelId: text, x: finite, y: finite });
export const mapEdgeDto = z.object({
  from: text,
  to: text,
  metres: finite.check(z.gte(0)),
  kind: z.enum(EDGE_KINDS),
});

export const mapDataDto = z.object({
  version: z.literal(1),
  name: text,
  nameZh: z.string(),
  levels: z.array(mapLevelDto).check(z.minLength(1)),
  zones: z.array(mapZoneDto),
  areas: z.array(mapAreaDto),
  units: z.array(mapUnitDto),
  amenities: z.array(mapAmenityDto),
  carparkZones: z.array(mapCarparkZoneDto),
  graph: z.object({ nodes: z.array(mapNodeDto), edges: z.array(mapEdgeDto) }),
});
export type MapDataDto = z.infer<typeof mapDataDto>;

export const mapResponseDto = z.object({
  status: z.union([z.number(), z.string()]),
  data: mapDataDto,
});
