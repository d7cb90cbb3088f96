import { sql, type RawBuilder } from 'kysely';

/** A SQL LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (use `ESCAPE '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` contains the `containsPattern` pattern, ignoring case the same way on both stores:
 * SQLite's LIKE ignores ASCII case and PostgreSQL's does not, so both sides are lower-cased.
 */
export function containsMatch(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) LIKE lower(${pattern}) ESCAPE '\\'`;
}
