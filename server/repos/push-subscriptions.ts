/**
 * Browsers' push subscriptions (docs/api.md "Push notifications"). A subscription is found by its
 * endpoint and is the caller's only when the caller also knows its `auth` secret, compared in
 * constant time: the endpoint alone proves nothing (a push service's URL is not a secret).
 */
import { sql } from 'kysely';
import { timingSafeEqual } from 'node:crypto';
import type { Language } from '../../src/shared/language.ts';
import type { PushTopic } from '../../src/shared/push-topics.ts';
import type { Db, Row } from '../db/database.ts';
import { isConstraintViolation, isPostgres, writeTransaction } from '../db/store.ts';

/** Each topic's flag column. */
export const TOPIC_COLUMNS = {
  'flash-sales': 'topic_flash_sales',
  events: 'topic_events',
  'members-days': 'topic_members_days',
} as const satisfies Record<PushTopic, keyof Row<'push_subscriptions'>>;

export interface PushSettings {
  topics: PushTopic[];
  language: Language;
}

export interface NewSubscription extends PushSettings {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The origin the browser subscribed on (its notifications' links). */
  origin: string;
  /** A hash of the client's address (the per-client cap). */
  clientKey: string;
}

export type SaveResult =
  | { kind: 'created' | 'updated'; settings: PushSettings }
  /** The endpoint is stored with other keys: not the caller's to change. */
  | { kind: 'taken' }
  /** The client address holds as many subscriptions as it may. */
  | { kind: 'over-cap' };

type SubscriptionRow = Row<'push_subscriptions'>;

const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function settingsOf(row: SubscriptionRow): PushSettings {
  return {
    topics: (Object.keys(TOPIC_COLUMNS) as PushTopic[]).filter(
      (topic) => row[TOPIC_COLUMNS[topic]] === 1,
    ),
    language: row.language === 'ch' ? 'ch' : 'en',
  };
}

function topicFlags(topics: readonly PushTopic[]) {
  return {
    topic_flash_sales: topics.includes('flash-sales') ? 1 : 0,
    topic_events: topics.includes('events') ? 1 : 0,
    topic_members_days: topics.includes('members-days') ? 1 : 0,
  };
}

async function byEndpoint(db: Db, endpoint: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
}

/** The subscription at `endpoint`, when `auth` is its secret. */
export async function findOwnedSubscription(
  db: Db,
  endpoint: string,
  auth: string,
): Promise<(PushSettings & { id: number }) | undefined> {
  const row = await byEndpoint(db, endpoint);
  if (!row || !sameSecret(row.auth, auth)) return undefined;
  return { id: row.id, ...settingsOf(row) };
}

async function saveOnce(
  db: Db,
  subscription: NewSubscription,
  maxPerClient: number,
  now: Date,
): Promise<SaveResult> {
  return writeTransaction(db, async (trx) => {
    // On PostgreSQL two subscribes from one client on two instances would both count below the
    // cap: one at a time per client. SQLite's write transaction already holds the whole file.
    if (isPostgres(trx))
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`push:${subscription.clientKey}`}))`.execute(
        trx,
      );
    const settings = { topics: subscription.topics, language: subscription.language };
    const existing = await byEndpoint(trx, subscription.endpoint);
    if (existing) {
      if (!sameSecret(existing.auth, subscription.auth) || existing.p256dh !== subscription.p256dh)
        return { kind: 'taken' };
      await trx
        .updateTable('push_subscriptions')
        .set({
          ...topicFlags(subscription.topics),
          language: subscription.language,
          origin: subscription.origin,
          updated_at: now.toISOString(),
        })
        .where('id', '=', existing.id)
        .execute();
      return { kind: 'updated', settings };
    }
    const { held } = await trx
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('held'))
      .where('client_key', '=', subscription.clientKey)
      .executeTakeFirstOrThrow();
    if (Number(held) >= maxPerClient) return { kind: 'over-cap' };
    await trx
      .insertInto('push_subscriptions')
      .values({
        endpoint: subscription.endpoint,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        origin: subscription.origin,
        language: subscription.language,
        ...topicFlags(subscription.topics),
        client_key: subscription.clientKey,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        sent_count: 0,
      })
      .execute();
    return { kind: 'created', settings };
  });
}

/**
 * Stores a subscription, or changes the topics and language of the same one (endpoint and keys)
 * sent again. Two browsers cannot share an endpoint; two instances given the same new one at once
 * store it once, and the one that loses the race finds it stored.
 */
export async function saveSubscription(
  db: Db,
  subscription: NewSubscription,
  maxPerClient: number,
  now: Date,
): Promise<SaveResult> {
  try {
    return await saveOnce(db, subscription, maxPerClient, now);
  } catch (error) {
    if (!isConstraintViolation(error, 'endpoint')) throw error;
    return saveOnce(db, subscription, maxPerClient, now);
  }
}

/** Changes the owned subscription's topics and language; undefined when the caller owns none. */
export async function updateOwnedSubscription(
  db: Db,
  owner: { endpoint: string; auth: string },
  settings: PushSettings,
  now: Date,
): Promise<PushSettings | undefined> {
  const owned = await findOwnedSubscription(db, owner.endpoint, owner.auth);
  if (!owned) return undefined;
  await db
    .updateTable('push_subscriptions')
    .set({
      ...topicFlags(settings.topics),
      language: settings.language,
      updated_at: now.toISOString(),
    })
    .where('id', '=', owned.id)
    .execute();
  return settings;
}

/** Removes the owned subscription (its deliveries go with it); false when the caller owns none. */
export async function deleteOwnedSubscription(
  db: Db,
  owner: { endpoint: string; auth: string },
): Promise<boolean> {
  const owned = await findOwnedSubscription(db, owner.endpoint, owner.auth);
  if (!owned) return false;
  await deleteSubscription(db, owned.id);
  return true;
}

/** Removes a subscription the push service says is gone, or one that now points inward. */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
