/**
 * The store the server runs on, chosen at start: PostgreSQL when `DATABASE_URL` is set, else the
 * SQLite file at `DATABASE_PATH`. Everything after this file sees one `Db`; the few places where
 * the stores differ in behaviour (how a write transaction takes its lock, how a constraint
 * violation is reported) are the functions below.
 */
import { sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import { openDatabase, sqliteStore, type Db } from './database.ts';
import { dialectOf } from './dialect.ts';
import { openPostgres } from './postgres.ts';

export interface Store {
  db: Db;
  kind: 'sqlite' | 'postgres';
}

export async function openStore(
  config: Pick<ServerConfig, 'databaseUrl' | 'databasePath'>,
): Promise<Store> {
  if (config.databaseUrl) return { db: await openPostgres(config.databaseUrl), kind: 'postgres' };
  return { db: sqliteStore(await openDatabase(config.databasePath)), kind: 'sqlite' };
}

export function isPostgres(db: Db): boolean {
  return dialectOf(db) === 'postgres';
}

/**
 * Runs `work` in a write transaction. SQLite's is IMMEDIATE: the write lock is taken before the
 * first read, so a check-then-insert cannot interleave with another process's. PostgreSQL's is
 * READ COMMITTED: exactness across instances comes from the constraints (an overlapping booking,
 * a reused idempotency key fail at commit), which `isConstraintViolation` recognises.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      const result = await work(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(conn);
      throw error;
    }
  });
}

/**
 * A unique or exclusion constraint refused the write; `name` narrows it to one constraint (a
 * PostgreSQL constraint name, or a table named in SQLite's message).
 */
export function isConstraintViolation(error: unknown, name: string): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505' || code === '23P01')
    return String((error as { constraint?: unknown }).constraint ?? '').includes(name);
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    String((error as { message?: unknown }).message ?? '').includes(name)
  );
}

/**
 * After rows were inserted with explicit ids (the seed), new rows must get ids after them.
 * SQLite's rowid does so by itself; PostgreSQL's identity sequence has to be moved.
 */
export async function continueIdsAfterSeed(db: Db, table: 'bookings'): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
    (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(db);
}
