/**
 * The map check of scripts/check-map.ts as a test: every seeded directory unit is on the plan, and
 * every unit and carpark zone can be reached from every entrance, MRT link and carpark lift lobby,
 * also step-free. Then the check itself is checked on broken plans.
 */
import { describe, expect, it } from 'vitest';
import { checkMap } from './check-map.ts';
import type { MapData } from '../../src/shared/map-data.ts';
import { seededMap } from './seeded-merchants.ts';

const clone = (data: MapData): MapData => structuredClone(data);

describe('the generated map of the seeded complex', () => {
  const { merchants, map } = seededMap();

  it('has every directory unit, reachable from every way in, also step-free', () => {
    const report = checkMap(map.data, merchants);
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({ merchants: 373, units: 373, levels: 9 });
    // Entrances on 01, MRT links on B1, carpark lobbies on B1-B3.
    expect(report.counts.startingPoints).toBeGreaterThanOrEqual(3 + 3 + 4);
  });
});

describe('checkMap', () => {
  const { merchants, map } = seededMap();

  it('reports a directory unit missing from the plan', () => {
    const data = clone(map.data);
    data.units = data.units.filter((unit) => unit.id !== '#01-601');
    expect(checkMap(data, merchants).problems).toEqual([
      expect.stringMatching(/^Directory units missing from the plan \(1\): #01-601 of merchant 1$/),
    ]);
  });

  it('reports a unit cut off from the walkways', () => {
    const data = clone(map.data);
    const unit = data.units.find((candidate) => candidate.id === '#02-105')!;
    data.graph.edges = data.graph.edges.filter(
      (edge) => edge.from !== unit.nodeId && edge.to !== unit.nodeId,
    );
    const problems = checkMap(data, merchants).problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(
      problems.every((problem) => /^Unreachable( step-free)? from .*: #02-105$/.test(problem)),
    ).toBe(true);
  });

  it('reports levels reached only by escalator as not step-free', () => {
    const data = clone(map.data);
    const conventionLifts = new Set(
      data.amenities
        .filter((amenity) => amenity.ref === 'L6' || amenity.ref === 'L7')
        .map((amenity) => amenity.nodeId),
    );
    data.graph.edges = data.graph.edges.filter(
      (edge) => !(edge.kind === 'lift' && conventionLifts.has(edge.from)),
    );
    const problems = checkMap(data, merchants).problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith('Unreachable step-free from'))).toBe(
      true,
    );
    expect(problems[0]).toMatch(/#04-9\d\d/);
  });

  it('reports a unit showing another merchant and a format error', () => {
    const data = clone(map.data);
    data.units.find((unit) => unit.id === '#01-601')!.merchantId = '999';
    expect(checkMap(data, merchants).problems).toEqual([
      expect.stringMatching(
        /^Units showing another merchant \(1\): #01-601 shows merchant 999, not 1$/,
      ),
    ]);
    data.graph.nodes = data.graph.nodes.slice(0, -1);
    expect(checkMap(data, merchants).problems[0]).toMatch(/^format: /);
  });
});
