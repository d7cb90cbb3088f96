import { describe, expect, it } from 'vitest';
import { containsPoint } from '../../src/shared/point-in-polygon.ts';
import { generateMapData } from './generate-map.ts';
import { seededMap } from './seeded-merchants.ts';

describe('generateMapData', () => {
  const { merchants, map } = seededMap();
  const { data } = map;

  it('is deterministic, whatever the order of the merchants', () => {
    const again = generateMapData([...merchants].reverse());
    expect(JSON.stringify(again.data)).toBe(JSON.stringify(data));
  });

  it('places every merchant on the level of its unit number, none skipped', () => {
    expect(map.skipped).toEqual([]);
    expect(data.units).toHaveLength(merchants.length);
    for (const merchant of merchants) {
      const unit = data.units.find((candidate) => candidate.id === merchant.unitNumber);
      expect(unit, merchant.unitNumber).toBeDefined();
      expect(unit!.levelId).toBe(merchant.unitNumber.slice(1, 3));
      expect(unit!.merchantId).toBe(merchant.id);
      expect(unit!.merchantCode).toBe(merchant.code);
    }
  });

  it('draws every level of the complex, carpark basements included', () => {
    expect(data.levels.map((level) => level.id)).toEqual([
      'B3',
      'B2',
      'B1',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
    ]);
    const elevations = data.levels.map((level) => level.elevation);
    expect([...elevations].sort((a, b) => a - b)).toEqual(elevations);
  });

  it('puts each unit inside its zone and on no other unit', () => {
    const zones = new Map(data.zones.map((zone) => [zone.id, zone]));
    for (const unit of data.units) {
      expect(containsPoint(unit.polygon, unit.label), `${unit.id} label`).toBe(true);
      expect(
        containsPoint(zones.get(unit.zoneId)!.polygon, unit.label),
        `${unit.id} in ${unit.zoneId}`,
      ).toBe(true);
      const others = data.units.filter(
        (other) => other.levelId === unit.levelId && other.id !== unit.id,
      );
      expect(
        others.filter((other) => containsPoint(other.polygon, unit.label)).map((other) => other.id),
        `${unit.id} overlaps`,
      ).toEqual([]);
    }
  });

  it('names the zone by the hundreds digit of the unit number', () => {
    const zoneName = (id: string) => data.zones.find((zone) => zone.id === id)?.name;
    expect(zoneName(data.units.find((unit) => unit.id === '#01-601')!.zoneId)).toBe(
      'Fountain Court',
    );
    expect(zoneName(data.units.find((unit) => unit.id === '#02-105')!.zoneId)).toBe('Tower 1');
    expect(zoneName(data.units.find((unit) => unit.id === '#05-901')!.zoneId)).toBe(
      'Atrium (Convention Centre)',
    );
  });

  it('has the amenities a visitor looks for', () => {
    const types = (levelId: string) =>
      new Set(
        data.amenities
          .filter((amenity) => amenity.levelId === levelId)
          .map((amenity) => amenity.type),
      );
    expect([...types('B1')]).toEqual(
      expect.arrayContaining([
        'lift',
        'escalator',
        'toilet',
        'nursing-room',
        'atm',
        'mrt-link',
        'carpark-lobby',
      ]),
    );
    expect([...types('01')]).toEqual(
      expect.arrayContaining(['entrance', 'taxi-stand', 'information', 'escalator', 'lift']),
    );
    expect([...types('B2')]).toEqual(['lift', 'carpark-lobby']);
    const mrt = data.amenities
      .filter((amenity) => amenity.type === 'mrt-link')
      .map((amenity) => amenity.name);
    expect(mrt.join(' ')).toMatch(/Promenade.*Esplanade.*City Hall/);
    expect(data.areas.find((area) => area.kind === 'fountain')?.levelId).toBe('B1');
    expect(data.carparkZones.filter((zone) => zone.levelId === 'B1').length).toBeGreaterThan(0);
    expect(data.carparkZones.filter((zone) => zone.levelId === 'B3').length).toBeGreaterThan(0);
  });

  it('stands a lift at the same place on every level it serves, joined by lift edges', () => {
    const l3 = data.amenities.filter((amenity) => amenity.ref === 'L3');
    expect(l3.map((amenity) => amenity.levelId)).toEqual(['B3', 'B2', 'B1', '01', '02', '03']);
    expect(new Set(l3.map((amenity) => amenity.position.join(','))).size).toBe(1);
    const rides = data.graph.edges.filter(
      (edge) => edge.kind === 'lift' && l3.some((amenity) => amenity.nodeId === edge.from),
    );
    expect(rides).toHaveLength(5);
  });

  it('leaves off, with a reason, units the plan has no place for', () => {
    const { skipped, data: small } = generateMapData([
      { id: '1', code: 'A', unitNumber: '#01-601' },
      { id: '2', code: 'B', unitNumber: 'NA' },
      { id: '3', code: 'C', unitNumber: '#09-101' },
      { id: '4', code: 'D', unitNumber: '#B1-901' },
      { id: '5', code: 'E', unitNumber: '#01-601' },
    ]);
    expect(small.units.map((unit) => unit.id)).toEqual(['#01-601']);
    expect(skipped.map((entry) => [entry.merchantId, entry.reason])).toEqual([
      ['2', 'not a unit number of the form #LL-NNN'],
      ['3', 'level 09 is not on the plan'],
      ['5', 'another merchant already has this unit'],
      ['4', 'level B1 has no Atrium (Convention Centre)'],
    ]);
  });
});
