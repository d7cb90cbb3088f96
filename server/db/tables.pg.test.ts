/**
 * The two stores read the migrated schema alike, so the row types generated from SQLite's reading
 * (tables.gen.ts) hold on PostgreSQL too: a migration that one of them would read back differently
 * (a type, a null, a default, an assigned id) fails here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copySeededDatabase } from '../../tests/helpers/postgres-test-db.ts';
import { openDatabase, sqliteStore, type Db } from './database.ts';
import { openPostgres } from './postgres.ts';
import { tablesSource } from './tables-source.ts';

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

it('PostgreSQL and SQLite read every table alike', async () => {
  expect(await tablesSource(postgres), 'the stores read the schema differently').toBe(
    await tablesSource(sqlite),
  );
});
