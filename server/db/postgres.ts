/**
 * PostgreSQL behind the same repositories: a connection pool for Kysely, values read back in the
 * shapes SQLite gives (bigint counts and ids as numbers, DATE as `YYYY-MM-DD`), and migrations
 * from `migrations-postgres/`, applied under an advisory lock so that instances starting together
 * migrate once.
 */
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root.ts';
import { readMigrations, type Db, type Migration } from './database.ts';
import type { Tables } from './tables.ts';

const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server', 'db', 'migrations-postgres');
/** Any constant: the advisory lock's key while migrating. */
const MIGRATION_LOCK = 2026_11_20;

const INT8 = 20;
const DATE = 1082;
/** Counts and ids fit in a double; a date stays the calendar date it was written as. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export const readPostgresMigrations = (dir = MIGRATIONS_DIR): Migration[] => readMigrations(dir);

/** Applies the migrations not yet recorded, each in its own transaction; returns their names. */
export async function migratePostgres(
  db: Db,
  migrations = readPostgresMigrations(),
): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`.execute(conn);
      const { rows } = await sql<{
        version: number;
      }>`SELECT version FROM schema_migrations`.execute(conn);
      const applied = new Set(rows.map((r) => Number(r.version)));
      const done: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await conn.transaction().execute(async (trx) => {
          await sql.raw(migration.sql).execute(trx);
          await sql`INSERT INTO schema_migrations (version, name, applied_at)
            VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`.execute(
            trx,
          );
        });
        done.push(migration.name);
      }
      return done;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

/** A pool on `url` (`postgres://user@host:port/db`, or `?host=/socket/dir`), migrated. */
export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection that the server drops (a restart, a failover, an administrator) is an
  // 'error' event of the pool, which would crash the process if unheard. The pool discards that
  // connection and opens another for the next query; /readyz tells the balancer meanwhile.
  pool.on('error', () => {});
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
