/**
 * Overlapping bookings are impossible under concurrency: many app instances, each with its own
 * connection to one database file (as several server processes would have), race for the same
 * room. Exactly one attempt per night wins; every other one gets a 409 and leaves no trace.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, sqliteStore, type SqliteDb as Db } from '../../db/database.ts';
import {
  openSeededDatabase,
  TEST_HEADERS,
  TEST_NOW,
  testConfig,
} from '../../../tests/helpers/test-app.ts';
import { addRoom, ROOM } from '../../../tests/support/server/scenario.ts';

const INSTANCES = 5;
const ATTEMPTS = 50;

let dir: string;
let path: string;
const connections: Db[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'booking-race-'));
  path = join(dir, 'complex.sqlite');
  const config = testConfig({ databasePath: path });
  const setup = await openSeededDatabase(config);
  await addRoom(sqliteStore(setup));
  setup.close();
  for (let i = 0; i < INSTANCES; i++) {
    const db = await openDatabase(path);
    connections.push(db);
    const app = await buildApp({ db: sqliteStore(db), config, now: () => TEST_NOW });
    await app.ready();
    apps.push(app);
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const db of connections) db.close();
  rmSync(dir, { recursive: true, force: true });
});

function attempt(index: number, checkIn: string, checkOut: string) {
  const app = apps[index % INSTANCES] as FastifyInstance;
  return app.inject({
    method: 'POST',
    url: '/api/booking/',
    headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
    payload: {
      roomId: ROOM.id,
      checkIn,
      checkOut,
      name: `Racer ${index}`,
      email: `racer${index}@example.com`,
      phone: '+65 9000 0000',
      purpose: 'Race',
      attendees: 2,
    },
  });
}

describe('concurrent bookings', () => {
  it(`lets exactly one of ${ATTEMPTS} simultaneous attempts for the same dates succeed`, async () => {
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => attempt(i, '2026-12-08', '2026-12-11')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - 1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect((refused.json() as { data: { bookedDates: string[] } }).data.bookedDates).toEqual(
        expect.arrayContaining(['2026-12-08', '2026-12-09', '2026-12-10']),
      );
    }
    const check = await openDatabase(path);
    try {
      expect(
        check.prepare("SELECT COUNT(*) FROM bookings WHERE name LIKE 'Racer %'").pluck().get(),
      ).toBe(1);
      expect(
        check
          .prepare(
            "SELECT night FROM booking_nights WHERE room_id = ? AND night BETWEEN '2026-12-08' AND '2026-12-10' ORDER BY night",
          )
          .pluck()
          .all(ROOM.id),
      ).toEqual(['2026-12-08', '2026-12-09', '2026-12-10']);
    } finally {
      check.close();
    }
  });

  it('never double-books a night when overlapping stays race', async () => {
    // Stays of 1-3 nights starting anywhere in a 10-day window: many overlap.
    const stays = Array.from({ length: ATTEMPTS }, (_, i) => {
      const start = 14 + ((i * 7) % 10);
      const nights = 1 + (i % 3);
      return [
        `2026-12-${String(start).padStart(2, '0')}`,
        `2026-12-${String(start + nights).padStart(2, '0')}`,
      ] as const;
    }).filter(
      ([checkIn, checkOut]) =>
        !['2026-12-20', '2026-12-27'].some((sunday) => checkIn <= sunday && sunday <= checkOut),
    ); // no Sunday in the stay (the room's closed day)
    const answers = await Promise.all(
      stays.map(([checkIn, checkOut], i) => attempt(i, checkIn, checkOut)),
    );
    const won = stays.filter((_, i) => answers[i]?.statusCode === 201);
    expect(won.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const nights = won.flatMap(([checkIn, checkOut]) => {
      const list: string[] = [];
      for (let d = Date.parse(checkIn); d < Date.parse(checkOut); d += 86_400_000)
        list.push(new Date(d).toISOString().slice(0, 10));
      return list;
    });
    expect(new Set(nights).size).toBe(nights.length);
  });
});
