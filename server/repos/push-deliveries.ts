/**
 * The push scheduler's queue (server/push/scheduler.ts), held in the database so that every
 * instance and every restart agrees on it:
 *
 * - a due notification is recorded once (push_items' key) and, in the same transaction, one
 *   delivery row is queued per subscriber of its topic; an instance that finds it recorded queues
 *   nothing, so each subscriber gets one row per item (UNIQUE (subscription_id, item_key));
 * - a delivery is claimed with an update only one instance can win (`pending` and due, or
 *   `sending` past its lease: the instance that held it stopped mid-send) and its lease written in
 *   `next_attempt_at`; its outcome is written only while that lease is still the claimer's;
 * - a subscription's daily count is taken with one conditional update, so instances sending to
 *   one subscriber at once cannot pass the daily limit together.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Tables } from '../db/tables.gen.ts';
import type { Db } from '../db/database.ts';
import { isPostgres, writeTransaction } from '../db/store.ts';
import type { DueNotification } from '../push/due-notifications.ts';
import { TOPIC_COLUMNS } from './push-subscriptions.ts';

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  /** The claimer's lease: its outcome is written only while this is still the row's. */
  lease: string;
  counted: boolean;
  subscription: {
    id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    origin: string;
    language: 'en' | 'ch';
  };
  item: {
    key: string;
    path: string;
    title: string;
    body: string;
    notifyAt: string;
    expiresAt: string;
  };
}

/** A bound text parameter in a select list (PostgreSQL cannot infer a bare parameter's type there). */
const text = (value: string) => sql<string>`CAST(${value} AS TEXT)`;

/** The keys among `keys` already recorded (by this instance or another). */
export async function recordedItems(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('push_items')
    .select('key')
    .where('key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.key));
}

/**
 * Records `item` and queues its deliveries: to each subscriber of its topic who subscribed by the
 * time it was due. Returns how many were queued, or undefined when it was recorded already.
 */
export async function enqueueNotification(
  db: Db,
  item: DueNotification,
  now: Date,
): Promise<number | undefined> {
  const at = now.toISOString();
  return writeTransaction(db, async (trx) => {
    const recorded = await trx
      .insertInto('push_items')
      .values({
        key: item.key,
        topic: item.topic,
        path: item.path,
        title_en: item.texts.en.title,
        body_en: item.texts.en.body,
        title_ch: item.texts.ch.title,
        body_ch: item.texts.ch.body,
        notify_at: item.notifyAt,
        expires_at: item.expiresAt,
        created_at: at,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!recorded) return undefined;
    const topic = TOPIC_COLUMNS[item.topic];
    const queued = await trx
      .insertInto('push_deliveries')
      .columns([
        'subscription_id',
        'item_key',
        'status',
        'attempts',
        'next_attempt_at',
        'counted',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('push_subscriptions')
          .select([
            'id',
            text(item.key).as('item_key'),
            sql.lit('pending').as('status'),
            sql.lit(0).as('attempts'),
            text(at).as('next_attempt_at'),
            sql.lit(0).as('counted'),
            text(at).as('created_at'),
          ])
          .where(topic, '=', 1)
          .where('created_at', '<=', item.notifyAt),
      )
      .onConflict((conflict) => conflict.columns(['subscription_id', 'item_key']).doNothing())
      .executeTakeFirst();
    return Number(queued.numInsertedOrUpdatedRows ?? 0);
  });
}

/** Pending and due, or held past its lease. */
const due = (now: string) => (eb: ExpressionBuilder<Tables, 'push_deliveries'>) =>
  eb.and([eb('status', 'in', ['pending', 'sending']), eb('next_attempt_at', '<=', now)]);

/**
 * Claims up to `limit` due deliveries for `leaseMs`. Of instances claiming at once, each row goes
 * to one: PostgreSQL's claimers skip rows another is taking (SKIP LOCKED) and re-check the
 * condition on a row that changed meanwhile; SQLite runs one write at a time.
 */
export async function claimDeliveries(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  let candidates = db
    .selectFrom('push_deliveries')
    .select('id')
    .where(due(at))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) candidates = candidates.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('push_deliveries')
    .set((eb) => ({
      status: 'sending',
      next_attempt_at: lease,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', candidates)
    .where(due(at))
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('push_deliveries as d')
    .innerJoin('push_subscriptions as s', 's.id', 'd.subscription_id')
    .innerJoin('push_items as i', 'i.key', 'd.item_key')
    .select([
      'd.id',
      'd.attempts',
      'd.counted',
      's.id as subscriptionId',
      's.endpoint',
      's.p256dh',
      's.auth',
      's.origin',
      's.language',
      'i.key',
      'i.path',
      'i.title_en',
      'i.body_en',
      'i.title_ch',
      'i.body_ch',
      'i.notify_at',
      'i.expires_at',
    ])
    .where(
      'd.id',
      'in',
      claimed.map((row) => row.id),
    )
    .where('d.next_attempt_at', '=', lease)
    .orderBy('d.id')
    .execute();
  return rows.map((row) => {
    const chinese = row.language === 'ch';
    return {
      id: row.id,
      attempts: row.attempts,
      lease,
      counted: row.counted === 1,
      subscription: {
        id: row.subscriptionId,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        origin: row.origin,
        language: chinese ? 'ch' : 'en',
      },
      item: {
        key: row.key,
        path: row.path,
        title: chinese ? row.title_ch : row.title_en,
        body: chinese ? row.body_ch : row.body_en,
        notifyAt: row.notify_at,
        expiresAt: row.expires_at,
      },
    };
  });
}

/**
 * Takes one of each subscription's notifications of `day` for each of `deliveries`, once: the
 * deliveries whose subscription has had `limit` that day already are left out of the answer. One
 * transaction for all of them (one disk sync on SQLite), subscriptions in id order (instances
 * taking slots of the same subscriptions at once wait for each other instead of deadlocking).
 */
export async function takeDailySlots(
  db: Db,
  deliveries: readonly ClaimedDelivery[],
  day: string,
  limit: number,
): Promise<Set<number>> {
  if (deliveries.length === 0) return new Set();
  const ordered = [...deliveries].sort(
    (a, b) => a.subscription.id - b.subscription.id || a.id - b.id,
  );
  return writeTransaction(db, async (trx) => {
    const granted = new Set<number>();
    for (const delivery of ordered) {
      const taken = await trx
        .updateTable('push_subscriptions')
        .set((eb) => ({
          sent_count: eb
            .case()
            .when('sent_day', '=', day)
            .then(eb('sent_count', '+', 1))
            .else(1)
            .end(),
          sent_day: day,
        }))
        .where('id', '=', delivery.subscription.id)
        .where((eb) =>
          eb.or([
            eb('sent_day', 'is', null),
            eb('sent_day', '<>', day),
            eb('sent_count', '<', limit),
          ]),
        )
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) > 0) granted.add(delivery.id);
    }
    if (granted.size > 0)
      await trx
        .updateTable('push_deliveries')
        .set({ counted: 1 })
        .where('id', 'in', [...granted])
        .execute();
    return granted;
  });
}

export type Settlement =
  | {
      delivery: ClaimedDelivery;
      status: 'sent' | 'failed' | 'skipped';
      httpStatus?: number | undefined;
    }
  | {
      delivery: ClaimedDelivery;
      status: 'pending';
      httpStatus?: number | undefined;
      retryAt: Date;
    };

/**
 * Writes the outcomes of claimed deliveries, in one transaction; each only while its claim is
 * still its claimer's (a claim that outlived its lease may have been taken over).
 */
export async function settleDeliveries(
  db: Db,
  settlements: readonly Settlement[],
  now: Date,
): Promise<void> {
  if (settlements.length === 0) return;
  const at = now.toISOString();
  const ordered = [...settlements].sort((a, b) => a.delivery.id - b.delivery.id);
  await writeTransaction(db, async (trx) => {
    for (const settlement of ordered) {
      await trx
        .updateTable('push_deliveries')
        .set({
          status: settlement.status,
          last_status: settlement.httpStatus ?? null,
          next_attempt_at: settlement.status === 'pending' ? settlement.retryAt.toISOString() : at,
          ...(settlement.status === 'sent' && { sent_at: at }),
        })
        .where('id', '=', settlement.delivery.id)
        .where('status', '=', 'sending')
        .where('next_attempt_at', '=', settlement.delivery.lease)
        .execute();
    }
  });
}

/** Forgets items (and their deliveries) that ended before `before`: they are never due again. */
export async function pruneNotifications(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('push_items').where('expires_at', '<', before.toISOString()).execute();
}

/** Deliveries by status, for reports and tests. */
export async function deliveryCounts(db: Db): Promise<Record<DeliveryStatus, number>> {
  const rows = await db
    .selectFrom('push_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<DeliveryStatus, number> = {
    pending: 0,
    sending: 0,
    sent: 0,
    failed: 0,
    skipped: 0,
  };
  for (const row of rows) counts[row.status as DeliveryStatus] = Number(row.count);
  return counts;
}
