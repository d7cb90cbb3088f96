/** Helpers shared by the seed's insert modules. */
import type { Db } from '../../db/database.ts';

/** Stores one SVG in `media` and returns the URL that serves it. */
export type MediaStore = (kind: string, id: string, svg: string) => string;

type Statement = ReturnType<Db['prepare']>;

export const flag = (value: boolean): number => (value ? 1 : 0);

/** Prepares `INSERT INTO table (columns) VALUES (@columns)`: rows are plain objects keyed by column. */
export function inserter(db: Db, table: string, columns: string[]): Statement {
  return db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
}
