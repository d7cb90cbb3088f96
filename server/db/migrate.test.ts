/**
 * The migrator on SQLite: each migration applied once and recorded, only the new ones applied, a
 * failing run leaving nothing behind, and databases made by the SQL runner of earlier releases
 * adopted as they are (or refused, when that runner had not finished).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOldSqliteSchema, fillOldDatabase } from '../../tests/helpers/old-sql-runner.ts';
import { openDatabase, sqliteStore, type SqliteDb } from './database.ts';
import type { Migration } from './kysely-migration.ts';
import { migrateToLatest } from './migrate.ts';
import * as initial from './migrations/001-initial/index.ts';
import { MIGRATIONS } from './migrations/index.gen.ts';

const dirs: string[] = [];
const open: SqliteDb[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrate-test-'));
  dirs.push(dir);
  return join(dir, 'complex.sqlite');
}
function rawDatabase(path = ':memory:'): SqliteDb {
  const db = new Database(path);
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tableNames = (db: SqliteDb): string[] =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
/** Every table and index with its SQL, Kysely's own left out. */
const schemaOf = (db: SqliteDb): unknown[] =>
  db
    .prepare("SELECT name, sql FROM sqlite_master WHERE tbl_name NOT LIKE 'kysely%' ORDER BY name")
    .all();
const appliedNames = (db: SqliteDb): unknown[] =>
  db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all();

/** A migration creating `table` (and failing afterwards when `fail`). */
const creating = (table: string, fail = false): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createTable(table).addColumn('id', 'integer').execute();
    if (fail) throw new Error(`${table} failed on purpose`);
  },
});

/** Each table's column names, in order, as introspection reads them (Kysely's own tables left out). */
async function columnNames(sqlite: SqliteDb): Promise<Record<string, string[]>> {
  const tables = await sqliteStore(sqlite).introspection.getTables();
  return Object.fromEntries(
    tables.map((table) => [table.name, table.columns.map((column) => column.name)]),
  );
}

describe('migrateToLatest', () => {
  it('applies every migration once: a database opened again applies nothing', async () => {
    const path = tempFile();
    (await openDatabase(path)).close();
    const db = await openDatabase(path);
    open.push(db);
    expect(appliedNames(db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(sqliteStore(db))).toEqual([]);
  });

  it('applies only the new migrations, in the order of their names', async () => {
    const db = rawDatabase();
    const store = sqliteStore(db);
    expect(await migrateToLatest(store, { '001-one': creating('one') })).toEqual(['001-one']);
    expect(
      await migrateToLatest(store, {
        '003-three': creating('three'),
        '001-one': creating('one'),
        '002-two': creating('two'),
      }),
    ).toEqual(['002-two', '003-three']);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['one', 'two', 'three']));
  });

  it('leaves nothing of a run in which a migration fails, the ones before it included', async () => {
    const db = rawDatabase();
    await expect(
      migrateToLatest(sqliteStore(db), {
        '001-fine': creating('fine'),
        '002-broken': creating('half', true),
      }),
    ).rejects.toThrow('half failed on purpose');
    expect(tableNames(db)).toEqual([]);
  });
});

describe('a database made by the SQL runner of earlier releases', () => {
  it('is adopted as it is: its data and tables kept, the initial migration recorded', async () => {
    const path = tempFile();
    const old = rawDatabase(path);
    buildOldSqliteSchema(old);
    const now = new Date('2026-11-20T04:00:00Z');
    await fillOldDatabase(sqliteStore(old), 'sqlite');
    const schemaBefore = schemaOf(old);
    const merchants = old.prepare('SELECT count(*) FROM merchants').pluck().get();
    expect(merchants).toBeGreaterThan(300);

    expect(await migrateToLatest(sqliteStore(old), { '001-initial': initial })).toEqual([
      '001-initial',
    ]);
    expect(schemaOf(old)).toEqual(schemaBefore);
    expect(old.prepare('SELECT count(*) FROM merchants').pluck().get()).toBe(merchants);
    // The old runner's record stays: the release before this one still starts on the file.
    expect(old.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(6);
    // The migrations after the initial one apply as on any database.
    expect(await migrateToLatest(sqliteStore(old))).toEqual(Object.keys(MIGRATIONS).slice(1));
    expect(appliedNames(old)).toEqual(Object.keys(MIGRATIONS));

    const fresh = await openDatabase(':memory:');
    open.push(fresh);
    const { schema_migrations: oldRecord, ...adopted } = await columnNames(old);
    expect(oldRecord).toEqual(['version', 'name', 'applied_at']);
    expect(adopted).toEqual(await columnNames(fresh));
    // Written through the current types, as the server would.
    await sqliteStore(old)
      .insertInto('tickets')
      .values({
        reference: 'CT-OLD',
        type: 't',
        first_name: 'a',
        last_name: 'b',
        phone: '9',
        email: 'e',
        message: 'm',
        created_at: now.toISOString(),
      })
      .execute();
  });

  it('is refused, unchanged, when that runner had not applied all its migrations', async () => {
    const old = rawDatabase();
    buildOldSqliteSchema(old, 3);
    const tablesBefore = tableNames(old);
    await expect(migrateToLatest(sqliteStore(old))).rejects.toThrow(
      /applied 001_initial, 002_room_amenities_zh, 003_curations_zh of .*006_rate_limits/,
    );
    expect(tableNames(old)).toEqual(tablesBefore);
  });

  it('is migrated afresh when that runner recorded nothing (its first migration failed)', async () => {
    const old = rawDatabase();
    old.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    expect(await migrateToLatest(sqliteStore(old))).toEqual(Object.keys(MIGRATIONS));
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM merchants`.execute(sqliteStore(old));
    expect(rows[0]?.n).toBe(0);
  });
});
