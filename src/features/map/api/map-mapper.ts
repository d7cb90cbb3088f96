import type { MapPlan } from '../model/map-plan';
import type { MapDataDto } from './map-dto';

/**
 * The wire's map as the app's plan: levels bottom to top, and anything that points at a level or
 * node the plan lacks dropped here (a hand-edited plan file should degrade, not crash the page).
 */
export function toMapPlan(dto: MapDataDto): MapPlan {
  const levelIds = new Set(dto.levels.map((level) => level.id));
  const nodeLevel = new Map(
    dto.graph.nodes
      .filter((node) => levelIds.has(node.levelId))
      .map((node) => [node.id, node.levelId]),
  );
  const placed = <T extends { levelId: string; nodeId: string }>(item: T) =>
    levelIds.has(item.levelId) && nodeLevel.get(item.nodeId) === item.levelId;
  const zoneIds = new Set(
    dto.zones.filter((zone) => levelIds.has(zone.levelId)).map((zone) => zone.id),
  );
  return {
    name: dto.name,
    nameZh: dto.nameZh,
    levels: [...dto.levels].sort((a, b) => a.elevation - b.elevation),
    zones: dto.zones.filter((zone) => levelIds.has(zone.levelId)),
    areas: dto.areas.filter((area) => levelIds.has(area.levelId)),
    units: dto.units.filter((unit) => placed(unit) && zoneIds.has(unit.zoneId)),
    amenities: dto.amenities.filter(placed),
    carparkZones: dto.carparkZones.filter(placed),
    nodes: dto.graph.nodes.filter((node) => nodeLevel.has(node.id)),
    edges: dto.graph.edges.filter((edge) => nodeLevel.has(edge.from) && nodeLevel.has(edge.to)),
  };
}
