/**
 * Opens the site's SQLite database and brings its schema up to date. Two stores serve the same
 * repositories through Kysely (docs/database.md): SQLite, embedded, the default; PostgreSQL when
 * `DATABASE_URL` names one (server/db/postgres.ts). Both are migrated by server/db/migrate.ts.
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type Selectable } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateToLatest } from './migrate.ts';
import type { Tables } from './tables.gen.ts';

/** The repositories' handle: the same query builder whichever store is behind it. */
export type Db = Kysely<Tables>;
/** A row of `table` as both stores read it back (for `sql<Row>` reads in server/repos). */
export type Row<T extends keyof Tables> = Selectable<Tables[T]>;
/** The columns of a LEFT JOIN's right-hand table: null where it matched no row. */
export type LeftJoined<T> = { [K in keyof T]: T[K] | null };
/** A raw SQLite connection (the seeded image tests copy, crash tests). */
export type SqliteDb = Database.Database;

/** The query builder over an open SQLite connection; destroying it closes the connection. */
export function sqliteStore(sqlite: SqliteDb): Db {
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * Migrates the database behind `sqlite`. The query builder made for it is left undestroyed on
 * purpose: destroying it would close the connection the caller goes on using.
 */
async function migrated(sqlite: SqliteDb): Promise<SqliteDb> {
  await migrateToLatest(sqliteStore(sqlite));
  return sqlite;
}

/**
 * Opens (creating if needed) the database at `path` (`:memory:` for tests) with WAL, synchronous
 * commits, foreign keys and a busy timeout, so that several connections (tests, a second process)
 * wait for each other's write locks instead of failing at once, then migrates it.
 */
export async function openDatabase(path: string): Promise<SqliteDb> {
  if (path !== ':memory:' && !path.startsWith('file:'))
    mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // An acknowledged booking or message must outlive the machine, not only the process: WAL with
  // NORMAL survives a killed server (the log is in the OS's hands) but can lose the last commits
  // on power loss; FULL syncs the log at every commit. Writes are few (rate limited); reads pay nothing.
  db.pragma('synchronous = FULL');
  try {
    return await migrated(db);
  } catch (error) {
    db.close();
    throw error;
  }
}

/** An in-memory database holding a copy of `image` (from `db.serialize()`): tests start from one seeded image quickly. */
export async function openMemoryCopy(image: Buffer): Promise<SqliteDb> {
  const db = new Database(image);
  db.pragma('foreign_keys = ON');
  return migrated(db);
}
