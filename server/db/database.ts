/**
 * Opens the site's database and brings its schema up to date. Two stores serve the same
 * repositories through Kysely (docs/database.md): SQLite, embedded, the default; PostgreSQL when
 * `DATABASE_URL` names one (server/db/postgres.ts). SQLite's migrations are the numbered files
 * `migrations/NNN_name.sql`, applied in order, each in its own transaction, and recorded in
 * `schema_migrations` so that a later start applies only the new ones.
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../project-root.ts';
import type { Tables } from './tables.ts';

/** The repositories' handle: the same query builder whichever store is behind it. */
export type Db = Kysely<Tables>;
/** A raw SQLite connection (migrations, the seeded image tests copy, crash tests). */
export type SqliteDb = Database.Database;

const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server', 'db', 'migrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migration files, in version order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

/** Applies the migrations not yet recorded; returns the names of those it applied. */
export function migrate(db: SqliteDb, migrations = readMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
    done.push(migration.name);
  }
  return done;
}

/**
 * Opens (creating if needed) the database at `path` (`:memory:` for tests) with WAL, synchronous
 * commits, foreign keys and a busy timeout, so that several connections (tests, a second process) wait for each other's
 * write locks instead of failing at once, then migrates it.
 */
export function openDatabase(path: string): SqliteDb {
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
  migrate(db);
  return db;
}

/** An in-memory database holding a copy of `image` (from `db.serialize()`): tests start from one seeded image quickly. */
export function openMemoryCopy(image: Buffer): SqliteDb {
  const db = new Database(image);
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** The query builder over an open SQLite connection; destroying it closes the connection. */
export function sqliteStore(sqlite: SqliteDb): Db {
  return new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
}
