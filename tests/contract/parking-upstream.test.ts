/**
 * GET /api/parking read with the app's own schema and mapper from the site in upstream mode: the
 * gateway in front of the fake backends, with the fake DataMall beside them (DATA_SOURCE does not
 * change where parking comes from: UPSTREAM_CARPARK_BASE does). Its embedded twin is
 * parking.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkingCall } from '../../src/shared/contracts/parking';
import { toParking } from '../../src/features/parking/api/parking';
import { createUpstreamTestApp, type UpstreamTestApp } from '../helpers/upstream-app';
import { checkedAnswer } from './ask';

describe('GET {api}/api/parking, upstream (the fake DataMall)', () => {
  let t: UpstreamTestApp;
  beforeAll(async () => {
    t = await createUpstreamTestApp();
  });
  afterAll(() => t.close());

  it('parses with the client schema and maps the feed’s counts', async () => {
    const parking = toParking((await checkedAnswer(t.app, parkingCall)).data);
    expect(parking.simulated).toBe(false);
    expect(parking.reading).toMatchObject({ carLots: 1104, motorcycleLots: 57, trend: 'unknown' });
    expect(
      parking.reading?.nearby.find((c) => c.name === 'Millenia Singapore')?.carLots,
    ).toBeNull();
    expect(t.fake.datamall.reads).toBe(1);
  });
});
