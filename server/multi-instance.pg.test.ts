/**
 * Two instances of the real server (server/main.ts) on one PostgreSQL, behind a round-robin proxy:
 * exactness lives in the database, not in either process. 100 simultaneous bookings of the same
 * nights give one booking; 50 writes of one client give one client's limit, counted across both
 * instances; one instance killed with SIGKILL in the middle of a stream of writes leaves the other
 * serving, the database consistent and every acknowledged write stored exactly once.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDatabase } from '../tests/helpers/postgres-test-db.ts';
import { TEST_HEADERS } from '../tests/helpers/test-app.ts';
import type { Db } from './db/database.ts';
import { openPostgres } from './db/postgres.ts';
import { addDays, singaporeDate } from './lib/calendar.ts';
import { startRoundRobinProxy, type Proxy } from '../tests/support/server/round-robin-proxy.ts';
import { exited, freePort, startServer } from '../tests/support/server/server-process.ts';

const WRITE_LIMIT = 20;
const RACE_ROOM = 920_001;
const STREAM_ROOM = 920_002;

let db: Db;
let drop: () => Promise<void>;
let proxy: Proxy;
const servers: ChildProcess[] = [];

beforeAll(async () => {
  const copy = await copySeededDatabase();
  drop = copy.drop;
  db = await openPostgres(copy.url, 2);
  // Rooms that take any stay of 1 to 7 nights, so the dates below need no weekday arithmetic.
  for (const id of [RACE_ROOM, STREAM_ROOM])
    await sql`INSERT INTO rooms (id, name, name_zh, description, description_zh, capacity,
        size_sqm, image_urls, amenities, price_default, min_nights, max_nights, disabled_days_of_week)
      VALUES (${id}, 'Race Room', '竞赛室', 'A room for tests', '测试', 200, 50, '[]', '[]', 100,
        1, 7, '[]')`.execute(db);
  const ports = [await freePort(), await freePort()];
  const env = { DATABASE_URL: copy.url, WRITE_RATE_LIMIT: String(WRITE_LIMIT) };
  servers.push(...(await Promise.all(ports.map((port) => startServer(port, env)))));
  proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  for (const server of servers) {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited(server);
  }
  await db?.destroy();
  await drop?.();
});

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** A POST through the proxy from the loopback address `from` (one address = one client). */
function post(
  path: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${proxy.url}${path}`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { ...TEST_HEADERS, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const stay = (night: string, n: number) => ({
  checkIn: night,
  checkOut: addDays(night, 1),
  name: `Guest ${n}`,
  email: `guest${n}@multi.example.org`,
  phone: '+65 9000 0000',
  purpose: 'Many instances',
  attendees: 2,
});

const ticket = (n: number) => ({
  type: 'general',
  firstName: 'Many',
  lastName: 'Instances',
  userPhoneNumber: `9${String(7_700_000 + n)}`,
  userEmail: `writer${n}@multi.example.org`,
  message: `Message number ${n} through the proxy`,
});

describe('two instances on one PostgreSQL behind a round-robin proxy', () => {
  it('books the same nights once out of 100 simultaneous attempts', async () => {
    const before = [...proxy.counts];
    const checkIn = addDays(singaporeDate(new Date()), 20);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        post(
          '/api/booking/',
          { roomId: RACE_ROOM, ...stay(checkIn, n), checkOut: addDays(checkIn, 3) },
          `127.0.1.${n + 1}`,
        ),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    // Both instances took part in the race.
    expect(proxy.counts[0]! - before[0]!).toBeGreaterThan(10);
    expect(proxy.counts[1]! - before[1]!).toBeGreaterThan(10);
    const { rows } = await sql<{ id: number; nights: number }>`SELECT b.id,
        (SELECT COUNT(*) FROM booking_nights n WHERE n.booking_id = b.id) AS nights
      FROM bookings b WHERE b.room_id = ${RACE_ROOM}`.execute(db);
    expect(rows).toEqual([{ id: expect.any(Number), nights: 3 }]);
  });

  it('counts one client’s writes across both instances: 50 writes, one limit', async () => {
    const before = [...proxy.counts];
    const replies: Reply[] = [];
    // Five at a time, as a busy client would send them.
    for (let batch = 0; batch < 10; batch++)
      replies.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            post('/api/customerticket', ticket(1000 + batch * 5 + i), '127.0.2.1'),
          ),
        )),
      );
    const accepted = replies.filter((r) => r.status === 200 && r.body.Status === 1);
    const limited = replies.filter((r) => r.status === 429);
    expect(accepted).toHaveLength(WRITE_LIMIT);
    expect(limited).toHaveLength(50 - WRITE_LIMIT);
    expect(proxy.counts[0]! - before[0]!).toBe(25);
    expect(proxy.counts[1]! - before[1]!).toBe(25);
    const stored = await sql<{ count: number }>`SELECT COUNT(*) AS count FROM tickets
      WHERE email LIKE 'writer10%@multi.example.org'`.execute(db);
    expect(Number(stored.rows[0]?.count)).toBe(WRITE_LIMIT);
  });

  it('keeps serving when one instance is killed mid-stream, losing no acknowledged write', async () => {
    const WRITES = 80;
    const KILL_AFTER = 25;
    const today = singaporeDate(new Date());
    const acknowledged = new Map<number, string>();
    let acknowledgedAfterKill = 0;
    let killed = false;
    let next = 0;

    // Each write carries its own key (tickets) or its own night (bookings): a client that got no
    // answer sends the same write again, which stores it at most once.
    async function writeUntilAcknowledged(n: number): Promise<void> {
      const from = `127.0.3.${(n % 200) + 1}`;
      for (let attempt = 0; attempt < 20; attempt++) {
        let reply: Reply | undefined;
        try {
          reply =
            n % 2 === 0
              ? await post('/api/customerticket', ticket(2000 + n), from, {
                  'idempotency-key': `stream-key-${n}`,
                })
              : await post(
                  '/api/booking/',
                  { roomId: STREAM_ROOM, ...stay(addDays(today, 30 + n), n) },
                  from,
                );
        } catch {
          reply = undefined; // connection cut by the kill: unknown outcome, try again
        }
        if (reply?.status === 200 && reply.body.Status === 1) {
          const result = reply.body.Result as { TicketID: string };
          acknowledged.set(n, result.TicketID);
        } else if (reply?.status === 201) {
          acknowledged.set(n, (reply.body.data as { reference: string }).reference);
        } else if (reply?.status === 409 && n % 2 === 1) {
          // A retried booking whose first attempt was stored before the connection was cut.
          const { rows } = await sql<{ reference: string }>`SELECT reference FROM bookings
            WHERE room_id = ${STREAM_ROOM} AND check_in = ${addDays(today, 30 + n)}`.execute(db);
          if (rows[0]) acknowledged.set(n, rows[0].reference);
        }
        if (acknowledged.has(n)) {
          if (killed) acknowledgedAfterKill++;
          if (!killed && acknowledged.size >= KILL_AFTER) {
            killed = true;
            servers[0]!.kill('SIGKILL');
          }
          return;
        }
        expect([502, undefined]).toContain(reply?.status);
      }
      throw new Error(`write ${n} was never acknowledged`);
    }

    async function worker(): Promise<void> {
      while (next < WRITES) await writeUntilAcknowledged(next++);
    }
    await Promise.all(Array.from({ length: 6 }, worker));
    await exited(servers[0]!);
    expect(servers[0]!.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBe(WRITES);
    expect(acknowledgedAfterKill).toBeGreaterThan(30);

    // Every acknowledged write is stored, once.
    const tickets = await sql<{ reference: string; idempotency_key: string }>`
      SELECT reference, idempotency_key FROM tickets
      WHERE idempotency_key LIKE 'stream-key-%'`.execute(db);
    const bookings = await sql<{ reference: string; check_in: string; nights: number }>`
      SELECT b.reference, b.check_in,
        (SELECT COUNT(*) FROM booking_nights n WHERE n.booking_id = b.id) AS nights
      FROM bookings b WHERE b.room_id = ${STREAM_ROOM}`.execute(db);
    expect(tickets.rows).toHaveLength(WRITES / 2);
    expect(bookings.rows).toHaveLength(WRITES / 2);
    const stored = new Set([...tickets.rows, ...bookings.rows].map((r) => r.reference));
    for (const [n, reference] of acknowledged)
      expect(stored.has(reference), `write ${n}`).toBe(true);
    // Consistent: each booking holds exactly its night.
    for (const booking of bookings.rows) expect(booking.nights).toBe(1);

    // The survivor still answers readiness through the proxy.
    const ready = await new Promise<number>((resolve, reject) =>
      http
        .get(`${proxy.url}/readyz`, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject),
    );
    expect(ready).toBe(200);
  }, 60_000);
});
