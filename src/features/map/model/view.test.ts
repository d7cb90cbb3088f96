import { describe, expect, it } from 'vitest';
import {
  clampView,
  fitView,
  MAX_SCALE,
  panBy,
  toPlan,
  viewBoxOf,
  viewOfBounds,
  zoomAbout,
} from './view';

const bounds = { minX: 0, minY: 0, maxX: 400, maxY: 200 };
const size = { width: 800, height: 600 };

describe('map view', () => {
  it('fits a level into the viewport', () => {
    expect(fitView(bounds, size)).toEqual({ cx: 200, cy: 100, scale: 2 });
    expect(viewBoxOf({ cx: 200, cy: 100, scale: 2 }, size)).toBe('0 -50 400 300');
  });

  it('pans by screen pixels', () => {
    expect(panBy({ cx: 200, cy: 100, scale: 2 }, 40, -20)).toEqual({ cx: 180, cy: 110, scale: 2 });
  });

  it('zooms about a point, keeping it under the finger', () => {
    const view = { cx: 200, cy: 100, scale: 2 };
    const anchor = [600, 150] as const;
    const before = toPlan(view, size, anchor);
    const zoomed = zoomAbout(view, size, 2, anchor);
    expect(zoomed.scale).toBe(4);
    const after = toPlan(zoomed, size, anchor);
    expect(after[0]).toBeCloseTo(before[0]);
    expect(after[1]).toBeCloseTo(before[1]);
  });

  it.each([
    { view: { cx: 200, cy: 100, scale: 1000 }, expected: { cx: 200, cy: 100, scale: MAX_SCALE } },
    { view: { cx: 200, cy: 100, scale: 0.1 }, expected: { cx: 200, cy: 100, scale: 1.5 } },
    { view: { cx: -50, cy: 900, scale: 3 }, expected: { cx: 0, cy: 200, scale: 3 } },
  ])('clamps $view', ({ view, expected }) => {
    expect(clampView(view, bounds, size)).toEqual(expected);
  });

  it('frames a small area without zooming past the limit', () => {
    expect(viewOfBounds({ minX: 10, minY: 10, maxX: 14, maxY: 12 }, size)).toEqual({
      cx: 12,
      cy: 11,
      scale: MAX_SCALE,
    });
    expect(viewOfBounds({ minX: 0, minY: 0, maxX: 100, maxY: 100 }, size, 20).scale).toBe(6);
  });
});
