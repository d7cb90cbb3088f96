/** `/v1/global-search`: what it matches, how it counts, what it refuses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../tests/helpers/test-app.ts';
import { BI, postJson, postParams } from '../../../tests/support/server/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
interface SearchBody {
  Status: number;
  Result: { Stores: Row[]; Promotions: Row[]; Events: Row[]; Pages: Row[] };
  RecordCount: { Stores: number; Promotions: number; Events: number; Pages: number };
}

async function search(query: string): Promise<SearchBody> {
  const response = await postJson(t.app, `${BI}/v1/global-search`, { QuerySearch: query });
  expect(response.status).toBe(200);
  return response.body as unknown as SearchBody;
}

const listed = () =>
  t.db
    .prepare(
      'SELECT code, name, name_zh, unit_number FROM merchants WHERE is_active = 1 AND hide_from_directory = 0 ORDER BY id LIMIT 1',
    )
    .get() as {
    code: string;
    name: string;
    name_zh: string;
    unit_number: string;
  };
const codes = (body: SearchBody) => body.Result.Stores.map((s) => s.MerchantCode);

describe('stores', () => {
  it.each([
    ['the name in upper case', (m: ReturnType<typeof listed>) => m.name.toUpperCase()],
    [
      'part of the name in lower case',
      (m: ReturnType<typeof listed>) => m.name.slice(1, 6).toLowerCase(),
    ],
    ['the Chinese name', (m: ReturnType<typeof listed>) => m.name_zh],
    ['the unit number with #', (m: ReturnType<typeof listed>) => m.unit_number],
    ['the unit number without #', (m: ReturnType<typeof listed>) => m.unit_number.slice(1)],
    ['the name padded with spaces', (m: ReturnType<typeof listed>) => `   ${m.name}  `],
  ])('match by %s', async (_label, query) => {
    const merchant = listed();
    expect(codes(await search(query(merchant)))).toContain(merchant.code);
  });

  it('match by sub-category name', async () => {
    const row = t.db
      .prepare(
        `SELECT s.name, m.code FROM merchant_sub_categories ms JOIN sub_categories s ON s.id = ms.sub_category_id
         JOIN merchants m ON m.id = ms.merchant_id WHERE m.is_active = 1 AND m.hide_from_directory = 0 ORDER BY m.name COLLATE NOCASE LIMIT 1`,
      )
      .get() as { name: string; code: string };
    const body = await search(row.name.toLowerCase());
    expect(codes(body)).toContain(row.code);
  });

  it('never include hidden merchants', async () => {
    const scratch = await createTestApp();
    try {
      const merchant = listed();
      scratch.db
        .prepare('UPDATE merchants SET hide_from_directory = 1 WHERE code = ?')
        .run(merchant.code);
      const response = await postJson(scratch.app, `${BI}/v1/global-search`, {
        QuerySearch: merchant.name,
      });
      expect(
        (response.body as unknown as SearchBody).Result.Stores.map((s) => s.MerchantCode),
      ).not.toContain(merchant.code);
    } finally {
      await scratch.close();
    }
  });

  it('treat LIKE wildcards as plain characters', async () => {
    expect((await search('%')).RecordCount.Stores).toBe(0);
    expect((await search('_')).RecordCount.Stores).toBe(0);
  });
});

describe('promotions, events and pages', () => {
  it('match current promotion and event titles in English and Chinese', async () => {
    const promotion = t.db
      .prepare('SELECT id, title, title_zh FROM promotions WHERE end_date >= ? ORDER BY id LIMIT 1')
      .get(TEST_NOW.toISOString()) as { id: number; title: string; title_zh: string };
    const event = t.db
      .prepare('SELECT id, title, title_zh FROM events WHERE end_date >= ? ORDER BY id LIMIT 1')
      .get(TEST_NOW.toISOString()) as { id: number; title: string; title_zh: string };
    for (const query of [promotion.title.toLowerCase(), promotion.title_zh]) {
      expect((await search(query)).Result.Promotions.map((p) => p.HappeningID)).toContain(
        String(promotion.id),
      );
    }
    for (const query of [event.title.toUpperCase(), event.title_zh]) {
      expect((await search(query)).Result.Events.map((e) => e.EventID)).toContain(String(event.id));
    }
  });

  it('leave out ended promotions', async () => {
    const ended = t.db
      .prepare('SELECT title FROM promotions WHERE end_date < ? LIMIT 1')
      .pluck()
      .get(TEST_NOW.toISOString()) as string | undefined;
    if (!ended) return;
    const current = t.db
      .prepare('SELECT COUNT(*) FROM promotions WHERE end_date >= ? AND title = ?')
      .pluck()
      .get(TEST_NOW.toISOString(), ended);
    expect((await search(ended)).Result.Promotions.filter((p) => p.Title === ended)).toHaveLength(
      Number(current),
    );
  });

  it('match page titles and send an excerpt', async () => {
    const page = t.db.prepare("SELECT slug, title FROM pages WHERE slug = 'about_us'").get() as
      { slug: string; title: string } | undefined;
    const chosen =
      page ??
      (t.db.prepare('SELECT slug, title FROM pages LIMIT 1').get() as {
        slug: string;
        title: string;
      });
    const body = await search(chosen.title);
    const hit = body.Result.Pages.find((p) => p.Slug === chosen.slug);
    expect(hit).toMatchObject({
      Title: chosen.title,
      BiTitle: expect.any(String),
      Excerpt: expect.any(String),
    });
    expect(String(hit?.Excerpt).length).toBeLessThanOrEqual(160);
  });
});

describe('counts and limits', () => {
  it('counts every match but sends at most 50 of each', async () => {
    const total = Number(
      t.db
        .prepare(
          "SELECT COUNT(*) FROM merchants WHERE is_active = 1 AND hide_from_directory = 0 AND unit_number LIKE '%0%'",
        )
        .pluck()
        .get(),
    );
    const body = await search('0');
    expect(body.RecordCount.Stores).toBeGreaterThanOrEqual(total);
    expect(body.Result.Stores.length).toBe(Math.min(50, body.RecordCount.Stores));
  });

  it('accepts the query as form params too', async () => {
    const merchant = listed();
    const response = await postParams(t.app, `${BI}/v1/global-search`, {
      QuerySearch: merchant.name,
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['missing', {}, 'QuerySearch is required'],
    ['empty', { QuerySearch: '' }, 'QuerySearch must not be empty'],
    ['only spaces', { QuerySearch: '   ' }, 'QuerySearch must not be empty'],
    [
      '101 characters',
      { QuerySearch: 'a'.repeat(101) },
      'QuerySearch must be at most 100 characters',
    ],
    ['a number', { QuerySearch: 42 }, 'QuerySearch must be a string'],
  ])('refuses a query that is %s', async (_label, payload, message) => {
    const response = await postJson(t.app, `${BI}/v1/global-search`, payload);
    expect(response.status).toBe(400);
    expect(response.body.Message).toBe(message);
  });

  it('accepts exactly 100 characters', async () => {
    expect(
      (await postJson(t.app, `${BI}/v1/global-search`, { QuerySearch: 'a'.repeat(100) })).status,
    ).toBe(200);
  });
});
