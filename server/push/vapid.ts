/**
 * The site's VAPID key pair (RFC 8292): from the environment when it gives one, else generated on
 * the first start and kept in the database, so that every instance signs with the key browsers
 * subscribed with and a restart keeps it. Several instances starting together on one PostgreSQL:
 * each inserts if none is there and then reads, so all of them read the one that was stored first.
 */
import webpush from 'web-push';
import type { Db } from '../db/database.ts';
import type { VapidKeys } from './config.ts';

async function storedKeys(db: Db): Promise<VapidKeys | undefined> {
  const row = await db
    .selectFrom('push_vapid_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}

/** The key pair to sign with: `configured` (the environment's), or the database's. */
export async function loadVapidKeys(
  db: Db,
  configured: VapidKeys | null,
  now: Date,
): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await storedKeys(db);
  if (stored) return stored;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insertInto('push_vapid_keys')
    .values({
      id: 1,
      public_key: generated.publicKey,
      private_key: generated.privateKey,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const kept = await storedKeys(db);
  if (!kept) throw new Error('The VAPID key pair could not be stored');
  return kept;
}
