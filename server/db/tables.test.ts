/**
 * tables.gen.ts is what the migrations make on SQLite: a migration added without running
 * `npm run db:tables` fails here (tables.pg.test.ts holds PostgreSQL to the same file).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { openDatabase, sqliteStore } from './database.ts';
import { TABLES_FILE, tablesSource } from './tables-source.ts';

it('tables.gen.ts holds the row types of the migrated SQLite schema', async () => {
  const db = sqliteStore(await openDatabase(':memory:'));
  try {
    expect(await tablesSource(db), 'out of date: run `npm run db:tables`').toBe(
      readFileSync(TABLES_FILE, 'utf8'),
    );
  } finally {
    await db.destroy();
  }
});
