import { describe, expect, it } from 'vitest';
import { boundsOf, chordThrough, containsPoint, pathOf, pointsOf, roundel } from './geometry';
import type { Polygon } from './map-plan';

const square: Polygon = [
  [0, 0],
  [10, 0],
  [10, 4],
  [0, 4],
];
const diamond: Polygon = [
  [5, 0],
  [10, 5],
  [5, 10],
  [0, 5],
];

describe('map geometry', () => {
  it('bounds points', () => {
    expect(boundsOf(diamond)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    expect(boundsOf([])).toBeUndefined();
  });

  it('writes SVG paths and point lists', () => {
    expect(pathOf(square)).toBe('M0 0L10 0L10 4L0 4Z');
    expect(
      pathOf(square, [
        [1, 1],
        [2, 1],
        [2, 2],
      ]),
    ).toBe('M0 0L10 0L10 4L0 4ZM1 1L2 1L2 2Z');
    expect(
      pointsOf([
        [1, 2],
        [3, 4],
      ]),
    ).toBe('1,2 3,4');
  });

  it.each([
    { polygon: square, point: [5, 2], axis: 0, chord: 10 },
    { polygon: square, point: [5, 2], axis: 1, chord: 4 },
    { polygon: diamond, point: [5, 5], axis: 0, chord: 10 },
    { polygon: diamond, point: [5, 2.5], axis: 0, chord: 5 },
    { polygon: diamond, point: [20, 5], axis: 0, chord: 0 },
  ] as { polygon: Polygon; point: [number, number]; axis: 0 | 1; chord: number }[])(
    'measures the room for a label at $point (axis $axis)',
    ({ polygon, point, axis, chord }) => {
      expect(chordThrough(polygon, point, axis)).toBeCloseTo(chord);
    },
  );

  it('tests points against polygons', () => {
    expect(containsPoint(diamond, [5, 5])).toBe(true);
    expect(containsPoint(diamond, [1, 1])).toBe(false);
  });

  it('finds the centre and radius of a round area', () => {
    expect(roundel(diamond)).toEqual({ centre: [5, 5], radius: 5 });
  });
});
