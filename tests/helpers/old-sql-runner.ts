/**
 * Databases as releases before the TypeScript migrations left them: that release's SQL files
 * (old-sql-runner/, a frozen copy kept only for these tests) applied and recorded the way its
 * runner did, in `schema_migrations`. server/db/migrations/old-runner.ts adopts them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase, sqliteStore, type SqliteDb } from '../../server/db/database.ts';
import { generateSeed } from '../../server/seed/generate.ts';
import { seedDatabase } from '../../server/seed/index.ts';

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

/**
 * Fills a database of the old schema with the generated complex, as that release would have held
 * it: the complex seeded at today's schema in memory, then every table and column the old schema
 * has copied across (a table or column added since is left out). Today's seed writes today's
 * columns, so seeding the old schema directly would break with every migration that adds one.
 */
export async function fillOldDatabase<DB>(
  old: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
): Promise<void> {
  const today = await openDatabase(':memory:');
  try {
    const seeded = sqliteStore(today);
    const now = new Date('2026-11-20T04:00:00Z');
    await seedDatabase(seeded, { data: generateSeed({ seed: 7, now }), seed: 7, now });
    const columnsOf = async <T>(db: Kysely<T>) =>
      new Map(
        (await db.introspection.getTables()).map((table) => [
          table.name,
          new Set(table.columns.map((column) => column.name)),
        ]),
      );
    const [oldColumns, seededColumns] = await Promise.all([columnsOf(old), columnsOf(seeded)]);
    await old.transaction().execute(async (trx) => {
      // Rows are copied table by table, not in the order their references need.
      await (
        dialect === 'postgres'
          ? sql`SET LOCAL session_replication_role = replica`
          : sql`PRAGMA defer_foreign_keys = ON`
      ).execute(trx);
      for (const [table, columns] of oldColumns) {
        const shared = [...columns].filter((column) => seededColumns.get(table)?.has(column));
        if (table === 'schema_migrations' || shared.length === 0) continue;
        const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(
          shared.map((column) => sql.ref(column)),
        )} FROM ${sql.table(table)}`.execute(seeded);
        for (let at = 0; at < rows.length; at += 100) {
          const chunk = rows.slice(at, at + 100);
          await sql`INSERT INTO ${sql.table(table)} (${sql.join(
            shared.map((column) => sql.ref(column)),
          )}) VALUES ${sql.join(
            chunk.map((row) => sql`(${sql.join(shared.map((column) => row[column]))})`),
          )}`.execute(trx);
        }
      }
    });
  } finally {
    today.close();
  }
}
