/** `GET /api/room/` and `GET /api/room/{id}`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { get, rowCount } from '../../../tests/support/server/requests.ts';
import { addRoom, ROOM } from '../../../tests/support/server/scenario.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addRoom(t.store);
});
afterAll(() => t.close());

describe('rooms', () => {
  it('lists every room with the Room fields', async () => {
    const response = await get(t.app, '/api/room/');
    expect(response.status).toBe(200);
    const rooms = response.body.data as Record<string, unknown>[];
    expect(rooms).toHaveLength(await rowCount(t.store, 'rooms'));
    for (const room of rooms) {
      for (const key of [
        'id',
        'name',
        'nameZh',
        'description',
        'descriptionZh',
        'capacity',
        'sizeSqm',
        'imageUrls',
        'amenities',
        'amenitiesZh',
        'priceDefault',
        'priceByDate',
        'minNights',
        'maxNights',
        'disabledDaysOfWeek',
      ]) {
        expect(room).toHaveProperty(key);
      }
    }
    expect((await get(t.app, '/api/room')).status).toBe(200);
  });

  it('answers one room by id', async () => {
    const response = await get(t.app, `/api/room/${ROOM.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: ROOM.id,
      capacity: ROOM.capacity,
      priceDefault: ROOM.priceDefault,
      priceByDate: [ROOM.peak],
      minNights: ROOM.minNights,
      maxNights: ROOM.maxNights,
      disabledDaysOfWeek: ROOM.disabledDaysOfWeek,
    });
  });

  it('answers an unknown id with a 404', async () => {
    const response = await get(t.app, '/api/room/424242');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 1, message: 'No room with id 424242' });
  });

  it.each([['abc'], ['-1'], ['1.5'], ['9999999999']])('refuses the id %s', async (id) => {
    const response = await get(t.app, `/api/room/${id}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('id must be a numeric room id');
  });

  it('needs the implementation-id header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/room/' })).statusCode).toBe(400);
  });
});
