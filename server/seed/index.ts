/**
 * Writes a generated complex (`SeedData`), or a test's smaller one (`SeedInput`: a list of
 * ./lists.ts left out is an empty table), into an empty, migrated database (SQLite or PostgreSQL)
 * in one transaction.
 * Artwork SVGs go to the `media` table and rows keep the URL that serves them
 * (`/media/{kind}/{id}.svg`), so payloads carry ordinary image URLs.
 */
import type { Db } from '../db/database.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { insertLists, type SeedInput } from './data.ts';
import { insertCms } from './insert/cms.ts';
import { insertInformation, insertMembers } from './insert/information.ts';
import { insertMerchants } from './insert/merchants.ts';
import { insertRooms } from './insert/rooms.ts';
import { SeedRows, seedTable, writeSeedRows } from './insert/support.ts';
import { continueIdsAfterSeed, writeTransaction } from '../db/store.ts';
import { noteDataChanged } from '../db/data-version.ts';

export interface SeedDatabaseOptions {
  /** The complex to insert: a generated one, or a test's (its lists left out are empty). */
  data: SeedInput;
  /** Seed number it was generated from (recorded for `isSeeded` and diagnostics). */
  seed: number;
  /** Seeding instant. */
  now: Date;
}

/** True once a complex has been written to this database. */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('seed_info').select('id').where('id', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes the complex in one write transaction: every row is described first (a bad seed throws
 * before anything is written), then inserted; a database seeded meanwhile by another instance
 * makes the transaction fail on `seed_info`'s key instead of seeding twice.
 */
export async function seedDatabase(
  db: Db,
  { data, seed, now }: SeedDatabaseOptions,
): Promise<void> {
  const rows = new SeedRows();
  seedTable(rows, 'seed_info', [{ id: 1, seed, seededAt: now.toISOString() }]);
  const stored = new Map<string, { kind: string; id: string; svg: string }>();
  const media = (kind: string, id: string, svg: string): string => {
    const key = `${kind}/${id}`;
    if (!stored.has(key)) stored.set(key, { kind, id, svg });
    return mediaUrl(kind, id);
  };

  seedTable(rows, 'sub_categories', data.subCategories);
  insertMerchants(rows, data, media);
  insertInformation(rows, data);
  insertMembers(rows, data);
  insertRooms(rows, data, media);
  insertCms(rows, data, media);
  insertLists(rows, data, media);
  seedTable(rows, 'media', [...stored.values()]);

  await writeTransaction(db, async (trx) => {
    if (await isSeeded(trx)) throw new Error('The database is already seeded');
    await writeSeedRows(trx, rows);
    await continueIdsAfterSeed(trx, 'bookings');
  });
  noteDataChanged();
}
