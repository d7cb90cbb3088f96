/**
 * The PostgreSQL store itself: the same tables and columns as SQLite's migrations, migrations
 * applied once even when two instances start together, and the constraints that keep bookings,
 * tickets and codes exact whatever the application code does.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDatabase } from '../../tests/helpers/postgres-test-db.ts';
import { openDatabase, sqliteStore, type Db } from './database.ts';
import { migratePostgres, openPostgres, readPostgresMigrations } from './postgres.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const copy = await copySeededDatabase();
  drop = copy.drop;
  db = await openPostgres(copy.url, 4);
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

async function columnsOf(store: Db): Promise<Record<string, string[]>> {
  const tables = await store.introspection.getTables();
  return Object.fromEntries(
    tables
      .filter((t) => !t.isView)
      .map((t) => [t.name, t.columns.map((c) => c.name).sort()])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

describe('the PostgreSQL schema', () => {
  it('has the same tables and columns as SQLite after all its migrations', async () => {
    const sqlite = sqliteStore(openDatabase(':memory:'));
    try {
      expect(await columnsOf(db)).toEqual(await columnsOf(sqlite));
    } finally {
      await sqlite.destroy();
    }
  });

  it('records its migrations, so instances starting at once apply each one once', async () => {
    const again = await Promise.all([migratePostgres(db), migratePostgres(db)]);
    expect(again).toEqual([[], []]);
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM schema_migrations ORDER BY version`.execute(db);
    expect(rows.map((r) => r.name)).toEqual(readPostgresMigrations().map((m) => m.name));
  });
});

describe('constraints', () => {
  const booking = (reference: string, checkIn: string, checkOut: string) =>
    db
      .insertInto('bookings')
      .values({
        reference,
        room_id: 1,
        check_in: checkIn,
        check_out: checkOut,
        nights: 1,
        total_price: 1,
        name: 'n',
        email: 'e@x.co',
        phone: '1',
        purpose: 'p',
        attendees: 1,
        created_at: 'now',
      })
      .execute();

  it('refuses two bookings of one room whose stays overlap, and accepts back-to-back stays', async () => {
    await booking('BK-PG-1', '2027-03-01', '2027-03-04');
    await expect(booking('BK-PG-2', '2027-03-03', '2027-03-05')).rejects.toMatchObject({
      code: '23P01',
      constraint: 'bookings_no_overlap',
    });
    // Check-out day is the next stay's check-in day: no night in common.
    await booking('BK-PG-3', '2027-03-04', '2027-03-06');
  });

  it('keeps ticket idempotency keys unique', async () => {
    const ticket = (reference: string) =>
      db
        .insertInto('tickets')
        .values({
          reference,
          idempotency_key: 'pg-key',
          type: 't',
          first_name: 'a',
          last_name: 'b',
          phone: '9',
          email: 'e',
          message: 'm',
          created_at: 'now',
        })
        .execute();
    await ticket('CT-PG-1');
    await expect(ticket('CT-PG-2')).rejects.toMatchObject({ code: '23505' });
  });

  it('keeps one member per e-mail address whatever its case', async () => {
    const first = await db.selectFrom('members').select(['email']).executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('members')
        .values({ id: 999_999, email: first.email.toUpperCase(), phone: '1', corporate: 0 })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
