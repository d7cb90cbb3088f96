/**
 * The map format's rules on the server: the same constraints as the map call's zod schema
 * (src/shared/contracts/map.ts) plus the references between parts (every unit's zone and node
 * exist on its level, every edge joins known nodes). A plan file given in MAP_DATA_PATH is checked
 * with this before it is served, so a typo is a clear start-up error, not a broken map.
 */
import {
  AMENITY_TYPES,
  AREA_KINDS,
  EDGE_KINDS,
  LEVEL_KINDS,
  ZONE_KINDS,
  type MapData,
} from '../../src/shared/map-data.ts';

export type MapValidation = { ok: true; data: MapData } | { ok: false; errors: string[] };

const MAX_ERRORS = 50;

type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isPoint = (value: unknown): boolean =>
  Array.isArray(value) && value.length === 2 && value.every(isFiniteNumber);
const isPolygon = (value: unknown): boolean =>
  Array.isArray(value) && value.length >= 3 && value.every(isPoint);

class Checker {
  readonly errors: string[] = [];

  fail(message: string): void {
    if (this.errors.length < MAX_ERRORS) this.errors.push(message);
  }

  /** The array at `data[key]`, its items as records; reports what is not. */
  records(data: Record_, key: string): Record_[] {
    const value = data[key];
    if (!Array.isArray(value)) {
      this.fail(`${key} must be an array`);
      return [];
    }
    return value.flatMap((item, index) => {
      if (isRecord(item)) return [item];
      this.fail(`${key}[${index}] must be an object`);
      return [];
    });
  }

  /** Unique non-empty string ids; returns them. */
  ids(items: Record_[], what: string): Set<string> {
    const ids = new Set<string>();
    items.forEach((item, index) => {
      if (!isNonEmptyString(item.id)) this.fail(`${what}[${index}].id must be a non-empty string`);
      else if (ids.has(item.id)) this.fail(`${what} id ${item.id} is used twice`);
      else ids.add(item.id);
    });
    return ids;
  }

  field(
    item: Record_,
    what: string,
    key: string,
    test: (value: unknown) => boolean,
    expected: string,
    optional = false,
  ): void {
    if (optional && item[key] === undefined) return;
    if (!test(item[key]))
      this.fail(`${what} ${String(item.id ?? '?')}: ${key} must be ${expected}`);
  }

  oneOf(item: Record_, what: string, key: string, allowed: readonly string[]): void {
    this.field(
      item,
      what,
      key,
      (value) => typeof value === 'string' && allowed.includes(value),
      `one of ${allowed.join(', ')}`,
    );
  }
}

export function validateMapData(value: unknown): MapValidation {
  const check = new Checker();
  if (!isRecord(value)) return { ok: false, errors: ['The map data must be a JSON object'] };
  if (value.version !== 1) check.fail('version must be 1');
  if (!isNonEmptyString(value.name)) check.fail('name must be a non-empty string');
  if (typeof value.nameZh !== 'string') check.fail('nameZh must be a string');

  const levels = check.records(value, 'levels');
  if (levels.length === 0) check.fail('levels must list at least one level');
  const levelIds = check.ids(levels, 'level');
  for (const level of levels) {
    check.field(level, 'level', 'name', isNonEmptyString, 'a non-empty string');
    check.field(level, 'level', 'nameZh', (v) => typeof v === 'string', 'a string');
    check.oneOf(level, 'level', 'kind', LEVEL_KINDS);
    check.field(level, 'level', 'elevation', isFiniteNumber, 'a number of metres');
    check.field(
      level,
      'level',
      'floor',
      (v) => Array.isArray(v) && v.length > 0 && v.every(isPolygon),
      'a non-empty array of polygons',
    );
  }
  const onLevel = (item: Record_, what: string) => {
    if (!levelIds.has(item.levelId as string))
      check.fail(
        `${what} ${String(item.id ?? '?')}: levelId ${String(item.levelId)} is not a level`,
      );
  };

  const graph = isRecord(value.graph) ? value.graph : undefined;
  if (!graph) check.fail('graph must be an object with nodes and edges');
  const nodes = graph ? check.records(graph, 'nodes') : [];
  const nodeIds = check.ids(nodes, 'node');
  const nodeLevel = new Map<string, string>();
  for (const node of nodes) {
    onLevel(node, 'node');
    check.field(node, 'node', 'x', isFiniteNumber, 'a number');
    check.field(node, 'node', 'y', isFiniteNumber, 'a number');
    if (typeof node.id === 'string') nodeLevel.set(node.id, node.levelId as string);
  }
  for (const [index, edge] of (graph ? check.records(graph, 'edges') : []).entries()) {
    const what = `edges[${index}]`;
    if (!nodeIds.has(edge.from as string) || !nodeIds.has(edge.to as string))
      check.fail(
        `${what} joins a node that does not exist (${String(edge.from)} - ${String(edge.to)})`,
      );
    if (!isFiniteNumber(edge.metres) || edge.metres < 0)
      check.fail(`${what}: metres must be a number >= 0`);
    if (typeof edge.kind !== 'string' || !(EDGE_KINDS as readonly string[]).includes(edge.kind))
      check.fail(`${what}: kind must be one of ${EDGE_KINDS.join(', ')}`);
    const sameLevel = nodeLevel.get(edge.from as string) === nodeLevel.get(edge.to as string);
    if (edge.kind === 'walk' && !sameLevel)
      check.fail(`${what}: a walk edge must stay on one level`);
    if (edge.kind !== 'walk' && sameLevel)
      check.fail(`${what}: a ${String(edge.kind)} edge must join two levels`);
  }
  const placedNode = (item: Record_, what: string) => {
    const level = nodeLevel.get(item.nodeId as string);
    if (level === undefined)
      check.fail(`${what} ${String(item.id ?? '?')}: nodeId ${String(item.nodeId)} is not a node`);
    else if (level !== item.levelId)
      check.fail(
        `${what} ${String(item.id ?? '?')}: its node is on level ${level}, not ${String(item.levelId)}`,
      );
  };

  const zones = check.records(value, 'zones');
  const zoneIds = check.ids(zones, 'zone');
  const zoneLevel = new Map(zones.map((zone) => [zone.id, zone.levelId]));
  for (const zone of zones) {
    onLevel(zone, 'zone');
    check.field(zone, 'zone', 'key', isNonEmptyString, 'a non-empty string');
    check.oneOf(zone, 'zone', 'kind', ZONE_KINDS);
    check.field(zone, 'zone', 'name', isNonEmptyString, 'a non-empty string');
    check.field(zone, 'zone', 'nameZh', (v) => typeof v === 'string', 'a string');
    check.field(zone, 'zone', 'polygon', isPolygon, 'a polygon of at least 3 [x, y] points');
    check.field(zone, 'zone', 'label', isPoint, 'an [x, y] point');
  }

  const areas = check.records(value, 'areas');
  check.ids(areas, 'area');
  for (const area of areas) {
    onLevel(area, 'area');
    check.oneOf(area, 'area', 'kind', AREA_KINDS);
    check.field(area, 'area', 'polygon', isPolygon, 'a polygon of at least 3 [x, y] points');
    check.field(area, 'area', 'name', (v) => typeof v === 'string', 'a string', true);
    check.field(area, 'area', 'nameZh', (v) => typeof v === 'string', 'a string', true);
    check.field(area, 'area', 'label', isPoint, 'an [x, y] point', true);
  }

  const units = check.records(value, 'units');
  check.ids(units, 'unit');
  for (const unit of units) {
    onLevel(unit, 'unit');
    if (!zoneIds.has(unit.zoneId as string))
      check.fail(`unit ${String(unit.id)}: zoneId ${String(unit.zoneId)} is not a zone`);
    else if (zoneLevel.get(unit.zoneId) !== unit.levelId)
      check.fail(`unit ${String(unit.id)}: its zone is on another level`);
    check.field(unit, 'unit', 'merchantId', isNonEmptyString, 'a non-empty string', true);
    check.field(unit, 'unit', 'merchantCode', isNonEmptyString, 'a non-empty string', true);
    check.field(unit, 'unit', 'polygon', isPolygon, 'a polygon of at least 3 [x, y] points');
    check.field(unit, 'unit', 'label', isPoint, 'an [x, y] point');
    placedNode(unit, 'unit');
  }

  const amenities = check.records(value, 'amenities');
  check.ids(amenities, 'amenity');
  for (const amenity of amenities) {
    onLevel(amenity, 'amenity');
    check.oneOf(amenity, 'amenity', 'type', AMENITY_TYPES);
    check.field(amenity, 'amenity', 'name', isNonEmptyString, 'a non-empty string');
    check.field(amenity, 'amenity', 'nameZh', (v) => typeof v === 'string', 'a string');
    check.field(amenity, 'amenity', 'ref', isNonEmptyString, 'a non-empty string', true);
    check.field(amenity, 'amenity', 'position', isPoint, 'an [x, y] point');
    placedNode(amenity, 'amenity');
  }

  const carparkZones = check.records(value, 'carparkZones');
  check.ids(carparkZones, 'carpark zone');
  for (const zone of carparkZones) {
    onLevel(zone, 'carpark zone');
    check.field(zone, 'carpark zone', 'name', isNonEmptyString, 'a non-empty string');
    check.field(zone, 'carpark zone', 'nameZh', (v) => typeof v === 'string', 'a string');
    check.field(
      zone,
      'carpark zone',
      'colour',
      (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v),
      'a #rrggbb colour',
    );
    check.field(
      zone,
      'carpark zone',
      'polygon',
      isPolygon,
      'a polygon of at least 3 [x, y] points',
    );
    check.field(zone, 'carpark zone', 'label', isPoint, 'an [x, y] point');
    placedNode(zone, 'carpark zone');
  }

  return check.errors.length === 0
    ? { ok: true, data: value as unknown as MapData }
    : { ok: false, errors: check.errors };
}
