/**
 * Brings a database's schema up to date with server/db/migrations, on either store, through
 * Kysely's migrator. Every open runs it (the server at start, `npm run db:reset`, the tests): a
 * database already up to date costs one read of `kysely_migration`.
 *
 * The whole run is one transaction that first takes a lock: SQLite's write lock (`BEGIN
 * IMMEDIATE`, so the processes of one machine opening the file together wait for each other),
 * PostgreSQL's advisory lock (so instances starting together on one database migrate once; the
 * key is the one the SQL runner before this used, so an instance of the previous release waits
 * too). A migration that fails leaves nothing behind, on either store (both have transactional
 * DDL).
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from './kysely-migration.ts';
import { dialectOf } from './dialect.ts';
import { MIGRATIONS } from './migrations/index.gen.ts';

/** Any constant: the advisory lock's key while migrating on PostgreSQL. */
const MIGRATION_LOCK = 2026_11_20;

/** Applies the migrations not yet applied; returns the names of those it applied. */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<string[]> {
  const postgres = dialectOf(db) === 'postgres';
  return db.connection().execute(async (conn) => {
    await sql.raw(postgres ? 'BEGIN' : 'BEGIN IMMEDIATE').execute(conn);
    try {
      if (postgres) await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(conn);
      // The migrator runs inside this transaction: told not to open its own, it uses the one
      // connection it is given (Kysely 0.28 and 0.29 alike).
      const migrator = new Migrator({
        db: conn,
        provider: { getMigrations: () => Promise.resolve(migrations) },
        disableTransactions: true,
      });
      const { error, results = [] } = await migrator.migrateToLatest();
      if (error !== undefined) throw error;
      await sql`COMMIT`.execute(conn);
      return results.map((result) => result.migrationName);
    } catch (error) {
      // A connection lost meanwhile cannot roll back (its server does): report the first error.
      await sql`ROLLBACK`.execute(conn).catch(() => {});
      throw error;
    }
  });
}
