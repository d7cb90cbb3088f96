/**
 * Live parking (server/parking/): the feed's last reading, kept where every serving process and
 * instance reads it (`parking_feed`, one row per source, whose `asked_at` is also the once-a-minute
 * turn to ask the feed), and the complex's readings every five minutes for eight weeks
 * (`parking_readings`), from which the trend and the typical day are worked out. Instants are
 * epoch milliseconds (bigint), as the rate limit's windows are.
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { jsonDocument, key, required, withoutRowid } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('parking_feed')
    // `datamall` or `simulation`: a reading of one is never served as the other's.
    .addColumn('source', 'text', key)
    // When a process last took its turn to ask the feed, answered or not.
    .addColumn('asked_at', 'bigint', required)
    // When the kept reading was current; null before the first.
    .addColumn('read_at', 'bigint')
    // The kept reading: the records of the developments shown (server/parking/feed-records.ts).
    .addColumn(...jsonDocument(dialect, 'records', '[]'))
    // Why the last ask failed (`refused`, `failed`, `garbage`, `timeout`); null after a success.
    .addColumn('failure', 'text')
    .execute();

  await db.schema
    .createTable('parking_readings')
    .addColumn('source', 'text', required)
    .addColumn('development', 'text', required)
    .addColumn('lot_type', 'text', (column) => column.notNull().check(sql`lot_type IN ('C', 'Y')`))
    .addColumn('read_at', 'bigint', required)
    .addColumn('lots', 'integer', (column) => column.notNull().check(sql`lots >= 0`))
    .addPrimaryKeyConstraint('parking_readings_pkey', [
      'source',
      'development',
      'lot_type',
      'read_at',
    ])
    .$call(withoutRowid(dialect))
    .execute();
  // Readings past their eight weeks are deleted by time, at each store (server/parking/history.ts).
  await db.schema
    .createIndex('parking_readings_by_time')
    .on('parking_readings')
    .column('read_at')
    .execute();
}
