import { describe, expect, it } from 'vitest';
import type { MapData } from '../../src/shared/map-data.ts';
import { seededMap } from './seeded-merchants.ts';
import { validateMapData } from './validate-map-data.ts';

type Breakage = { name: string; breakIt: (data: MapData) => void; error: RegExp };

const BREAKAGES: Breakage[] = [
  {
    name: 'a wrong version',
    breakIt: (d) => Object.assign(d, { version: 2 }),
    error: /^version must be 1$/,
  },
  { name: 'no levels', breakIt: (d) => (d.levels = []), error: /at least one level/ },
  {
    name: 'a level twice',
    breakIt: (d) => (d.levels = [...d.levels, structuredClone(d.levels[0]!)]),
    error: /level id B3 is used twice/,
  },
  {
    name: 'an unknown level kind',
    breakIt: (d) => Object.assign(d.levels[0]!, { kind: 'roof' }),
    error: /kind must be one of mall, convention, carpark/,
  },
  {
    name: 'a floor of two points',
    breakIt: (d) =>
      (d.levels[0]!.floor = [
        [
          [0, 0],
          [1, 1],
        ],
      ]),
    error: /floor must be a non-empty array of polygons/,
  },
  {
    name: 'a unit on a missing level',
    breakIt: (d) => (d.units[0]!.levelId = 'B9'),
    error: /levelId B9 is not a level/,
  },
  {
    name: 'a unit in a missing zone',
    breakIt: (d) => (d.units[0]!.zoneId = 'nowhere'),
    error: /zoneId nowhere is not a zone/,
  },
  {
    name: 'a unit whose node is missing',
    breakIt: (d) => (d.units[0]!.nodeId = 'ghost'),
    error: /nodeId ghost is not a node/,
  },
  {
    name: 'a label that is not a point',
    breakIt: (d) => Object.assign(d.units[0]!, { label: [1] }),
    error: /label must be an \[x, y\] point/,
  },
  {
    name: 'an unknown amenity type',
    breakIt: (d) => Object.assign(d.amenities[0]!, { type: 'helipad' }),
    error: /type must be one of lift/,
  },
  {
    name: 'a bad carpark colour',
    breakIt: (d) => (d.carparkZones[0]!.colour = 'red'),
    error: /colour must be a #rrggbb colour/,
  },
  {
    name: 'an edge to nowhere',
    breakIt: (d) => (d.graph.edges[0]!.to = 'ghost'),
    error: /joins a node that does not exist/,
  },
  {
    name: 'a negative length',
    breakIt: (d) => (d.graph.edges[0]!.metres = -1),
    error: /metres must be a number >= 0/,
  },
  {
    name: 'a walk between levels',
    breakIt: (d) => (d.graph.edges.find((e) => e.kind === 'lift')!.kind = 'walk'),
    error: /a walk edge must stay on one level/,
  },
  {
    name: 'a lift within one level',
    breakIt: (d) => (d.graph.edges[0]!.kind = 'lift'),
    error: /a lift edge must join two levels/,
  },
];

describe('validateMapData', () => {
  const { map } = seededMap();

  it('accepts the generated map', () => {
    expect(validateMapData(map.data)).toEqual({ ok: true, data: map.data });
  });

  it.each(BREAKAGES)('refuses $name', ({ breakIt, error }) => {
    const data = structuredClone(map.data);
    breakIt(data);
    const result = validateMapData(data);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContainEqual(expect.stringMatching(error));
  });

  it('refuses what is not a map at all', () => {
    expect(validateMapData([])).toEqual({
      ok: false,
      errors: ['The map data must be a JSON object'],
    });
    const result = validateMapData({ version: 1, name: 'x', nameZh: '' });
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        'levels must be an array',
        'graph must be an object with nodes and edges',
      ]),
    );
  });
});
