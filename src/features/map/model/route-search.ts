/**
 * Shortest routes on the walkway graph, on the device (it works offline): Dijkstra with a binary
 * heap. Walking costs its metres; changing level adds a fixed cost per level ridden or climbed, so
 * a short walk to an escalator beats a long walk to a lift, and a lift beats many escalators only
 * when it saves real walking. Step-free routes use lifts only (no escalators, no stairs).
 */
import { BinaryHeap } from './binary-heap';
import type { EdgeKind } from './map-plan';
import type { WalkwayGraph } from './walkway-graph';

/** Extra cost of one level by each means, in metres of walking it is worth. */
export const LEVEL_CHANGE_COST: Readonly<Record<Exclude<EdgeKind, 'walk'>, number>> = {
  escalator: 15,
  stairs: 25,
  lift: 30,
};

export interface RouteOptions {
  /** Lifts only: no escalators and no stairs. */
  stepFree: boolean;
}

export type RouteSearchResult =
  | {
      found: true;
      /** Node indices from start to target. */
      path: number[];
      /** Kind and length of each edge along the path (one fewer than the nodes). */
      kinds: EdgeKind[];
      metres: number[];
      cost: number;
    }
  | { found: false; reason: 'unknown-place' | 'same-place' | 'no-route' };

export function edgeCost(kind: EdgeKind, metres: number): number {
  return kind === 'walk' ? metres : metres + LEVEL_CHANGE_COST[kind];
}

export function isAllowed(kind: EdgeKind, { stepFree }: RouteOptions): boolean {
  return !stepFree || kind === 'walk' || kind === 'lift';
}

/** The cheapest route from one node to the nearest of the target nodes. */
export function findRoute(
  graph: WalkwayGraph,
  fromId: string,
  toIds: string | readonly string[],
  options: RouteOptions,
): RouteSearchResult {
  const start = graph.indexOf.get(fromId);
  const targets = new Set<number>();
  for (const id of typeof toIds === 'string' ? [toIds] : toIds) {
    const index = graph.indexOf.get(id);
    if (index !== undefined) targets.add(index);
  }
  if (start === undefined || targets.size === 0) return { found: false, reason: 'unknown-place' };
  if (targets.has(start)) return { found: false, reason: 'same-place' };

  const count = graph.ids.length;
  const cost = new Float64Array(count).fill(Infinity);
  const previous = new Int32Array(count).fill(-1);
  const previousEdge = new Int32Array(count).fill(-1);
  const done = new Uint8Array(count);
  const frontier = new BinaryHeap();
  cost[start] = 0;
  frontier.push(start, 0);

  let reached = -1;
  while (frontier.size > 0) {
    const { item: node, priority } = frontier.pop()!;
    if (done[node] || priority > cost[node]!) continue;
    done[node] = 1;
    if (targets.has(node)) {
      reached = node;
      break;
    }
    for (let edge = graph.offsets[node]!; edge < graph.offsets[node + 1]!; edge += 1) {
      const kind = graph.kinds[edge]!;
      if (!isAllowed(kind, options)) continue;
      const next = graph.targets[edge]!;
      const candidate = priority + edgeCost(kind, graph.metres[edge]!);
      if (candidate < cost[next]!) {
        cost[next] = candidate;
        previous[next] = node;
        previousEdge[next] = edge;
        frontier.push(next, candidate);
      }
    }
  }
  if (reached < 0) return { found: false, reason: 'no-route' };

  const path: number[] = [];
  const kinds: EdgeKind[] = [];
  const metres: number[] = [];
  for (let node = reached; node !== -1; node = previous[node]!) {
    path.push(node);
    const edge = previousEdge[node]!;
    if (edge >= 0) {
      kinds.push(graph.kinds[edge]!);
      metres.push(graph.metres[edge]!);
    }
  }
  return {
    found: true,
    path: path.reverse(),
    kinds: kinds.reverse(),
    metres: metres.reverse(),
    cost: cost[reached]!,
  };
}
