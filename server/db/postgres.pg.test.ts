/**
 * The PostgreSQL store itself: migrations applied once even when instances start together,
 * databases of the old SQL runner adopted, and the constraints that keep bookings, tickets and
 * codes exact whatever the application code does. (That its tables are SQLite's, column for
 * column, is tables.pg.test.ts.)
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDatabase, createEmptyDatabase } from '../../tests/helpers/postgres-test-db.ts';
import { buildOldPostgresSchema, fillOldDatabase } from '../../tests/helpers/old-sql-runner.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.gen.ts';
import { connectPostgres, openPostgres } from './postgres.ts';

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

/** Each table's column names, in order, as introspection reads them (Kysely's own left out). */
async function columnNames(store: Db): Promise<Record<string, string[]>> {
  const tables = await store.introspection.getTables();
  return Object.fromEntries(
    tables.map((table) => [table.name, table.columns.map((column) => column.name)]),
  );
}

/** A new, empty database and `count` pools on it; all dropped after `work`. */
async function withEmptyDatabase(
  count: number,
  work: (...pools: Db[]) => Promise<void>,
): Promise<void> {
  const empty = await createEmptyDatabase();
  const pools = Array.from({ length: count }, () => connectPostgres(empty.url, 2));
  try {
    await work(...pools);
  } finally {
    for (const pool of pools) await pool.destroy();
    await empty.drop();
  }
}

describe('migrating PostgreSQL', () => {
  it('migrates once when instances start together on an empty database', async () => {
    await withEmptyDatabase(3, async (...pools) => {
      const applied = await Promise.all(pools.map((pool) => migrateToLatest(pool)));
      expect(applied.flat()).toEqual(Object.keys(MIGRATIONS));
      const { rows } = await sql<{
        name: string;
      }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
      expect(rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    });
  });

  it('adopts a database made by the SQL runner of earlier releases, data and all', async () => {
    await withEmptyDatabase(1, async (old) => {
      await buildOldPostgresSchema(old);
      await fillOldDatabase(old, 'postgres');
      const count = () => old.selectFrom('merchants').select(sql<number>`count(*)`.as('n'));
      const before = await count().executeTakeFirstOrThrow();
      expect(Number(before.n)).toBeGreaterThan(300);

      expect(await migrateToLatest(old)).toEqual(Object.keys(MIGRATIONS));
      expect(await count().executeTakeFirstOrThrow()).toEqual(before);
      const { schema_migrations: oldRecord, ...adopted } = await columnNames(old);
      expect(oldRecord).toEqual(['version', 'name', 'applied_at']);
      expect(adopted).toEqual(await columnNames(db));
      expect(await migrateToLatest(old)).toEqual([]);
    });
  });

  it('refuses a database whose old runner had recorded something else', async () => {
    await withEmptyDatabase(1, async (old) => {
      await sql`CREATE TABLE schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`.execute(old);
      await sql`INSERT INTO schema_migrations VALUES (2, '002_unknown', 'then')`.execute(old);
      await expect(migrateToLatest(old)).rejects.toThrow(/applied 002_unknown of 001_initial/);
      const tables = await old.introspection.getTables({ withInternalKyselyTables: true });
      expect(tables.map((table) => table.name)).toEqual(['schema_migrations']);
    });
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
