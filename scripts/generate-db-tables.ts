/**
 * `npm run db:tables`: writes server/db/tables.gen.ts, the row types of every table, from a fresh
 * SQLite database migrated by server/db/migrations. Run it after adding a migration; the tests
 * fail until the file matches the migrations on both stores (server/db/tables*.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase, sqliteStore } from '../server/db/database.ts';
import { TABLES_FILE, tablesSource } from '../server/db/tables-source.ts';

const db = sqliteStore(await openDatabase(':memory:'));
try {
  writeFileSync(TABLES_FILE, await tablesSource(db));
} finally {
  await db.destroy();
}
console.log(`Wrote ${fileURLToPath(TABLES_FILE)}`);
