/**
 * Writes a generated complex (`SeedData`) into an empty, migrated database in one transaction.
 * Artwork SVGs go to the `media` table and rows keep the URL that serves them
 * (`/media/{kind}/{id}.svg`), so payloads carry ordinary image URLs.
 */
import type { Db } from '../db/database.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { SeedData } from './types.ts';
import { insertCms } from './insert/cms.ts';
import { insertHappenings } from './insert/happenings.ts';
import { insertInformation, insertMembers } from './insert/information.ts';
import { insertMerchants } from './insert/merchants.ts';
import { insertRooms } from './insert/rooms.ts';
import { inserter } from './insert/support.ts';

export interface SeedDatabaseOptions {
  /** The generated complex to insert. */
  data: SeedData;
  /** Seed number it was generated from (recorded for `isSeeded` and diagnostics). */
  seed: number;
  /** Seeding instant. */
  now: Date;
}

/** True once a complex has been written to this database. */
export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM seed_info WHERE id = 1').get() !== undefined;
}

export function seedDatabase(db: Db, { data, seed, now }: SeedDatabaseOptions): void {
  const insertMedia = db.prepare('INSERT OR REPLACE INTO media (kind, id, svg) VALUES (?, ?, ?)');
  const media = (kind: string, id: string, svg: string): string => {
    insertMedia.run(kind, id, svg);
    return mediaUrl(kind, id);
  };

  db.transaction(() => {
    if (isSeeded(db)) throw new Error('The database is already seeded');
    db.prepare('INSERT INTO seed_info (id, seed, seeded_at) VALUES (1, ?, ?)').run(
      seed,
      now.toISOString(),
    );

    const subCategory = inserter(db, 'sub_categories', ['id', 'category_id', 'name', 'name_zh']);
    for (const s of data.subCategories)
      subCategory.run({ id: s.id, category_id: s.categoryId, name: s.name, name_zh: s.nameZh });

    insertMerchants(db, data, media);
    insertHappenings(db, data, media);
    insertInformation(db, data);
    insertMembers(db, data);
    insertRooms(db, data, media);
    insertCms(db, data, media);
  })();
}
