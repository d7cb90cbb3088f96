/**
 * Web push (docs/api.md "Push notifications", server/push): the site's VAPID key pair when the
 * environment gives none, the browsers' subscriptions, the notifications due, and one delivery row
 * per subscription and notification. The delivery's UNIQUE (subscription, item) key is what makes a
 * notification go once to each subscriber, whichever instance sends it and however often a
 * scheduler restarts: instances claim rows with an update only one of them can win.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { flag, identity, key, required } from './columns.ts';

/** `id = 1`: a table of one row. */
const singleton = (column: ColumnDefinitionBuilder) => key(column).check(sql`id = 1`);

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);

  // Written once, by whichever instance starts first (INSERT ... ON CONFLICT DO NOTHING, then
  // read): every instance signs with the same key, the one the browsers subscribed with.
  await db.schema
    .createTable('push_vapid_keys')
    .addColumn('id', 'integer', singleton)
    .addColumn('public_key', 'text', required)
    .addColumn('private_key', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', required)
    .addColumn('auth', 'text', required)
    // The origin the browser subscribed on: where a notification's links lead.
    .addColumn('origin', 'text', required)
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language IN ('en', 'ch')`))
    .addColumn(...flag('topic_flash_sales'))
    .addColumn(...flag('topic_events'))
    .addColumn(...flag('topic_members_days'))
    // A hash of the client address it came from: subscriptions per client are capped.
    .addColumn('client_key', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    // The Singapore day of its last notification and how many it was sent that day (the cap).
    .addColumn('sent_day', 'text')
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('push_subscriptions_by_client')
    .on('push_subscriptions')
    .column('client_key')
    .execute();

  // A notification due (a flash sale started, an event opened, a members' day began), in both
  // languages, written once by the instance that finds it first.
  await db.schema
    .createTable('push_items')
    .addColumn('key', 'text', key)
    .addColumn('topic', 'text', (c) =>
      c.notNull().check(sql`topic IN ('flash-sales', 'events', 'members-days')`),
    )
    .addColumn('path', 'text', required)
    .addColumn('title_en', 'text', required)
    .addColumn('body_en', 'text', required)
    .addColumn('title_ch', 'text', required)
    .addColumn('body_ch', 'text', required)
    .addColumn('notify_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();

  await db.schema
    .createTable('push_deliveries')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('item_key', 'text', (c) =>
      c.notNull().references('push_items.key').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('pending', 'sending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // `pending`: when to try (again). `sending`: until when the instance that claimed it holds it;
    // past that it stopped mid-send, and the row is due again.
    .addColumn('next_attempt_at', 'text', required)
    // Whether it has taken its place in the subscription's daily count.
    .addColumn(...flag('counted'))
    .addColumn('last_status', 'integer')
    .addColumn('created_at', 'text', required)
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('push_deliveries_once', ['subscription_id', 'item_key'])
    .execute();
  await db.schema
    .createIndex('push_deliveries_due')
    .on('push_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
}
