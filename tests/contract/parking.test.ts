/**
 * GET /api/parking read with the app's own schema and mapper, from the embedded store with the
 * simulated feed (on SQLite and PostgreSQL). The site in upstream mode, with the fake DataMall, is
 * parking-upstream.test.ts. What the pages get is what the server sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkingCall } from '../../src/shared/contracts/parking';
import { toParking } from '../../src/features/parking/api/parking';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { checkedAnswer } from './ask';

describe('GET {api}/api/parking, embedded (simulated feed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('parses with the client schema and maps to a live reading and a day', async () => {
    const parking = toParking((await checkedAnswer(t.app, parkingCall)).data);
    expect(parking.simulated).toBe(true);
    expect(parking.reading).toMatchObject({ readAt: TEST_NOW.toISOString(), name: 'Suntec City' });
    expect(parking.reading?.carLots).toBeGreaterThan(0);
    expect(parking.reading?.nearby.map((carpark) => carpark.name)).toEqual([
      'Marina Square',
      'Millenia Singapore',
      'The Esplanade',
      'Raffles City',
    ]);
    expect(parking.day.today).toHaveLength(24);
    expect(parking.day.typicalFrom).toBe('model');
  });
});
