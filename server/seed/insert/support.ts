/**
 * Helpers shared by the seed's insert modules. The modules hand each table's items to `seedTable`,
 * fields named as the columns in camelCase (the item types are `SeedRowOf` the table, in
 * ../types.ts); `SeedRows` keeps the rows in the order the tables were first named (parents before
 * children, as foreign keys need) and `writeSeedRows` inserts them in multi-row statements through
 * the query builder, the same on SQLite and PostgreSQL.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Tables } from '../../db/tables.gen.ts';

/** Stores one SVG in `media` and returns the URL that serves it. */
export type MediaStore = (kind: string, id: string, svg: string) => string;

const flag = (value: boolean): number => (value ? 1 : 0);

type Value = string | number | null;

/** A column's name as the seed's field: `title_zh` is `titleZh`. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** A seed field's name as its column: `titleZh` is `title_zh` (`seedTable` does the same). */
type Snake<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `_${Lowercase<First>}`}${Snake<Rest>}`
  : S;

const snakeCase = (field: string): string =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

interface RowShape {
  /** Columns the seed does not give as they are (an image's URL, made from `extra`'s SVG). */
  omit?: string;
  /** Integer columns the seed gives as booleans (stored as 1 or 0). */
  flags?: string;
  /** Fields beside the columns, or narrowing them (a union of the values a column may hold). */
  extra?: object;
}

type Flatten<T> = { [K in keyof T]: T[K] };
type ColumnsOf<T extends keyof Tables> = keyof Selectable<Tables[T]> & string;
type Part<S extends RowShape, K extends keyof RowShape> = S extends { [P in K]: infer V }
  ? V
  : never;
type ExtraFields<S extends RowShape> = [Part<S, 'extra'>] extends [never]
  ? never
  : keyof Part<S, 'extra'> & string;
type Kept<T extends keyof Tables, S extends RowShape> = Exclude<
  ColumnsOf<T>,
  Part<S, 'omit'> | Snake<ExtraFields<S>>
>;
type Nullable<T extends keyof Tables> = {
  [C in ColumnsOf<T>]: null extends Selectable<Tables[T]>[C] ? C : never;
}[ColumnsOf<T>];
type FieldType<T extends keyof Tables, S extends RowShape, C extends ColumnsOf<T>> = [C] extends [
  Part<S, 'flags'>,
]
  ? boolean
  : NonNullable<Selectable<Tables[T]>[C]>;

/**
 * One row of `T` as the seed describes it, derived from the migrated schema: each column under its
 * camelCase name, a nullable column optional, `flags` as booleans, `omit` left to the insert and
 * `extra` beside them. A column a migration adds becomes a field without another edit.
 */
export type SeedRowOf<T extends keyof Tables, S extends RowShape = object> = Flatten<
  { [C in Exclude<Kept<T, S>, Nullable<T>> as Camel<C>]: FieldType<T, S, C> } & {
    [C in Extract<Kept<T, S>, Nullable<T>> as Camel<C>]?: FieldType<T, S, C>;
  } & ([Part<S, 'extra'>] extends [never] ? object : Part<S, 'extra'>)
>;

/** A field `seedTable` writes as it is. */
type SeedValue = string | number | boolean | null | undefined;

/** An item `seedTable` can write: fields holding plain values. */
export type SeedItem = Record<string, SeedValue>;

/**
 * `Item` with each field that names no column of `T` typed `never`: a constraint
 * (`Item extends OnlyColumns<T, Item>`) that fails to compile on such a field.
 */
export type OnlyColumns<T extends keyof Tables, Item> = {
  [K in keyof Item]: K extends string ? (Snake<K> extends ColumnsOf<T> ? Item[K] : never) : never;
};

/** The tables that have the column `C`. */
export type TablesWith<C extends string> = {
  [T in keyof Tables]: C extends ColumnsOf<T> ? T : never;
}[keyof Tables];

/**
 * Queues `items` as rows of `table`, each field in the column of its snake_case name (`titleZh` in
 * `title_zh`), booleans as 1 or 0 and a missing field as NULL. A field that names no column fails
 * to compile; one holding a list or an object must be taken out first (it belongs in a table of its
 * own, or in a JSON column the caller writes).
 */
export function seedTable<T extends keyof Tables, Item extends SeedItem & OnlyColumns<T, Item>>(
  rows: SeedRows,
  table: T,
  items: readonly Item[],
): void {
  queueItems(rows, table, items);
}

/** `seedTable` without its check, for callers that made it where the items' type is known. */
export function queueItems(rows: SeedRows, table: keyof Tables, items: readonly SeedItem[]): void {
  const fields = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const group = rows.group(table, fields.map(snakeCase));
  for (const item of items) {
    group.rows.push(
      fields.map((field) => {
        const value = item[field];
        return typeof value === 'boolean' ? flag(value) : (value ?? null);
      }),
    );
  }
}

/**
 * A seed item with its SVG artwork swapped for the URL that serves it (`imageUrl`, the
 * `image_url` column): `/media/{kind}/{prefix}{id}.svg`.
 */
export function withImageUrl(media: MediaStore, kind: string, prefix: string) {
  return <Item extends { id: number; imageSvg: string }>({
    imageSvg,
    ...item
  }: Item): Omit<Item, 'imageSvg'> & { imageUrl: string } => ({
    ...item,
    imageUrl: media(kind, `${prefix}${item.id}`, imageSvg),
  });
}

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
