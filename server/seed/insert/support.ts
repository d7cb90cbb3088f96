/**
 * Helpers shared by the seed's insert modules. The modules describe rows; `SeedRows` keeps them in
 * the order the tables were first named (parents before children, as foreign keys need) and
 * `writeSeedRows` inserts them in multi-row statements through the query builder, the same on
 * SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Tables } from '../../db/tables.gen.ts';

/** Stores one SVG in `media` and returns the URL that serves it. */
export type MediaStore = (kind: string, id: string, svg: string) => string;

export const flag = (value: boolean): number => (value ? 1 : 0);

type Value = string | number | null;

interface TableRows {
  table: string;
  columns: string[];
  rows: Value[][];
}

export class SeedRows {
  readonly groups: TableRows[] = [];

  /** The rows of `table` with these columns, created on first use. */
  group(table: string, columns: string[]): TableRows {
    const key = `${table}(${columns.join(',')})`;
    let group = this.groups.find((g) => `${g.table}(${g.columns.join(',')})` === key);
    if (!group) {
      group = { table, columns, rows: [] };
      this.groups.push(group);
    }
    return group;
  }
}

/**
 * `run(row)` queues one row of `table`; rows are plain objects keyed by column. Table and column
 * names are checked against the migrated schema (server/db/tables.gen.ts).
 */
export function inserter<T extends keyof Tables, C extends keyof Tables[T] & string>(
  rows: SeedRows,
  table: T,
  columns: C[],
): { run(row: { [K in C]?: Value }): void } {
  const group = rows.group(table, columns);
  return { run: (row) => group.rows.push(columns.map((c) => row[c] ?? null)) };
}

/** Bound parameters per statement: well under SQLite's 32766 and PostgreSQL's 65535. */
const MAX_PARAMETERS = 10_000;

export async function writeSeedRows(db: Db, rows: SeedRows): Promise<void> {
  for (const { table, columns, rows: values } of rows.groups) {
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
    const names = sql.join(columns.map((c) => sql.ref(c)));
    for (let start = 0; start < values.length; start += perStatement) {
      const chunk = values.slice(start, start + perStatement);
      await sql`INSERT INTO ${sql.table(table)} (${names})
        VALUES ${sql.join(chunk.map((row) => sql`(${sql.join(row)})`))}`.execute(db);
    }
  }
}
