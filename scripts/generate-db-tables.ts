/**
 * `npm run db:tables`: writes server/db/tables.gen.ts, the row types of every table, from a fresh
 * SQLite database migrated by server/db/migrations. Generated, not committed (like the route tree):
 * `npm run build`, `typecheck` and `check` run it first, so a migration's columns are types at once.
 * The file is rewritten only when its text changes, so an unchanged schema rebuilds nothing.
 * server/db/tables.pg.test.ts holds PostgreSQL to reading the migrated schema alike.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { openDatabase, sqliteStore } from '../server/db/database.ts';
import { TABLES_FILE, tablesSource } from '../server/db/tables-source.ts';

const db = sqliteStore(await openDatabase(':memory:'));
try {
  const source = await tablesSource(db);
  if (!existsSync(TABLES_FILE) || readFileSync(TABLES_FILE, 'utf8') !== source) {
    writeFileSync(TABLES_FILE, source);
  }
} finally {
  await db.destroy();
}
