/**
 * Builds the walkway graph from corridor centrelines. Corridors are polylines per level; places
 * (shop doors, amenities, carpark zones) are attached to the nearest corridor by a short walk
 * edge; corridors join where an end meets another corridor or where two cross. Every node is
 * rounded to 0.1 m and nodes at the same spot on a level are one node, so junctions connect.
 */
import { distance, projectOnSegment, round1, roundPoint } from '../geometry.ts';
import type { EdgeKind, MapEdge, MapNode, MapPoint } from '../../../src/shared/map-data.ts';

interface Segment {
  corridor: number;
  a: MapPoint;
  b: MapPoint;
  /** Points on the segment (t in 0..1) that become nodes. */
  stops: { t: number; point: MapPoint }[];
}

interface Attachment {
  nodeId: string;
  point: MapPoint;
}

interface LevelNetwork {
  segments: Segment[];
  corridorEnds: { corridor: number; point: MapPoint }[];
  attachments: Attachment[];
  corridors: number;
}

/** How far a corridor's end may miss another corridor and still join it. */
const JOIN_TOLERANCE = 2;

const keyOf = (levelId: string, [x, y]: MapPoint) => `${levelId}|${x}|${y}`;

/** The crossing point of two segments, if they cross or touch. */
function crossing(s: Segment, r: Segment): MapPoint | undefined {
  const [x1, y1] = s.a;
  const [x2, y2] = s.b;
  const [x3, y3] = r.a;
  const [x4, y4] = r.b;
  const denominator = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
  if (Math.abs(denominator) < 1e-9) return undefined;
  const t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / denominator;
  const u = -((x1 - x2) * (y1 - y3) - (y1 - y2) * (x1 - x3)) / denominator;
  const eps = 1e-6;
  if (t < -eps || t > 1 + eps || u < -eps || u > 1 + eps) return undefined;
  return [x1 + t * (x2 - x1), y1 + t * (y2 - y1)];
}

function addStop(segment: Segment, point: MapPoint): MapPoint {
  const { t } = projectOnSegment(point, segment.a, segment.b);
  const rounded = roundPoint(point);
  segment.stops.push({ t, point: rounded });
  return rounded;
}

export class WalkwayBuilder {
  private readonly levels = new Map<string, LevelNetwork>();
  private readonly extraEdges: MapEdge[] = [];
  private readonly placeNodes = new Map<string, MapNode>();

  private level(levelId: string): LevelNetwork {
    let network = this.levels.get(levelId);
    if (!network) {
      network = { segments: [], corridorEnds: [], attachments: [], corridors: 0 };
      this.levels.set(levelId, network);
    }
    return network;
  }

  /** A corridor's centreline; `closed` joins the last point back to the first (a ring). */
  addCorridor(levelId: string, points: readonly MapPoint[], closed = false): void {
    const network = this.level(levelId);
    const corridor = network.corridors++;
    const path = closed ? [...points, points[0]!] : points;
    for (let i = 0; i + 1 < path.length; i += 1) {
      const a = path[i]!;
      const b = path[i + 1]!;
      network.segments.push({
        corridor,
        a,
        b,
        stops: [
          { t: 0, point: roundPoint(a) },
          { t: 1, point: roundPoint(b) },
        ],
      });
    }
    if (!closed)
      network.corridorEnds.push(
        { corridor, point: points[0]! },
        { corridor, point: points[points.length - 1]! },
      );
  }

  /** A place on a level: its node, joined to the nearest corridor when the graph is built. */
  attach(levelId: string, nodeId: string, point: MapPoint): string {
    if (this.placeNodes.has(nodeId)) throw new RangeError(`Node ${nodeId} is attached twice`);
    const [x, y] = roundPoint(point);
    this.placeNodes.set(nodeId, { id: nodeId, levelId, x, y });
    this.level(levelId).attachments.push({ nodeId, point: [x, y] });
    return nodeId;
  }

  /** An edge between two attached places (a lift ride, an escalator, a lobby to its lift). */
  connect(from: string, to: string, kind: EdgeKind, metres: number): void {
    this.extraEdges.push({ from, to, kind, metres: round1(metres) });
  }

  build(): { nodes: MapNode[]; edges: MapEdge[] } {
    const nodes: MapNode[] = [];
    const edges: MapEdge[] = [];
    const seenEdges = new Set<string>();
    const addEdge = (edge: MapEdge) => {
      if (edge.from === edge.to) return;
      const key =
        edge.from < edge.to
          ? `${edge.from}|${edge.to}|${edge.kind}`
          : `${edge.to}|${edge.from}|${edge.kind}`;
      if (seenEdges.has(key)) return;
      seenEdges.add(key);
      edges.push(edge);
    };

    for (const [levelId, network] of this.levels) {
      const { segments } = network;
      // Corridor ends that stop short of (or just past) another corridor join it.
      for (const end of network.corridorEnds) {
        let best: { segment: Segment; point: MapPoint; distance: number } | undefined;
        for (const segment of segments) {
          if (segment.corridor === end.corridor) continue;
          const projection = projectOnSegment(end.point, segment.a, segment.b);
          if (
            projection.distance <= JOIN_TOLERANCE &&
            (!best || projection.distance < best.distance)
          ) {
            best = { segment, point: projection.point, distance: projection.distance };
          }
        }
        if (best) {
          const joined = addStop(best.segment, best.point);
          // The corridor now ends at the junction itself (no stub left dangling).
          for (const own of segments) {
            if (own.corridor !== end.corridor) continue;
            const endT =
              distance(own.a, end.point) < 1e-6
                ? 0
                : distance(own.b, end.point) < 1e-6
                  ? 1
                  : undefined;
            const stop =
              endT === undefined ? undefined : own.stops.find((candidate) => candidate.t === endT);
            if (stop) stop.point = joined;
          }
        }
      }
      // Corridors that cross.
      for (let i = 0; i < segments.length; i += 1) {
        for (let j = i + 1; j < segments.length; j += 1) {
          if (segments[i]!.corridor === segments[j]!.corridor) continue;
          const point = crossing(segments[i]!, segments[j]!);
          if (point) {
            addStop(segments[i]!, point);
            addStop(segments[j]!, point);
          }
        }
      }
      // Places join the nearest corridor.
      const placeLinks: { nodeId: string; point: MapPoint }[] = [];
      for (const attachment of network.attachments) {
        let best: { segment: Segment; point: MapPoint; distance: number } | undefined;
        for (const segment of segments) {
          const projection = projectOnSegment(attachment.point, segment.a, segment.b);
          if (!best || projection.distance < best.distance - 1e-9)
            best = { segment, point: projection.point, distance: projection.distance };
        }
        if (!best)
          throw new RangeError(`Level ${levelId} has no corridor for ${attachment.nodeId}`);
        placeLinks.push({ nodeId: attachment.nodeId, point: addStop(best.segment, best.point) });
      }

      // Corridor nodes, in corridor order, one per spot.
      const nodeAt = new Map<string, string>();
      const corridorNode = (point: MapPoint): string => {
        const key = keyOf(levelId, point);
        let id = nodeAt.get(key);
        if (!id) {
          id = `c.${levelId}.${nodeAt.size}`;
          nodeAt.set(key, id);
          nodes.push({ id, levelId, x: point[0], y: point[1] });
        }
        return id;
      };
      for (const segment of segments) {
        const stops = [...segment.stops].sort((a, b) => a.t - b.t);
        for (let i = 0; i + 1 < stops.length; i += 1) {
          const from = corridorNode(stops[i]!.point);
          const to = corridorNode(stops[i + 1]!.point);
          addEdge({
            from,
            to,
            kind: 'walk',
            metres: round1(distance(stops[i]!.point, stops[i + 1]!.point)),
          });
        }
      }
      for (const link of placeLinks) {
        const place = this.placeNodes.get(link.nodeId)!;
        nodes.push(place);
        addEdge({
          from: link.nodeId,
          to: corridorNode(link.point),
          kind: 'walk',
          metres: Math.max(0.1, round1(distance([place.x, place.y], link.point))),
        });
      }
    }
    for (const edge of this.extraEdges) addEdge(edge);
    return { nodes, edges };
  }
}
