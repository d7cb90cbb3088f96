/**
 * Column and table shapes the migrations share. Most are the same SQL on both databases; the few
 * that are not (an id the database assigns, a calendar date, a JSON document, SQLite's rowid-less
 * tables) branch on the dialect here, once, so a migration reads the same for both.
 *
 * Values are the same on both stores (docs/database.md): flags are INTEGER 0/1, instants ISO
 * strings, calendar dates `YYYY-MM-DD`, amounts `double precision` (SQLite gives that name REAL
 * affinity; PostgreSQL's `real` would be single precision).
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
import type { Dialect } from '../dialect.ts';

type Column = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const required: Column = (column) => column.notNull();

/**
 * A primary key column. NOT NULL is spelled out: SQLite lets a non-integer primary key hold NULL
 * (an old bug it keeps for compatibility), and introspection then calls it nullable.
 */
export const key: Column = (column) => column.notNull().primaryKey();

/**
 * An id the database assigns when an insert leaves it out (bookings, tickets, inquiries; other
 * tables are written with the seed's ids). PostgreSQL: an identity. SQLite: its rowid, with
 * AUTOINCREMENT so that, as with an identity, an id is never given twice, and so that the
 * generated row types can tell these ids from the seed's (every INTEGER PRIMARY KEY of SQLite
 * would take a rowid when left out).
 */
export function identity(dialect: Dialect): Column {
  return dialect === 'postgres'
    ? (column) => column.notNull().primaryKey().generatedByDefaultAsIdentity()
    : (column) => column.notNull().primaryKey().autoIncrement();
}

/** A translation added after the first release: rows from before it read '' (English shown). */
export const untranslated: Column = (column) => column.notNull().defaultTo('');

/** A 0/1 flag column (`[name, type, build]`, spread into `addColumn`). */
export function flag(name: string): [string, 'integer', Column] {
  return [name, 'integer', (column) => column.notNull().check(sql`${sql.ref(name)} IN (0, 1)`)];
}

/**
 * A calendar date that a constraint compares as a date: PostgreSQL's DATE (read back as
 * `YYYY-MM-DD` text, server/db/postgres.ts); SQLite has no date type, and its `date` would mean
 * NUMERIC affinity, so TEXT.
 */
export const calendarDate = (dialect: Dialect): 'date' | 'text' =>
  dialect === 'postgres' ? 'date' : 'text';

/**
 * A JSON document kept as text and always read whole (a room's amenities, a page's blocks).
 * SQLite checks that it is JSON; PostgreSQL 15 has no such check short of the json type, whose
 * values the driver would parse instead of handing back the text both stores agree on. A
 * `fallback` is the value of rows that predate the column.
 */
export function jsonDocument(
  dialect: Dialect,
  name: string,
  fallback?: string,
): [string, 'text', Column] {
  const withFallback: Column = (column) =>
    fallback === undefined ? column.notNull() : column.notNull().defaultTo(fallback);
  return [
    name,
    'text',
    dialect === 'sqlite'
      ? (column) => withFallback(column).check(sql`json_valid(${sql.ref(name)})`)
      : withFallback,
  ];
}

/**
 * Tables keyed by a composite key and never addressed by rowid are WITHOUT ROWID on SQLite (one
 * b-tree instead of two); PostgreSQL has no rowid to leave out.
 */
export function withoutRowid(dialect: Dialect) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    dialect === 'sqlite' ? table.modifyEnd(sql`WITHOUT ROWID`) : table;
}
