/** Writing the generated complex into the database. */
import { describe, expect, it } from 'vitest';
import { openDatabase, sqliteStore } from '../db/database.ts';
import { fixtureSeed, TEST_NOW } from '../../tests/support/server/fixture-seed.ts';
import { generateSeed } from './generate.ts';
import { isSeeded, seedDatabase } from './index.ts';

describe('seedDatabase', () => {
  it('writes every part of the generated complex', async () => {
    const data = generateSeed({ seed: 7, now: TEST_NOW });
    const db = await openDatabase(':memory:');
    const store = sqliteStore(db);
    try {
      expect(await isSeeded(store)).toBe(false);
      await seedDatabase(store, { data, seed: 7, now: TEST_NOW });
      expect(await isSeeded(store)).toBe(true);
      const count = (table: string) =>
        Number(db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());
      expect(count('merchants')).toBe(data.merchants.length);
      expect(count('merchant_sub_categories')).toBe(
        data.merchants.reduce((n, m) => n + m.subCategoryIds.length, 0),
      );
      expect(count('events')).toBe(data.events.length);
      expect(count('promotions')).toBe(data.promotions.length);
      expect(count('flash_sales')).toBe(data.flashSales.length);
      expect(count('rewards')).toBe(data.rewards.length);
      expect(count('deals')).toBe(data.deals.length);
      expect(count('faqs')).toBe(data.faqs.length);
      expect(count('members')).toBe(data.members.length);
      expect(count('activation_codes')).toBe(
        data.members.reduce((n, m) => n + m.activationCodes.length, 0),
      );
      expect(count('rooms')).toBe(data.rooms.length);
      expect(count('bookings')).toBe(data.bookings.length);
      expect(count('content_items')).toBe(data.content.length);
      expect(count('pages')).toBe(data.pages.length);
      expect(count('contact_types')).toBe(data.contactDetails.contactTypes.length);
      expect(db.prepare('SELECT seed FROM seed_info').pluck().get()).toBe(7);
      // No password is stored in clear: members start without one.
      expect(count('members WHERE password_hash IS NOT NULL')).toBe(0);
    } finally {
      db.close();
    }
  });

  it('stores artwork once in media and points rows at it', async () => {
    const db = await openDatabase(':memory:');
    const store = sqliteStore(db);
    try {
      await seedDatabase(store, { data: fixtureSeed(), seed: 1, now: TEST_NOW });
      const logo = db.prepare("SELECT logo_url FROM merchants WHERE code = 'M0001'").pluck().get();
      expect(logo).toBe('/media/merchants/M0001-logo.svg');
      expect(
        db
          .prepare("SELECT svg FROM media WHERE kind = 'merchants' AND id = 'M0001-logo'")
          .pluck()
          .get(),
      ).toMatch(/^<svg/);
      const blocks = JSON.parse(
        db.prepare("SELECT blocks FROM pages WHERE slug = 'about_us'").pluck().get() as string,
      ) as Record<string, unknown>[];
      expect(blocks[0]).toMatchObject({ type: 'banner', imageUrl: '/media/pages/about_us-1.svg' });
      expect(JSON.stringify(blocks)).not.toContain('imageSvg');
    } finally {
      db.close();
    }
  });

  it('seeds a list it is not given as an empty table', async () => {
    const db = await openDatabase(':memory:');
    const store = sqliteStore(db);
    try {
      const { faqs, events, ...data } = fixtureSeed();
      expect([faqs?.length, events?.length]).not.toContain(0);
      await seedDatabase(store, { data, seed: 1, now: TEST_NOW });
      const count = (table: string) =>
        Number(db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());
      expect([count('faqs'), count('events')]).toEqual([0, 0]);
      expect(count('promotions')).toBe(data.promotions?.length);
      expect(count("media WHERE kind = 'events'")).toBe(0);
    } finally {
      db.close();
    }
  });

  it('writes all or nothing', async () => {
    const db = await openDatabase(':memory:');
    const store = sqliteStore(db);
    try {
      const data = fixtureSeed();
      data.bookings.push({ ...data.bookings[0]!, reference: 'BK-BROKEN', roomId: 999 });
      await expect(seedDatabase(store, { data, seed: 1, now: TEST_NOW })).rejects.toThrow(
        /unknown room/,
      );
      expect(await isSeeded(store)).toBe(false);
      expect(db.prepare('SELECT COUNT(*) FROM merchants').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });

  it('refuses to seed twice', async () => {
    const db = await openDatabase(':memory:');
    const store = sqliteStore(db);
    try {
      await seedDatabase(store, { data: fixtureSeed(), seed: 1, now: TEST_NOW });
      await expect(
        seedDatabase(store, { data: fixtureSeed(), seed: 1, now: TEST_NOW }),
      ).rejects.toThrow(/already seeded/);
    } finally {
      db.close();
    }
  });
});
