/**
 * What visitors write: members and their activation codes, contact tickets, and the write rate
 * limit's counts.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../dialect.ts';
import { flag, identity, key, required, withoutRowid } from '../columns.ts';

export async function createMemberTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', key)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn(...flag('corporate'))
    .addColumn('password_hash', 'text')
    .addColumn('password_updated_at', 'text')
    .execute();
  // One member per e-mail address whatever its case; lookups compare lower(email) too.
  await db.schema
    .createIndex('members_by_email')
    .on('members')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex('members_by_phone').on('members').column('phone').execute();

  await db.schema
    .createTable('activation_codes')
    .addColumn('code', 'text', key)
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose IN ('reset', 'set', 'setCorporate')`),
    )
    .addColumn('expires_at', 'text', required)
    .addColumn('used_at', 'text')
    .execute();

  // A replayed ticket (the offline queue retrying) is found by its idempotency key.
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('type', 'text', required)
    .addColumn('first_name', 'text', required)
    .addColumn('last_name', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('message', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();

  // The write rate limit's counts, one row per route and client: the start of its current window
  // (epoch milliseconds) and the writes counted in it (server/lib/rate-limit-store.ts). Used on
  // PostgreSQL, where every instance must count one client's writes together; a SQLite server is
  // one machine, whose supervisor counts in memory.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', key)
    .addColumn('window_start', 'bigint', required)
    .addColumn('count', 'integer', required)
    .$call(withoutRowid(dialect))
    .execute();
  await db.schema
    .createIndex('rate_limits_by_window')
    .on('rate_limits')
    .column('window_start')
    .execute();
}
