/**
 * The walkway graph compiled for search: nodes numbered 0..n-1, each node's edges in one flat
 * adjacency list (compressed sparse rows), so a search touches typed arrays only.
 */
import type { EdgeKind, MapEdge, MapNode } from './map-plan';

export interface WalkwayGraph {
  ids: readonly string[];
  indexOf: ReadonlyMap<string, number>;
  levelOf: readonly string[];
  xs: Float64Array;
  ys: Float64Array;
  /** Edges of node i are at offsets[i] .. offsets[i + 1] - 1 in the arrays below. */
  offsets: Int32Array;
  targets: Int32Array;
  metres: Float64Array;
  kinds: readonly EdgeKind[];
}

export function compileWalkwayGraph(
  nodes: readonly MapNode[],
  edges: readonly MapEdge[],
): WalkwayGraph {
  const indexOf = new Map<string, number>();
  nodes.forEach((node, index) => indexOf.set(node.id, index));
  const degree = new Int32Array(nodes.length + 1);
  const usable = edges.filter((edge) => indexOf.has(edge.from) && indexOf.has(edge.to));
  for (const edge of usable) {
    degree[indexOf.get(edge.from)!]! += 1;
    degree[indexOf.get(edge.to)!]! += 1;
  }
  const offsets = new Int32Array(nodes.length + 1);
  for (let i = 0; i < nodes.length; i += 1) offsets[i + 1] = offsets[i]! + degree[i]!;
  const fill = offsets.slice(0, nodes.length);
  const targets = new Int32Array(usable.length * 2);
  const metres = new Float64Array(usable.length * 2);
  const kinds: EdgeKind[] = new Array<EdgeKind>(usable.length * 2);
  const add = (from: number, to: number, edge: MapEdge) => {
    const slot = fill[from]!;
    fill[from] = slot + 1;
    targets[slot] = to;
    metres[slot] = edge.metres;
    kinds[slot] = edge.kind;
  };
  for (const edge of usable) {
    const a = indexOf.get(edge.from)!;
    const b = indexOf.get(edge.to)!;
    add(a, b, edge);
    add(b, a, edge);
  }
  return {
    ids: nodes.map((node) => node.id),
    indexOf,
    levelOf: nodes.map((node) => node.levelId),
    xs: Float64Array.from(nodes, (node) => node.x),
    ys: Float64Array.from(nodes, (node) => node.y),
    offsets,
    targets,
    metres,
    kinds,
  };
}
