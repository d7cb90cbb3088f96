/** Plane geometry for the plan generator: points in metres, angles in degrees (0 = east, 90 = south). */
import type { MapPoint, MapPolygon } from '../../src/shared/map-data.ts';

/** Rounds to 0.1 m: enough for a floor plan, and keeps the JSON short and stable. */
export function round1(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundPoint([x, y]: MapPoint): MapPoint {
  return [round1(x), round1(y)];
}

export function roundPolygon(polygon: MapPolygon): MapPolygon {
  return polygon.map(roundPoint);
}

export function distance(a: MapPoint, b: MapPoint): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

/** The point at `radius` from `centre` in direction `degrees`. */
export function polar(centre: MapPoint, radius: number, degrees: number): MapPoint {
  const radians = (degrees * Math.PI) / 180;
  return [centre[0] + radius * Math.cos(radians), centre[1] + radius * Math.sin(radians)];
}

/** Points along an arc from `fromDeg` to `toDeg` (inclusive), about one every `stepDeg`. */
export function arc(
  centre: MapPoint,
  radius: number,
  fromDeg: number,
  toDeg: number,
  stepDeg = 6,
): MapPoint[] {
  const steps = Math.max(1, Math.ceil(Math.abs(toDeg - fromDeg) / stepDeg));
  return Array.from({ length: steps + 1 }, (_, i) =>
    polar(centre, radius, fromDeg + ((toDeg - fromDeg) * i) / steps),
  );
}

/** A circle as a polygon of `sides` points. */
export function circle(centre: MapPoint, radius: number, sides = 48): MapPolygon {
  return Array.from({ length: sides }, (_, i) => polar(centre, radius, (360 * i) / sides));
}

/**
 * A ring (annulus) as one polygon: the outer circle, a seam to the inner circle and the inner circle
 * backwards. Filled with the even-odd rule the hole stays empty and the seam has no area.
 */
export function annulus(centre: MapPoint, outer: number, inner: number, sides = 72): MapPolygon {
  const outside = circle(centre, outer, sides);
  const inside = [...circle(centre, inner, sides)].reverse();
  return [...outside, outside[0]!, inside[inside.length - 1]!, ...inside];
}

/** An annular sector between two angles, outer arc then inner arc back. */
export function sector(
  centre: MapPoint,
  inner: number,
  outer: number,
  fromDeg: number,
  toDeg: number,
): MapPolygon {
  return [...arc(centre, outer, fromDeg, toDeg), ...arc(centre, inner, toDeg, fromDeg)];
}

export function rect(x0: number, y0: number, x1: number, y1: number): MapPolygon {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** A straight strip: the centreline from `start` to `end`, widened `halfWidth` to each side. */
export function strip(start: MapPoint, end: MapPoint, halfWidth: number): MapPolygon {
  const length = distance(start, end);
  const nx = (-(end[1] - start[1]) / length) * halfWidth;
  const ny = ((end[0] - start[0]) / length) * halfWidth;
  return [
    [start[0] + nx, start[1] + ny],
    [end[0] + nx, end[1] + ny],
    [end[0] - nx, end[1] - ny],
    [start[0] - nx, start[1] - ny],
  ];
}

/** The closest point to `p` on segment a-b, with its position `t` (0 at a, 1 at b). */
export function projectOnSegment(
  p: MapPoint,
  a: MapPoint,
  b: MapPoint,
): { point: MapPoint; t: number; distance: number } {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.min(1, Math.max(0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  const point: MapPoint = [a[0] + t * dx, a[1] + t * dy];
  return { point, t, distance: distance(p, point) };
}

/** Twice the signed area (positive when the ring runs clockwise on a y-down plane). */
export function signedArea2(polygon: MapPolygon): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}
