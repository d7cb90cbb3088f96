/** `/endpoint/list/model/deal`: filters, sort orders, paging and refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../tests/helpers/test-app.ts';
import { postJson, postParams } from '../../../tests/support/server/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Deal = Record<string, unknown>;
const URL = '/endpoint/list/model/deal';
const base = { CompanyID: '1', CategId: 0, TypeId: 0, SortId: 1, PageIndex: 1, QuerySearch: '' };
const now = TEST_NOW.toISOString();

async function deals(payload: Record<string, unknown>): Promise<{ deals: Deal[]; total: number }> {
  const response = await postJson(t.app, URL, { ...base, ...payload });
  expect(response.status).toBe(200);
  expect(response.body.Status).toBe(1);
  return { deals: response.body.Result as Deal[], total: Number(response.body.RecordCount) };
}

const currentCount = (where = '1 = 1', ...args: unknown[]) =>
  Number(
    t.db
      .prepare(
        `SELECT COUNT(*) FROM deals d JOIN merchants m ON m.id = d.merchant_id WHERE d.end_date >= ? AND m.is_active = 1 AND ${where}`,
      )
      .pluck()
      .get(now, ...args),
  );

describe('paging', () => {
  it('sends 20 a page from page 1 and counts them all', async () => {
    const total = currentCount();
    const first = await deals({});
    expect(first.total).toBe(total);
    expect(first.deals).toHaveLength(Math.min(20, total));
    const second = await deals({ PageIndex: 2 });
    expect(second.deals).toHaveLength(Math.max(0, Math.min(20, total - 20)));
    const ids = new Set([...first.deals, ...second.deals].map((d) => d.DealID));
    expect(ids.size).toBe(first.deals.length + second.deals.length);
  });

  it('answers a page past the end with an empty list', async () => {
    expect((await deals({ PageIndex: 999 })).deals).toEqual([]);
  });
});

describe('filters', () => {
  it('filters by MerchantCode (merchant deals)', async () => {
    const code = t.db
      .prepare(
        'SELECT m.code FROM deals d JOIN merchants m ON m.id = d.merchant_id WHERE d.end_date >= ? AND m.is_active = 1 LIMIT 1',
      )
      .pluck()
      .get(now) as string;
    const result = await deals({ MerchantCode: code });
    expect(result.total).toBe(currentCount('m.code = ?', code));
    expect(result.deals.every((d) => d.MerchantCode === code)).toBe(true);
    expect((await deals({ MerchantCode: 'NOPE' })).total).toBe(0);
  });

  it('filters by CategId and TypeId; 0 or "" means any', async () => {
    const categ = Number(t.db.prepare('SELECT categ_id FROM deals LIMIT 1').pluck().get());
    const result = await deals({ CategId: String(categ), PageIndex: '1' });
    expect(result.total).toBe(currentCount('d.categ_id = ?', categ));
    expect(result.deals.every((d) => d.CategId === categ)).toBe(true);
    expect((await deals({ CategId: '' })).total).toBe(currentCount());
    const type = Number(t.db.prepare('SELECT type_id FROM deals LIMIT 1').pluck().get());
    expect((await deals({ TypeId: type })).total).toBe(currentCount('d.type_id = ?', type));
  });

  it('searches titles and store names, case-insensitively', async () => {
    const title = t.db
      .prepare(
        'SELECT d.title FROM deals d JOIN merchants m ON m.id = d.merchant_id WHERE d.end_date >= ? AND m.is_active = 1 LIMIT 1',
      )
      .pluck()
      .get(now) as string;
    const result = await deals({ QuerySearch: ` ${title.toUpperCase()} ` });
    expect(result.deals.map((d) => d.Title)).toContain(title);
  });

  it('leaves out ended deals', async () => {
    const all = Number(t.db.prepare('SELECT COUNT(*) FROM deals').pluck().get());
    const result = await deals({});
    expect(result.total).toBeLessThanOrEqual(all);
    expect(result.deals.every((d) => String(d.EndDate) >= now)).toBe(true);
  });
});

describe('sort orders', () => {
  it.each([
    [1, (a: Deal, b: Deal) => String(b.StartDate).localeCompare(String(a.StartDate))],
    [2, (a: Deal, b: Deal) => String(a.EndDate).localeCompare(String(b.EndDate))],
  ])('SortId %s orders the page', async (sortId, compare) => {
    const { deals: page } = await deals({ SortId: sortId });
    for (let i = 1; i < page.length; i++)
      expect(compare(page[i - 1] as Deal, page[i] as Deal)).toBeLessThanOrEqual(0);
  });

  it('SortId 3 orders by title', async () => {
    const { deals: page } = await deals({ SortId: '3' });
    const titles = page.map((d) => String(d.Title).toLowerCase());
    const sorted = [...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(titles).toEqual(sorted);
  });
});

describe('shape and refusals', () => {
  it('sends the Deal fields of docs/api.md', async () => {
    const [deal] = (await deals({})).deals;
    expect(deal).toMatchObject({
      DealID: expect.stringMatching(/^\d+$/),
      Title: expect.any(String),
      BiTitle: expect.any(String),
      MerchantCode: expect.any(String),
      StoreName: expect.any(String),
      ImagePath: expect.stringMatching(/^\/media\/deals\//),
    });
    expect(deal?.Price === '' || /^\d+\.\d{2}$/.test(String(deal?.Price))).toBe(true);
  });

  it('accepts form params', async () => {
    expect((await postParams(t.app, URL, base)).status).toBe(200);
  });

  it.each([
    ['SortId 4', { SortId: 4 }, 'SortId must be 1 (newest), 2 (ending soonest) or 3 (title)'],
    ['PageIndex 0', { PageIndex: 0 }, 'PageIndex must be at least 1'],
    ['PageIndex "0"', { PageIndex: '0' }, 'PageIndex must be a page number from 1'],
    ['PageIndex as an object', { PageIndex: {} }, 'PageIndex must be a string or a whole number'],
    ['CompanyID 2', { CompanyID: 2 }, 'CompanyID must be "1"'],
    [
      'a 101-character search',
      { QuerySearch: 'x'.repeat(101) },
      'QuerySearch must be at most 100 characters',
    ],
  ])('refuses %s', async (_label, payload, message) => {
    const response = await postJson(t.app, URL, { ...base, ...payload });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ Status: 0, Message: message });
  });

  it('needs the implementation-id header', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: base });
    expect(response.statusCode).toBe(400);
  });
});
