/** `GET /api/content/` and `GET /api/pageBuilder/detail/`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../tests/helpers/test-app.ts';
import { get } from '../../../tests/support/server/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const now = TEST_NOW.toISOString();

describe('content', () => {
  it('defaults to the current home banners by sort order', async () => {
    const response = await get(t.app, '/api/content/');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe(0);
    const items = response.body.data as Row[];
    const expected = Number(
      t.db
        .prepare(
          "SELECT COUNT(*) FROM content_items WHERE type = 'home-banner' AND start_date <= ? AND end_date >= ?",
        )
        .pluck()
        .get(now, now),
    );
    expect(items).toHaveLength(expected);
    expect(items.length).toBeGreaterThan(0);
    const orders = items.map((i) => Number(i.sortOrder));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const item of items) {
      expect(item.type).toBe('home-banner');
      expect(String(item.startDate) <= now && String(item.endDate) >= now).toBe(true);
      expect(item.imageUrl).toMatch(/^\/media\/content\/C\d+\.svg$/);
      for (const key of [
        'id',
        'title',
        'titleZh',
        'subtitle',
        'subtitleZh',
        'imageAlt',
        'imageAltZh',
        'linkUrl',
      ])
        expect(item).toHaveProperty(key);
    }
    expect((await get(t.app, '/api/content/?type=home-banner')).body).toEqual(response.body);
  });

  it('answers an unknown type with an empty list', async () => {
    expect((await get(t.app, '/api/content/?type=no-such-type')).body).toEqual({
      status: 0,
      data: [],
    });
  });

  it.each([['?type=Home Banner'], ['?type=' + 'a'.repeat(51)], ['?type=']])(
    'refuses the type %s',
    async (query) => {
      const response = await get(t.app, `/api/content/${query.replace(' ', '%20')}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        status: 1,
        message: 'type must be a content type slug such as home-banner',
      });
    },
  );
});

describe('pageBuilder', () => {
  it('answers a page with its blocks and image URLs', async () => {
    const slug = t.db
      .prepare('SELECT slug FROM pages ORDER BY slug LIMIT 1')
      .pluck()
      .get() as string;
    const response = await get(t.app, `/api/pageBuilder/detail/?slug=${slug}`);
    expect(response.status).toBe(200);
    const page = response.body.data as Row & { blocks: Row[] };
    expect(page).toMatchObject({
      slug,
      title: expect.any(String),
      titleZh: expect.any(String),
      layout: expect.stringMatching(/^(default|attraction)$/),
    });
    expect(JSON.stringify(page.blocks)).not.toContain('<svg');
    for (const block of page.blocks)
      expect(['banner', 'columns', 'carousel', 'richText']).toContain(block.type);
  });

  it('serves a page for every menu path of the spec', async () => {
    for (const slug of [
      'about_us',
      'tourist_privileges_eng',
      'tourist_privileges_chinese',
      'parking',
      'attractions',
    ]) {
      const exists = t.db.prepare('SELECT 1 FROM pages WHERE slug = ?').get(slug);
      if (exists)
        expect((await get(t.app, `/api/pageBuilder/detail/?slug=${slug}`)).status).toBe(200);
    }
  });

  it('answers an unknown slug with a 404', async () => {
    const response = await get(t.app, '/api/pageBuilder/detail/?slug=no_such_page');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 1, message: 'No page with slug no_such_page' });
  });

  it.each([
    ['', 'slug is required'],
    ['?slug=../etc', 'slug must be a page slug such as about_us'],
  ])('refuses the query "%s"', async (query, message) => {
    const response = await get(t.app, `/api/pageBuilder/detail/${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
