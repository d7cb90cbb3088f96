/**
 * The floor plans, `GET {api}/api/map`: not a call of the spec but the site's own, served by this
 * server in both data modes (server/routes/map.ts), so it is not in CALLS: the gateway neither
 * answers nor keeps it. docs/map-data.md is the format's reference; its types are the shared
 * format's (src/shared/map-data.ts), which the server's generator builds, and the feature's
 * api/map-plan.test.ts fails the typecheck when this schema and those types drift apart. The
 * server checks a plan file with the same rules plus the references between parts
 * (server/map/validate-map-data.ts).
 */
import { AMENITY_TYPES, AREA_KINDS, EDGE_KINDS, LEVEL_KINDS, ZONE_KINDS } from '../map-data';
import { defineCall } from './call';
import { checked, z } from './zod';

const finite = checked(z.number(), z.refine(Number.isFinite, 'a finite number'));
const point = z.tuple([finite, finite]);
const polygon = checked(z.array(point), z.minLength(3));
/** Text with something in it besides spaces. */
const nonEmpty = checked(z.string(), z.trim(), z.minLength(1));

export const mapLevelWire = z.object({
  id: nonEmpty,
  name: nonEmpty,
  nameZh: z.string(),
  kind: z.enum(LEVEL_KINDS),
  elevation: finite,
  floor: checked(z.array(polygon), z.minLength(1)),
});

export const mapZoneWire = z.object({
  id: nonEmpty,
  key: nonEmpty,
  levelId: nonEmpty,
  kind: z.enum(ZONE_KINDS),
  name: nonEmpty,
  nameZh: z.string(),
  polygon,
  label: point,
});

export const mapAreaWire = z.object({
  id: nonEmpty,
  levelId: nonEmpty,
  kind: z.enum(AREA_KINDS),
  name: z.optional(z.string()),
  nameZh: z.optional(z.string()),
  polygon,
  label: z.optional(point),
});

export const mapUnitWire = z.object({
  id: nonEmpty,
  levelId: nonEmpty,
  zoneId: nonEmpty,
  merchantId: z.optional(nonEmpty),
  merchantCode: z.optional(nonEmpty),
  polygon,
  label: point,
  nodeId: nonEmpty,
});

export const mapAmenityWire = z.object({
  id: nonEmpty,
  type: z.enum(AMENITY_TYPES),
  levelId: nonEmpty,
  name: nonEmpty,
  nameZh: z.string(),
  ref: z.optional(nonEmpty),
  position: point,
  nodeId: nonEmpty,
});

export const mapCarparkZoneWire = z.object({
  id: nonEmpty,
  levelId: nonEmpty,
  name: nonEmpty,
  nameZh: z.string(),
  colour: checked(z.string(), z.regex(/^#[0-9a-fA-F]{6}$/)),
  polygon,
  label: point,
  nodeId: nonEmpty,
});

export const mapNodeWire = z.object({ id: nonEmpty, levelId: nonEmpty, x: finite, y: finite });
export const mapEdgeWire = z.object({
  from: nonEmpty,
  to: nonEmpty,
  metres: checked(finite, z.gte(0)),
  kind: z.enum(EDGE_KINDS),
});

/** Every level's plan, its zones, areas, units, amenities and carpark zones, and the walkways. */
export const mapDataWire = z.object({
  version: z.literal(1),
  name: nonEmpty,
  nameZh: z.string(),
  levels: checked(z.array(mapLevelWire), z.minLength(1)),
  zones: z.array(mapZoneWire),
  areas: z.array(mapAreaWire),
  units: z.array(mapUnitWire),
  amenities: z.array(mapAmenityWire),
  carparkZones: z.array(mapCarparkZoneWire),
  graph: z.object({ nodes: z.array(mapNodeWire), edges: z.array(mapEdgeWire) }),
});
export type MapDataWire = z.infer<typeof mapDataWire>;

/** The answer's `status`, a number or a numeric string. */
const mapStatus = z.union([z.number(), z.string()]);

/**
 * The plan with its lists unchecked (some 4,000 levels, zones, areas, units, amenities, nodes and
 * walkways, the first ones with their outlines): the app checks their items with the schemas
 * above a slice at a time (`checkInSlices`, features/map/api/map-plan.ts), where checking the
 * whole plan at once was the map page's longest task on a phone.
 */
export const mapEnvelope = z.object({
  status: mapStatus,
  data: z.extend(mapDataWire, {
    levels: checked(z.array(z.unknown()), z.minLength(1)),
    zones: z.array(z.unknown()),
    areas: z.array(z.unknown()),
    units: z.array(z.unknown()),
    amenities: z.array(z.unknown()),
    carparkZones: z.array(z.unknown()),
    graph: z.object({ nodes: z.array(z.unknown()), edges: z.array(z.unknown()) }),
  }),
});

/** `GET {api}/api/map`: `{ status: 0, data }`, answered with an ETag. */
export const mapRoute = { backend: 'api', method: 'GET', path: '/api/map' } as const;
export const mapCall = defineCall(mapRoute, {
  input: z.object({}),
  answer: z.object({ status: mapStatus, data: mapDataWire }),
});
