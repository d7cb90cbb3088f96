/**
 * The map's view: which point of the plan is at the centre of the screen and how many screen pixels
 * a metre takes. Pure helpers for panning, zooming about a point and fitting, with limits that keep
 * the level in sight.
 */
import { boundsCentre, boundsHeight, boundsWidth, type Bounds } from './geometry';
import type { Point } from './map-plan';

export interface MapView {
  cx: number;
  cy: number;
  /** Screen pixels per metre. */
  scale: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** Closest zoom: a shopfront of 6 m fills about 170 px, labels are easy to read. */
export const MAX_SCALE = 28;
/** How far out of the fitted view the visitor may zoom. */
const MIN_SCALE_OF_FIT = 0.75;

export function fitScale(bounds: Bounds, size: ViewportSize): number {
  return Math.max(
    0.05,
    Math.min(size.width / boundsWidth(bounds), size.height / boundsHeight(bounds)),
  );
}

export function fitView(bounds: Bounds, size: ViewportSize): MapView {
  const [cx, cy] = boundsCentre(bounds);
  return { cx, cy, scale: fitScale(bounds, size) };
}

/** Keeps the zoom within limits and the centre over the level. */
export function clampView(view: MapView, bounds: Bounds, size: ViewportSize): MapView {
  const scale = Math.min(
    MAX_SCALE,
    Math.max(fitScale(bounds, size) * MIN_SCALE_OF_FIT, view.scale),
  );
  return {
    scale,
    cx: Math.min(bounds.maxX, Math.max(bounds.minX, view.cx)),
    cy: Math.min(bounds.maxY, Math.max(bounds.minY, view.cy)),
  };
}

/** The SVG viewBox showing `view` in a viewport of `size`. */
export function viewBoxOf(view: MapView, size: ViewportSize): string {
  const width = size.width / view.scale;
  const height = size.height / view.scale;
  return `${view.cx - width / 2} ${view.cy - height / 2} ${width} ${height}`;
}

/** The plan point under a screen point (relative to the viewport's top left). */
export function toPlan(view: MapView, size: ViewportSize, [sx, sy]: Point): Point {
  return [
    view.cx + (sx - size.width / 2) / view.scale,
    view.cy + (sy - size.height / 2) / view.scale,
  ];
}

/** Moves the view by a screen distance (dragging the plan by dx, dy). */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  return { ...view, cx: view.cx - dx / view.scale, cy: view.cy - dy / view.scale };
}

/** Zooms by `factor`, keeping the plan point under `anchor` (screen) where it is. */
export function zoomAbout(
  view: MapView,
  size: ViewportSize,
  factor: number,
  anchor: Point = [size.width / 2, size.height / 2],
): MapView {
  const [px, py] = toPlan(view, size, anchor);
  const scale = view.scale * factor;
  return {
    scale,
    cx: px - (anchor[0] - size.width / 2) / scale,
    cy: py - (anchor[1] - size.height / 2) / scale,
  };
}

/** The view that shows `bounds` whole (a route, a unit), at no more than `maxScale`. */
export function viewOfBounds(bounds: Bounds, size: ViewportSize, maxScale = MAX_SCALE): MapView {
  const [cx, cy] = boundsCentre(bounds);
  const scale = Math.min(maxScale, fitScale(bounds, size));
  return { cx, cy, scale };
}
