import { describe, expect, it } from 'vitest';
// The one point-in-polygon test, the app's: the generator's shapes must pass it as the map draws them.
import { containsPoint } from '../../src/shared/point-in-polygon.ts';
import {
  annulus,
  polar,
  projectOnSegment,
  rect,
  round1,
  sector,
  signedArea2,
  strip,
} from './geometry.ts';

describe('plan geometry', () => {
  it.each([
    [1.04, 1],
    [1.05, 1.1],
    [-0.04, 0],
    [12.349, 12.3],
  ])('round1(%s) is %s', (value, expected) => {
    expect(round1(value)).toBe(expected);
    expect(Object.is(round1(value), -0)).toBe(false);
  });

  it('measures angles clockwise from east on the y-down plan', () => {
    const [x, y] = polar([10, 10], 5, 90);
    expect(x).toBeCloseTo(10);
    expect(y).toBeCloseTo(15);
  });

  it.each([
    { p: [5, 3], t: 0.5, d: 3 },
    { p: [-4, 0], t: 0, d: 4 },
    { p: [13, 4], t: 1, d: 5 },
  ] as { p: [number, number]; t: number; d: number }[])(
    'projects $p on a segment',
    ({ p, t, d }) => {
      const projection = projectOnSegment(p, [0, 0], [10, 0]);
      expect(projection.t).toBeCloseTo(t);
      expect(projection.distance).toBeCloseTo(d);
    },
  );

  it('builds a strip around a centreline', () => {
    const polygon = strip([0, 0], [10, 0], 2);
    expect(Math.abs(signedArea2(polygon)) / 2).toBeCloseTo(40);
    expect(containsPoint(polygon, [5, 1.5])).toBe(true);
    expect(containsPoint(polygon, [5, 2.5])).toBe(false);
  });

  it('leaves the hole of a ring empty under the even-odd rule', () => {
    const ring = annulus([0, 0], 10, 5);
    expect(containsPoint(ring, [7, 0.3])).toBe(true);
    expect(containsPoint(ring, [0, 0])).toBe(false);
    expect(containsPoint(ring, [11, 0])).toBe(false);
  });

  it('builds a sector between two angles', () => {
    const polygon = sector([0, 0], 5, 10, 0, 90);
    expect(containsPoint(polygon, [5, 5])).toBe(true);
    expect(containsPoint(polygon, [-5, 5])).toBe(false);
    expect(containsPoint(rect(0, 0, 2, 2), [1, 1])).toBe(true);
  });
});
