/**
 * 100 booking requests for the same room and nights, over real HTTP to a listening server, fired at
 * once from several child processes: exactly one is booked, the 99 others get the 409 of
 * docs/api.md, and the database holds one booking with its nights. The write rate limit is raised
 * through the server's own option (100 writes from one address would otherwise be refused).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BurstAnswer, BurstOrder } from '../../../tests/helpers/fire-requests.ts';
import {
  openSeededDatabase,
  TEST_HEADERS,
  TEST_NOW,
  testConfig,
} from '../../../tests/helpers/test-app.ts';
import { buildApp } from '../../app.ts';
import { sqliteStore, type SqliteDb as Db } from '../../db/database.ts';
import { addRoom, ROOM } from '../../../tests/support/server/scenario.ts';
import { DATES_TAKEN_MESSAGE } from './booking.ts';

const PROCESSES = 4;
const PER_PROCESS = 25;
const FIRE = resolve(import.meta.dirname, '../../../tests/helpers/fire-requests.ts');
/** Tuesday 8 to Friday 11 December 2026: three nights, no Sunday at either end. */
const STAY = { checkIn: '2026-12-08', checkOut: '2026-12-11' };

let dir: string;
let db: Db;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'booking-http-race-'));
  const config = testConfig({
    databasePath: join(dir, 'complex.sqlite'),
    writeRateLimit: PROCESSES * PER_PROCESS + 10,
  });
  db = await openSeededDatabase(config);
  await addRoom(sqliteStore(db));
  app = await buildApp({ db: sqliteStore(db), config, now: () => TEST_NOW });
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function once<T>(child: ChildProcess, predicate: (message: unknown) => boolean): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    const listener = (message: unknown) => {
      if (!predicate(message)) return;
      child.off('message', listener);
      resolvePromise(message as T);
    };
    child.on('message', listener);
  });
}

describe('100 simultaneous bookings from several processes', () => {
  it('book the nights exactly once', async () => {
    const order: BurstOrder = {
      url: `${baseUrl}/api/booking/`,
      count: PER_PROCESS,
      init: {
        method: 'POST',
        headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({
          roomId: ROOM.id,
          ...STAY,
          name: 'Racer',
          email: 'racer@example.org',
          phone: '+65 9000 0000',
          purpose: 'Race',
          attendees: 2,
        }),
      },
    };
    const children = Array.from({ length: PROCESSES }, () =>
      fork(FIRE, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
    // Every process is loaded and holds its order before any fires.
    await Promise.all(
      children.map((child) => {
        const ready = once(child, (message) => message === 'ready');
        child.send(order);
        return ready;
      }),
    );
    const results = children.map((child) =>
      once<{ answers: BurstAnswer[] }>(
        child,
        (message) => typeof message === 'object' && message !== null,
      ),
    );
    for (const child of children) child.send('go');
    const answers = (await Promise.all(results)).flatMap((result) => result.answers);

    expect(answers).toHaveLength(PROCESSES * PER_PROCESS);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PROCESSES * PER_PROCESS - 1);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(JSON.parse(refused.body)).toMatchObject({
        status: 2,
        message: DATES_TAKEN_MESSAGE,
        data: { bookedDates: expect.arrayContaining(['2026-12-08', '2026-12-09', '2026-12-10']) },
      });
    }
    const booked = JSON.parse(answers.find((answer) => answer.status === 201)?.body ?? '{}') as {
      data: { reference: string };
    };

    const bookings = db
      .prepare("SELECT id, reference FROM bookings WHERE name = 'Racer'")
      .all() as { id: number; reference: string }[];
    expect(bookings).toEqual([{ id: expect.any(Number), reference: booked.data.reference }]);
    expect(
      db
        .prepare(
          "SELECT booking_id, night FROM booking_nights WHERE room_id = ? AND night BETWEEN '2026-12-08' AND '2026-12-10' ORDER BY night",
        )
        .all(ROOM.id),
    ).toEqual(
      ['2026-12-08', '2026-12-09', '2026-12-10'].map((night) => ({
        booking_id: bookings[0]?.id,
        night,
      })),
    );
  });
});
