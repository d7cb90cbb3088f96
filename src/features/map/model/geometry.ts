/** Plane geometry for drawing the plan: bounds, SVG paths and how much room a label has. */
import type { Point, Polygon } from './map-plan';

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(points: Iterable<Point>): Bounds | undefined {
  let bounds: Bounds | undefined;
  for (const [x, y] of points) {
    if (!bounds) bounds = { minX: x, minY: y, maxX: x, maxY: y };
    else {
      bounds.minX = Math.min(bounds.minX, x);
      bounds.minY = Math.min(bounds.minY, y);
      bounds.maxX = Math.max(bounds.maxX, x);
      bounds.maxY = Math.max(bounds.maxY, y);
    }
  }
  return bounds;
}

export function padBounds(bounds: Bounds, margin: number): Bounds {
  return {
    minX: bounds.minX - margin,
    minY: bounds.minY - margin,
    maxX: bounds.maxX + margin,
    maxY: bounds.maxY + margin,
  };
}

export const boundsWidth = (bounds: Bounds) => bounds.maxX - bounds.minX;
export const boundsHeight = (bounds: Bounds) => bounds.maxY - bounds.minY;
export const boundsCentre = (bounds: Bounds): Point => [
  (bounds.minX + bounds.maxX) / 2,
  (bounds.minY + bounds.maxY) / 2,
];

/** An SVG path for one or more rings (one subpath each); draw with `fill-rule: evenodd`. */
export function pathOf(...rings: readonly Polygon[]): string {
  return rings
    .filter((ring) => ring.length > 0)
    .map((ring) => `M${ring.map(([x, y]) => `${x} ${y}`).join('L')}Z`)
    .join('');
}

/** An SVG `points` list for a polyline. */
export function pointsOf(points: readonly Point[]): string {
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}

/**
 * The length of the chord through `point` along one axis (0: horizontal, 1: vertical): the stretch
 * of the line inside the polygon that contains the point, or 0 when the point is outside.
 */
export function chordThrough(polygon: Polygon, point: Point, axis: 0 | 1): number {
  const along = axis;
  const across = axis === 0 ? 1 : 0;
  const level = point[across];
  const crossings: number[] = [];
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    if (a[across] > level !== b[across] > level) {
      const t = (level - a[across]) / (b[across] - a[across]);
      crossings.push(a[along] + t * (b[along] - a[along]));
    }
  }
  crossings.sort((x, y) => x - y);
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    if (crossings[i]! <= point[along] && point[along] <= crossings[i + 1]!)
      return crossings[i + 1]! - crossings[i]!;
  }
  return 0;
}

export { containsPoint } from '../../../shared/point-in-polygon';

/** The rough centre and radius of a roundish polygon (a fountain), for drawing rings inside it. */
export function roundel(polygon: Polygon): { centre: Point; radius: number } {
  const bounds = boundsOf(polygon)!;
  return {
    centre: boundsCentre(bounds),
    radius: Math.min(boundsWidth(bounds), boundsHeight(bounds)) / 2,
  };
}
