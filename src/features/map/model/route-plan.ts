/**
 * A route as the visitor reads it: from a place to a place (or to the nearest amenity of a type),
 * as text steps ("walk 40 m to Escalator E2", "take the escalator up to Level 2"), a polyline on
 * each level it crosses and a marker where it changes level.
 */
import type { AmenityType, EdgeKind, Point } from './map-plan';
import type { Place, PlanIndex } from './plan-index';
import { findRoute } from './route-search';

export type RouteTarget = { kind: 'place'; key: string } | { kind: 'nearest'; type: AmenityType };

export interface RouteRequest {
  fromKey: string;
  to: RouteTarget;
  stepFree: boolean;
}

export type RideKind = Exclude<EdgeKind, 'walk'>;

export type RouteStep =
  /** Walk `metres` on `levelId` to a landmark: the lift or escalator to take, or the destination. */
  | { kind: 'walk'; levelId: string; metres: number; to: Place | undefined }
  | {
      kind: 'ride';
      via: RideKind;
      amenity: Place | undefined;
      fromLevelId: string;
      toLevelId: string;
      direction: 'up' | 'down';
      levels: number;
    }
  | { kind: 'arrive'; place: Place };

/** Where the route changes level, for a marker on the plan of `levelId`. */
export interface LevelChange {
  levelId: string;
  at: Point;
  via: RideKind;
  amenity: Place | undefined;
  toLevelId: string;
  direction: 'up' | 'down';
}

export interface RouteLeg {
  levelId: string;
  points: Point[];
}

export type PlannedRoute =
  | {
      ok: true;
      from: Place;
      to: Place;
      stepFree: boolean;
      steps: RouteStep[];
      legs: RouteLeg[];
      changes: LevelChange[];
      /** Levels in the order the route visits them. */
      levelIds: string[];
      walkMetres: number;
      minutes: number;
    }
  | {
      ok: false;
      reason: 'unknown-place' | 'same-place' | 'no-route';
      stepFree: boolean;
      from?: Place;
      to?: Place;
    };

/** Walking pace and the time a ride takes, for the estimate only. */
const WALK_METRES_PER_SECOND = 1.2;
const RIDE_SECONDS: Record<RideKind, { once: number; perLevel: number }> = {
  lift: { once: 30, perLevel: 5 },
  escalator: { once: 5, perLevel: 30 },
  stairs: { once: 0, perLevel: 25 },
};

function targetNodes(index: PlanIndex, to: RouteTarget): { nodes: string[]; place?: Place } {
  if (to.kind === 'place') {
    const place = index.placeByKey.get(to.key);
    return { nodes: place ? [place.nodeId] : [], place };
  }
  return {
    nodes: index.plan.amenities
      .filter((amenity) => amenity.type === to.type)
      .map((amenity) => amenity.nodeId),
  };
}

export function planRoute(index: PlanIndex, request: RouteRequest): PlannedRoute {
  const { stepFree } = request;
  const from = index.placeByKey.get(request.fromKey);
  const target = targetNodes(index, request.to);
  if (!from || target.nodes.length === 0)
    return { ok: false, reason: 'unknown-place', stepFree, from, to: target.place };
  const result = findRoute(index.graph, from.nodeId, target.nodes, { stepFree });
  if (!result.found) {
    const to = target.place ?? (result.reason === 'same-place' ? from : undefined);
    return { ok: false, reason: result.reason, stepFree, from, to };
  }

  const { graph } = index;
  const { path, kinds, metres } = result;
  const nodeId = (i: number) => graph.ids[path[i]!]!;
  const levelAt = (i: number) => graph.levelOf[path[i]!]!;
  const pointAt = (i: number): Point => [graph.xs[path[i]!]!, graph.ys[path[i]!]!];
  const to = index.placeByNodeId.get(nodeId(path.length - 1)) ?? target.place!;
  const elevation = (levelId: string) => index.levelById.get(levelId)?.elevation ?? 0;

  const steps: RouteStep[] = [];
  const changes: LevelChange[] = [];
  let walkMetres = 0;
  let seconds = 0;
  let i = 0;
  while (i < kinds.length) {
    const kind = kinds[i]!;
    let j = i;
    let length = 0;
    while (j < kinds.length && kinds[j] === kind) length += metres[j++]!;
    if (kind === 'walk') {
      walkMetres += length;
      seconds += length / WALK_METRES_PER_SECOND;
      const landmark = j === kinds.length ? to : index.placeByNodeId.get(nodeId(j));
      steps.push({ kind: 'walk', levelId: levelAt(i), metres: length, to: landmark });
    } else {
      const fromLevelId = levelAt(i);
      const toLevelId = levelAt(j);
      const direction = elevation(toLevelId) >= elevation(fromLevelId) ? 'up' : 'down';
      const amenity = index.placeByNodeId.get(nodeId(i));
      seconds += RIDE_SECONDS[kind].once + RIDE_SECONDS[kind].perLevel * (j - i);
      steps.push({
        kind: 'ride',
        via: kind,
        amenity,
        fromLevelId,
        toLevelId,
        direction,
        levels: j - i,
      });
      changes.push({
        levelId: fromLevelId,
        at: pointAt(i),
        via: kind,
        amenity,
        toLevelId,
        direction,
      });
    }
    i = j;
  }
  steps.push({ kind: 'arrive', place: to });

  const legs: RouteLeg[] = [];
  for (let k = 0; k < path.length; k += 1) {
    const levelId = levelAt(k);
    const last = legs.at(-1);
    if (last && last.levelId === levelId) last.points.push(pointAt(k));
    else legs.push({ levelId, points: [pointAt(k)] });
  }
  // Levels a lift only passes through are not levels the visitor walks on.
  const levelIds = legs
    .filter((leg, n) => leg.points.length > 1 || n === 0 || n === legs.length - 1)
    .map((leg) => leg.levelId)
    .filter((levelId, n, all) => all.indexOf(levelId) === n);

  return {
    ok: true,
    from,
    to,
    stepFree,
    steps,
    legs,
    changes,
    levelIds,
    walkMetres,
    minutes: Math.max(1, Math.ceil(seconds / 60)),
  };
}

/** Walking distance as the steps say it: to the nearest 5 m, never "0 m". */
export function roundedMetres(metres: number): number {
  return Math.max(5, Math.round(metres / 5) * 5);
}
