/**
 * Databases as releases before the TypeScript migrations left them: that release's SQL files
 * (old-sql-runner/, a frozen copy kept only for these tests) applied and recorded the way its
 * runner did, in `schema_migrations`. server/db/migrations/old-runner.ts adopts them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { SqliteDb } from '../../server/db/database.ts';

const FILES = join(import.meta.dirname, 'old-sql-runner');

interface OldMigration {
  version: number;
  name: string;
  sql: string;
}

function oldMigrations(store: 'sqlite' | 'postgres'): OldMigration[] {
  const dir = join(FILES, store);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

const CREATE_RECORD = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

/** The old SQLite migrations 001 to `upTo` (all six by default), applied and recorded. */
export function buildOldSqliteSchema(sqlite: SqliteDb, upTo = 6): void {
  sqlite.exec(CREATE_RECORD);
  const record = sqlite.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of oldMigrations('sqlite').filter((m) => m.version <= upTo)) {
    sqlite
      .transaction(() => {
        sqlite.exec(migration.sql);
        record.run(migration.version, migration.name, '2026-11-01T00:00:00.000Z');
      })
      .immediate();
  }
}

/** The old PostgreSQL migration (its one file), applied and recorded. */
export async function buildOldPostgresSchema<DB>(db: Kysely<DB>): Promise<void> {
  await sql.raw(CREATE_RECORD).execute(db);
  for (const migration of oldMigrations('postgres')) {
    await db.transaction().execute(async (trx) => {
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (version, name, applied_at)
        VALUES (${migration.version}, ${migration.name}, '2026-11-01T00:00:00.000Z')`.execute(trx);
    });
  }
}
