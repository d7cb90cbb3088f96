/**
 * The gateway's kept answers (server/gateway/kept-answers.ts): the last good answer of every read
 * of the complex's backends, in the database so that every serving process and every instance
 * reads the same copy, and a restart keeps it.
 *
 * - `kept_answers`: one row per call and payload (`key_hash`, the SHA-256 of the gateway's cache
 *   key, which can be 4 KB: too long for a PostgreSQL index entry). The body is the answer's JSON
 *   as text, read whole; `answered_at` is when the backend's data was current (epoch
 *   milliseconds), `expires_at` when the call's bounded age runs out, `failed_at` when a refresh
 *   of this copy last failed (null once one succeeds). `change` is the number of the last write
 *   that changed its body or its failing state, which the other processes poll for.
 * - `kept_answer_changes`: the one counter that numbers those writes. Every write takes it first,
 *   so on PostgreSQL the writes of several instances commit in the order of their numbers, and a
 *   process that has read up to a number has seen every change before it.
 *
 * A body can be a megabyte (the directory): a plain rowid table on SQLite, not WITHOUT ROWID.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { key, required } from './columns.ts';

const singleton = (column: ColumnDefinitionBuilder) => key(column).check(sql`id = 1`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kept_answers')
    .addColumn('key_hash', 'text', key)
    .addColumn('key', 'text', required)
    .addColumn('status', 'integer', required)
    .addColumn('body', 'text', required)
    .addColumn('body_tag', 'text', required)
    .addColumn('bytes', 'integer', required)
    .addColumn('answered_at', 'bigint', required)
    .addColumn('expires_at', 'bigint', required)
    .addColumn('failed_at', 'bigint')
    .addColumn('change', 'bigint', required)
    .execute();
  await db.schema
    .createIndex('kept_answers_by_expiry')
    .on('kept_answers')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('kept_answers_by_age')
    .on('kept_answers')
    .column('answered_at')
    .execute();
  await db.schema
    .createIndex('kept_answers_by_change')
    .on('kept_answers')
    .column('change')
    .execute();

  await db.schema
    .createTable('kept_answer_changes')
    .addColumn('id', 'integer', singleton)
    .addColumn('changes', 'bigint', required)
    .execute();
  await sql`INSERT INTO kept_answer_changes (id, changes) VALUES (1, 0)`.execute(db);
}
