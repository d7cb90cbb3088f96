/**
 * Databases made before the schema moved to Kysely's migrator. Their schema was written by a
 * small SQL runner that recorded its migrations in `schema_migrations`: six files on SQLite, one
 * on PostgreSQL, whose end state is exactly what `001-initial` creates. Such a database already
 * has that migration's tables, so `001-initial` adopts them instead of creating them; the old
 * table stays, so that the release before this one still starts on it.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf, type Dialect } from '../dialect.ts';

/** What the old runner had recorded when it was replaced, on each store. */
export const OLD_RUNNER_MIGRATIONS: Record<Dialect, readonly string[]> = {
  sqlite: [
    '001_initial',
    '002_room_amenities_zh',
    '003_curations_zh',
    '004_evouchers_zh',
    '005_flash_sales_zh',
    '006_rate_limits',
  ],
  postgres: ['001_initial'],
};

/**
 * True when the old runner already made this database's schema (all its migrations recorded).
 * Throws when it had recorded only some of them: that schema is older than `001-initial`, and
 * only the release that still has the old runner knows how to finish it.
 */
export async function madeByOldRunner(db: Kysely<unknown>): Promise<boolean> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'schema_migrations')) return false;
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM schema_migrations ORDER BY version`.execute(db);
  const recorded = rows.map((row) => row.name);
  // The old runner created its table before its first migration: nothing of it was kept.
  if (recorded.length === 0) return false;
  const expected = OLD_RUNNER_MIGRATIONS[dialectOf(db)];
  if (recorded.join() === expected.join()) return true;
  throw new Error(
    `This database's schema was written by the SQL migrations of an earlier release, which had ` +
      `applied ${recorded.join(', ')} of ${expected.join(', ')}. Start that earlier release once ` +
      'to finish them, then this one; or empty the database with `npm run db:reset`.',
  );
}
