import { describe, expect, it } from 'vitest';
import { axisTop, lastHourWithValue, linePath, valueY } from './chart-lines';

const box = { width: 230, height: 100 };

describe('axisTop', () => {
  it.each([
    [[3100, 2900], 4000],
    [[3017], 4000],
    [[1999], 2000],
    [[2100, null], 2500],
    [[412], 500],
    [[1104, 57], 1500],
    [[0, null], 10],
    [[null], 10],
  ])('%j reaches up to %i', (values, top) => {
    expect(axisTop(values)).toBe(top);
  });
});

describe('linePath', () => {
  it('draws a run from hour to hour, breaking where an hour has no value', () => {
    const values = [100, 50, null, 0, ...Array<null>(20).fill(null)];
    expect(linePath(values, 100, box)).toBe('M0,0L10,50M30,100');
  });

  it('draws nothing without values', () => {
    expect(linePath(Array<null>(24).fill(null), 100, box)).toBe('');
  });

  it('keeps a value above the axis inside the box', () => {
    expect(valueY(150, 100, box)).toBe(0);
  });
});

describe('lastHourWithValue', () => {
  it.each([
    [[1, 2, null], 1],
    [[null, null], undefined],
  ])('of %j is %s', (values, hour) => {
    expect(lastHourWithValue(values)).toBe(hour);
  });
});
