/**
 * The two stores read the migrated schema alike, and as tables.gen.ts says: a migration that one
 * of them would read back differently (a type, a null, a default, an assigned id) fails here.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copySeededDatabase } from '../../tests/helpers/postgres-test-db.ts';
import { openDatabase, sqliteStore, type Db } from './database.ts';
import { openPostgres } from './postgres.ts';
import { TABLES_FILE, tablesSource } from './tables-source.ts';

let postgres: Db;
let sqlite: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const copy = await copySeededDatabase();
  drop = copy.drop;
  postgres = await openPostgres(copy.url, 2);
  sqlite = sqliteStore(await openDatabase(':memory:'));
});
afterAll(async () => {
  await sqlite.destroy();
  await postgres.destroy();
  await drop();
});

it('PostgreSQL and SQLite read every table alike, as tables.gen.ts says', async () => {
  const fromSqlite = await tablesSource(sqlite);
  expect(await tablesSource(postgres), 'the stores read the schema differently').toBe(fromSqlite);
  expect(fromSqlite, 'out of date: run `npm run db:tables`').toBe(
    readFileSync(TABLES_FILE, 'utf8'),
  );
});
