/**
 * PostgreSQL behind the same repositories: a connection pool for Kysely, values read back in the
 * shapes SQLite gives (bigint counts and ids as numbers, DATE as `YYYY-MM-DD`), migrated by
 * server/db/migrate.ts (under an advisory lock, so instances starting together migrate once).
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import type { Tables } from './tables.gen.ts';

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

/** A pool on `url` (`postgres://user@host:port/db`, or `?host=/socket/dir`), not migrated. */
export function connectPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection that the server drops (a restart, a failover, an administrator) is an
  // 'error' event of the pool, which would crash the process if unheard. The pool discards that
  // connection and opens another for the next query; /readyz tells the balancer meanwhile.
  pool.on('error', () => {});
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/** A pool on `url`, migrated. */
export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  const db = connectPostgres(url, poolSize);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
