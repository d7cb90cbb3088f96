/**
 * Killing the server mid-write loses nothing it acknowledged: the real server (server/main.ts, its
 * own port, a temporary database file) takes a stream of bookings and contact messages, is killed
 * with SIGKILL while requests are in flight, and is started again on the same file. The database
 * must pass SQLite's integrity and foreign-key checks, hold every acknowledged write whole (a
 * booking with all its nights), and the restarted server must answer from it and take new writes.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase, TEST_HEADERS, testConfig } from '../tests/helpers/test-app.ts';
import { addDays, singaporeDate } from './lib/calendar.ts';
import {
  exited,
  freePort,
  startServer as startProcess,
} from '../tests/support/server/server-process.ts';

const ROOM_IDS = [910_001, 910_002, 910_003, 910_004];
/** Writes acknowledged before the kill; the kill comes while more are in flight. */
const KILL_AFTER = 60;
const IN_FLIGHT = 6;

let dir: string;
let databasePath: string;
let server: ChildProcess | undefined;

/** The production entry point, API only, on the given port; resolves once it listens. */
function startServer(port: number): Promise<ChildProcess> {
  return startProcess(port, { DATABASE_PATH: databasePath, WRITE_RATE_LIMIT: '100000' });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crash-durability-'));
  databasePath = join(dir, 'complex.sqlite');
  // The seeded image of the tests (quick to copy), plus rooms that take any one-night stay.
  const seeded = await openSeededDatabase(testConfig());
  const room = seeded.prepare(
    `INSERT INTO rooms (id, name, name_zh, description, description_zh, capacity, size_sqm, image_urls, amenities, price_default, min_nights, max_nights, disabled_days_of_week)
     VALUES (?, 'Crash Room', '测试室', 'A room for tests', '测试', 20, 50, '[]', '[]', 100, 1, 7, '[]')`,
  );
  for (const id of ROOM_IDS) room.run(id);
  writeFileSync(databasePath, seeded.serialize());
  seeded.close();
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await exited(server);
  }
  rmSync(dir, { recursive: true, force: true });
});

interface Acknowledged {
  bookings: { reference: string; roomId: number; night: string }[];
  tickets: string[];
}

/** Writes until `KILL_AFTER` are acknowledged, then SIGKILLs the server with writes in flight. */
async function streamWritesAndKill(child: ChildProcess, baseUrl: string): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { bookings: [], tickets: [] };
  const today = singaporeDate(new Date());
  let next = 0;
  let killed = false;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function writeOne(n: number): Promise<void> {
    if (n % 2 === 0) {
      const roomId = ROOM_IDS[(n / 2) % ROOM_IDS.length] ?? 0;
      const night = addDays(today, 3 + Math.floor(n / 2 / ROOM_IDS.length));
      const response = await post('/api/booking/', {
        roomId,
        checkIn: night,
        checkOut: addDays(night, 1),
        name: `Stream ${n}`,
        email: `stream${n}@crash.example.org`,
        phone: '+65 9000 0000',
        purpose: 'Durability',
        attendees: 2,
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const { data } = (await response.json()) as { data: { reference: string } };
      acknowledged.bookings.push({ reference: data.reference, roomId, night });
    } else {
      const response = await post('/api/customerticket', {
        type: 'general',
        firstName: 'Stream',
        lastName: 'Writer',
        userPhoneNumber: `9${String(6_600_000 + n)}`,
        userEmail: `stream${n}@crash.example.org`,
        message: `Message number ${n} of the stream`,
      });
      const body = (await response.json()) as { Status: number; Result?: { TicketID: string } };
      expect(body.Status, JSON.stringify(body)).toBe(1);
      acknowledged.tickets.push(body.Result?.TicketID ?? '');
    }
  }

  async function worker(): Promise<void> {
    while (!killed) {
      const n = next++;
      try {
        await writeOne(n);
      } catch (error) {
        if (!killed) throw error; // cut off by the kill: neither acknowledged nor asserted
      }
      if (!killed && acknowledged.bookings.length + acknowledged.tickets.length >= KILL_AFTER) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await exited(child);
  expect(child.signalCode).toBe('SIGKILL');
  return acknowledged;
}

describe('SIGKILL in the middle of a stream of writes', () => {
  it('leaves a consistent database holding every acknowledged write', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = await startServer(port);
    const acknowledged = await streamWritesAndKill(server, baseUrl);
    expect(acknowledged.bookings.length + acknowledged.tickets.length).toBeGreaterThanOrEqual(
      KILL_AFTER,
    );

    server = await startServer(port);
    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);

      const bookingByReference = db.prepare(
        'SELECT id, room_id AS roomId, check_in AS checkIn, nights FROM bookings WHERE reference = ?',
      );
      for (const { reference, roomId, night } of acknowledged.bookings) {
        expect(bookingByReference.get(reference), reference).toMatchObject({
          roomId,
          checkIn: night,
          nights: 1,
        });
      }
      const ticketByReference = db
        .prepare('SELECT reference FROM tickets WHERE reference = ?')
        .pluck();
      for (const reference of acknowledged.tickets)
        expect(ticketByReference.get(reference)).toBe(reference);

      // No half-written booking: every one of the stream holds exactly its nights.
      const partial = db
        .prepare(
          `SELECT b.reference FROM bookings b LEFT JOIN booking_nights n ON n.booking_id = b.id
           WHERE b.name LIKE 'Stream %' GROUP BY b.id HAVING COUNT(n.night) <> b.nights`,
        )
        .all();
      expect(partial).toEqual([]);
    } finally {
      db.close();
    }

    // The restarted server answers from the same data and takes new writes.
    const first = acknowledged.bookings[0];
    expect(first).toBeDefined();
    const status = await fetch(
      `${baseUrl}/api/booking/status?roomId=${first?.roomId}&startDate=${first?.night}&endDate=${first?.night}`,
      { headers: TEST_HEADERS },
    );
    expect(((await status.json()) as { data: { bookedDates: string[] } }).data.bookedDates).toEqual(
      [first?.night],
    );
    const again = await fetch(`${baseUrl}/api/booking/`, {
      method: 'POST',
      headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({
        roomId: first?.roomId,
        checkIn: first?.night,
        checkOut: addDays(first?.night ?? '', 1),
        name: 'After restart',
        email: 'after@crash.example.org',
        phone: '+65 9000 0000',
        purpose: 'Durability',
        attendees: 2,
      }),
    });
    expect(again.status).toBe(409);
    const fresh = await fetch(`${baseUrl}/api/customerticket`, {
      method: 'POST',
      headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'general',
        firstName: 'After',
        lastName: 'Restart',
        userPhoneNumber: '96599999',
        userEmail: 'after@crash.example.org',
        message: 'The server is back and takes messages',
      }),
    });
    expect(((await fresh.json()) as { Status: number }).Status).toBe(1);
  }, 40_000);
});
