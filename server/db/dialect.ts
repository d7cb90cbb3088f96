/**
 * Which of the two databases a Kysely instance talks to. The repositories never ask (one query
 * serves both); the migrations ask where the schemas really differ, and server/db/store.ts where
 * the stores behave differently.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
