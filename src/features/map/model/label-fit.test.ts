import { describe, expect, it } from 'vitest';
import { fitText, fitUnitLabel, labelRoom, textWidthEm } from './label-fit';
import type { MapUnit } from './map-plan';

describe('label fitting', () => {
  it('measures Latin and CJK text', () => {
    expect(textWidthEm('ab')).toBeCloseTo(1.12);
    expect(textWidthEm('荷叶')).toBe(2);
  });

  it.each([
    { text: 'Lotus Leaf', width: 200, expected: 'Lotus Leaf' },
    { text: 'Lotus Leaf Dim Sum', width: 60, expected: 'Lotus Le…' },
    { text: 'Lotus Leaf Dim Sum', width: 20, expected: undefined },
    { text: '荷叶点心', width: 30, expected: undefined },
    { text: '荷叶点心', width: 44, expected: '荷叶点心' },
  ])('fits "$text" in $width px', ({ text, width, expected }) => {
    expect(fitText(text, width, 11)).toBe(expected);
  });

  const unit: MapUnit = {
    id: '#01-601',
    levelId: '01',
    zoneId: '01/z',
    polygon: [
      [0, 0],
      [8, 0],
      [8, 10],
      [0, 10],
    ],
    label: [4, 5],
    nodeId: 'n',
  };

  it('measures the room of a shop once', () => {
    expect(labelRoom(unit)).toEqual({ width: 8, height: 10 });
    expect(labelRoom(unit)).toBe(labelRoom(unit));
  });

  it.each([
    { scale: 1, expected: {} },
    { scale: 6, expected: { name: 'Lotus…', unitNumber: '#01-601' } },
    { scale: 20, expected: { name: 'Lotus Leaf Dim Sum', unitNumber: '#01-601' } },
  ])('labels a shop at $scale px per metre', ({ scale, expected }) => {
    expect(fitUnitLabel('Lotus Leaf Dim Sum', '#01-601', labelRoom(unit), scale)).toEqual(expected);
  });
});
