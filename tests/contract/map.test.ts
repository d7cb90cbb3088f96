/**
 * GET /api/map from the real backend, read with the app's own schema and mapper, and routed on with
 * the app's own search: what the map page gets is what the server sends.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { checkedAnswer } from './ask';
import { mapCall } from '../../src/shared/contracts/map';
import { toMapPlan } from '../../src/features/map/api/map-plan';
import { indexPlan, unitPlaceKey } from '../../src/features/map/model/plan-index';
import { planRoute } from '../../src/features/map/model/route-plan';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function fetchPlan() {
  const dto = await checkedAnswer(t.app, mapCall);
  return { dto, plan: toMapPlan(dto.data) };
}

describe('GET {api}/api/map', () => {
  it('parses with the client schema and loses nothing in the mapper', async () => {
    const { dto, plan } = await fetchPlan();
    expect(plan.units).toHaveLength(dto.data.units.length);
    expect(plan.amenities).toHaveLength(dto.data.amenities.length);
    expect(plan.edges).toHaveLength(dto.data.graph.edges.length);
    expect(plan.levels.map((level) => level.id)).toEqual([
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
  });

  it('holds every merchant of the directory at its unit', async () => {
    const { plan } = await fetchPlan();
    const { rows: merchants } = await sql<{
      id: number;
      unit: string;
    }>`SELECT id, unit_number AS unit FROM merchants`.execute(t.store);
    const index = indexPlan(plan);
    for (const merchant of merchants) {
      expect(index.unitByMerchantId.get(String(merchant.id))?.id, `merchant ${merchant.id}`).toBe(
        merchant.unit,
      );
    }
  });

  it('routes from every carpark lift lobby to a store on another level, also step-free', async () => {
    const { plan } = await fetchPlan();
    const index = indexPlan(plan);
    const store = unitPlaceKey(index.unitByMerchantId.get('2')!); // #02-105, Tower 1
    const lobbies = index.places.filter(
      (place) => place.kind === 'amenity' && place.amenity.type === 'carpark-lobby',
    );
    expect(lobbies.length).toBeGreaterThan(0);
    for (const lobby of lobbies) {
      for (const stepFree of [false, true]) {
        const route = planRoute(index, {
          fromKey: lobby.key,
          to: { kind: 'place', key: store },
          stepFree,
        });
        expect(route.ok, `${lobby.key} step-free ${stepFree}`).toBe(true);
        if (!route.ok) continue;
        expect(route.steps.at(-1)).toMatchObject({ kind: 'arrive' });
        expect(route.steps.some((step) => step.kind === 'ride')).toBe(true);
        if (stepFree)
          expect(route.steps.every((step) => step.kind !== 'ride' || step.via === 'lift')).toBe(
            true,
          );
      }
    }
  });
});
