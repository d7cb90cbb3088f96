/**
 * `npm run db:tables`: writes the two generated modules of server/db, not committed (like the route
 * tree): `npm run build`, `typecheck` and `check` run it first.
 * - server/db/migrations/index.gen.ts, every migration of the folder by name
 *   (server/db/migrations-index.js), so that adding a migration is adding its file;
 * - server/db/tables.gen.ts, the row types of every table, from a fresh SQLite database migrated by
 *   them, so a migration's columns are types at once.
 * Each file is rewritten only when its text changes, so an unchanged schema rebuilds nothing.
 * server/db/tables.pg.test.ts holds PostgreSQL to reading the migrated schema alike.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { writeMigrationsIndex } from '../server/db/migrations-index.js';

// Before the database modules load: migrating imports the list.
writeMigrationsIndex();
const { openDatabase, sqliteStore } = await import('../server/db/database.ts');
const { TABLES_FILE, tablesSource } = await import('../server/db/tables-source.ts');

const db = sqliteStore(await openDatabase(':memory:'));
try {
  const source = await tablesSource(db);
  if (!existsSync(TABLES_FILE) || readFileSync(TABLES_FILE, 'utf8') !== source) {
    writeFileSync(TABLES_FILE, source);
  }
} finally {
  await db.destroy();
}
