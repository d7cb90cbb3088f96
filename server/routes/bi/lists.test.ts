/** The BI list calls: envelopes of docs/api.md and the rules behind what each list holds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../tests/helpers/test-app.ts';
import { BI, postJson } from '../../../tests/support/server/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const now = TEST_NOW.toISOString();

describe('/v1/events', () => {
  it('lists the events that have not ended, with the spec fields', async () => {
    const { status, body } = await postJson(t.app, `${BI}/v1/events`);
    expect(status).toBe(200);
    const events = body.Result as Row[];
    expect(body).toMatchObject({ status: 1, RecordCount: events.length });
    const expected = t.db
      .prepare('SELECT COUNT(*) FROM events WHERE end_date >= ?')
      .pluck()
      .get(now);
    expect(events).toHaveLength(Number(expected));
    for (const e of events) {
      expect(String(e.EndDate) >= now).toBe(true);
      expect(['0', '1']).toContain(e.IsFeatured);
      expect(typeof e.SortOrder).toBe('number');
      expect(e.EventID).toMatch(/^\d+$/);
      expect(e.EventImage).toMatch(/^\/media\/events\/E\d+\.svg$/);
    }
  });
});

describe('/v1/promotions', () => {
  it('lists promotions that have not ended; IsFeatured is a real boolean', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/promotions`);
    const promotions = body.Result as Row[];
    expect(body).toMatchObject({ status: 1, RecordCount: promotions.length });
    expect(promotions.length).toBeGreaterThan(0);
    for (const p of promotions) {
      expect(typeof p.IsFeatured).toBe('boolean');
      // No members'-day flag, as on the real backend: the site applies the spec's rule.
      expect(p).not.toHaveProperty('IsMembersDay');
      expect(String(p.EndDate) >= now).toBe(true);
      expect((p.morePromotions as Row[]).some((m) => m.HappeningID === p.HappeningID)).toBe(false);
    }
  });

  it('shows a merchant promotion with its store and location', async () => {
    const row = t.db
      .prepare(
        'SELECT p.id, m.name, m.unit_number, m.zone FROM promotions p JOIN merchants m ON m.id = p.merchant_id WHERE p.end_date >= ? LIMIT 1',
      )
      .get(now) as { id: number; name: string; unit_number: string; zone: string } | undefined;
    if (!row) return;
    const { body } = await postJson(t.app, `${BI}/v1/promotion-details`, { HappeningID: row.id });
    expect(body.Result).toMatchObject({
      StoreName: row.name,
      Location: `${row.unit_number}, ${row.zone}`,
    });
  });
});

describe('/v1/flashsales', () => {
  it('lists every flash sale, ended ones too, with prices as decimal strings', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/flashsales`);
    const sales = (body.Result as { data: { flashsales: Row[] } }).data.flashsales;
    expect(body).toMatchObject({ Status: 1, RecordCount: sales.length });
    expect(sales).toHaveLength(
      Number(t.db.prepare('SELECT COUNT(*) FROM flash_sales').pluck().get()),
    );
    for (const s of sales) {
      expect(s.OriginalPrice === '' || /^\d+\.\d{2}$/.test(String(s.OriginalPrice))).toBe(true);
      expect(s.SalesPrice === '' || /^\d+\.\d{2}$/.test(String(s.SalesPrice))).toBe(true);
      expect(typeof s.RemainingQuantity).toBe('number');
      expect(String(s.Location)).toMatch(/^#(B1|\d{2})-\d+, /);
    }
  });
});

describe('/v1/rewards', () => {
  it('sends dates as Date.toString() strings in Singapore time', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/rewards`);
    const rewards = (body.Result as { rewards: Row[] }).rewards;
    expect(body).toMatchObject({ status: true, RecordCount: { rewards: rewards.length } });
    expect(rewards.length).toBeGreaterThan(0);
    const first = rewards[0] as Row;
    const stored = t.db
      .prepare('SELECT start_time FROM rewards WHERE id = ?')
      .pluck()
      .get(first.id) as string;
    expect(first.startTime).toMatch(
      /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT\+0800 \(Singapore Standard Time\)$/,
    );
    expect(new Date(String(first.startTime)).toISOString()).toBe(
      new Date(stored).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    );
    expect(typeof first.intouchPoints).toBe('number');
  });
});

describe('/v1/directories', () => {
  it('has one entry per sub-category with a CategoryList alongside', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/directories`);
    expect(body.Status).toBe(1);
    const list = body.CategoryList as Row[];
    const entries = body.Result as Row[];
    expect(entries.map((e) => e.SubCategoryID)).toEqual(list.map((c) => c.SubCategoryID));
    for (const entry of entries) expect([1, 2, 3]).toContain(entry.CategoryID);
  });

  it('lists a merchant under each of its sub-categories, and participating ones in participatingMerchants too', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/directories`);
    const entries = body.Result as {
      SubCategoryID: number;
      Merchants: Row[];
      participatingMerchants: Row[];
    }[];
    const links = t.db
      .prepare(
        `SELECT ms.merchant_id, ms.sub_category_id, m.is_participating FROM merchant_sub_categories ms JOIN merchants m ON m.id = ms.merchant_id
         WHERE m.is_active = 1 AND m.hide_from_directory = 0`,
      )
      .all() as { merchant_id: number; sub_category_id: number; is_participating: number }[];
    const listed = entries.flatMap((e) =>
      e.Merchants.map((m) => `${String(m.MerchantID)}/${e.SubCategoryID}`),
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(links.map((l) => `${l.merchant_id}/${l.sub_category_id}`).sort());
    const participating = entries.flatMap((e) =>
      e.participatingMerchants.map((m) => `${String(m.MerchantID)}/${e.SubCategoryID}`),
    );
    expect(participating.sort()).toEqual(
      links
        .filter((l) => l.is_participating)
        .map((l) => `${l.merchant_id}/${l.sub_category_id}`)
        .sort(),
    );
    for (const entry of entries)
      for (const m of entry.Merchants) expect(m.SubCategoryID).toBe(entry.SubCategoryID);
  });

  it('leaves out hidden and inactive merchants', async () => {
    const scratch = await createTestApp();
    try {
      const [hidden, inactive] = scratch.db
        .prepare(
          'SELECT id FROM merchants WHERE is_active = 1 AND hide_from_directory = 0 ORDER BY id LIMIT 2',
        )
        .pluck()
        .all() as number[];
      scratch.db.prepare('UPDATE merchants SET hide_from_directory = 1 WHERE id = ?').run(hidden);
      scratch.db.prepare('UPDATE merchants SET is_active = 0 WHERE id = ?').run(inactive);
      const { body } = await postJson(scratch.app, `${BI}/v1/directories`);
      const ids = (body.Result as { Merchants: Row[] }[]).flatMap((e) =>
        e.Merchants.map((m) => m.MerchantID),
      );
      expect(ids).not.toContain(String(hidden));
      expect(ids).not.toContain(String(inactive));
    } finally {
      await scratch.close();
    }
  });

  it('sends merchants with the wire-format fields and string flags', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/directories`);
    const merchant = (body.Result as { Merchants: Row[] }[]).flatMap((e) => e.Merchants)[0] as Row;
    for (const field of [
      'MerchantID',
      'MerchantCode',
      'StoreName',
      'BiStoreName',
      'Category',
      'CategoryID',
      'SubCategoryName',
      'UnitNumber',
      'Zone',
      'AboutStore',
      'MerchantLogo',
      'MerchantOpeningHours',
      'OpeningHours',
      'ParticipationLevel',
      'rewards',
      'reward_count',
    ]) {
      expect(merchant).toHaveProperty(field);
    }
    for (const flag of [
      'isActive',
      'IsParticipating',
      'isParticipating',
      'acceptVouchers',
      'canPayWithPoints',
      'isHalalCertified',
      'isSponsored',
      'isFeatured',
      'hideFromDirectory',
    ]) {
      expect(['0', '1']).toContain(merchant[flag]);
    }
    expect(merchant.MerchantLogo).toMatch(/^\/media\/merchants\/.+-logo\.svg$/);
  });
});

describe('/v1/getting-there, /v1/get-contact-details, /v1/faqs', () => {
  it('getting-there wraps its answer in data, with the getting-there FAQs', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/getting-there`);
    const data = body.data as { Status: number; Result: Row; Faq: Row[] };
    expect(data.Status).toBe(1);
    expect(data.Result).toMatchObject({ Address: expect.stringContaining('Temasek Boulevard') });
    for (const key of ['Intro', 'Mrt', 'Bus', 'Car', 'Taxi', 'CarparkRates'])
      expect(data.Result).toHaveProperty(key);
    expect(data.Faq).toHaveLength(
      Number(t.db.prepare('SELECT COUNT(*) FROM faqs WHERE getting_there = 1').pluck().get()),
    );
  });

  it('contact details carry the form subjects', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/get-contact-details`);
    const data = body.data as { Status: number; Result: { ContactTypes: Row[] } };
    expect(data.Status).toBe(1);
    expect(data.Result.ContactTypes.length).toBeGreaterThan(0);
    expect(data.Result.ContactTypes[0]).toEqual({
      Value: expect.any(String),
      Label: expect.any(String),
      LabelZh: expect.any(String),
    });
  });

  it('faqs lists every FAQ by sort order', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/faqs`);
    const faqs = body.Result as Row[];
    expect(faqs).toHaveLength(Number(t.db.prepare('SELECT COUNT(*) FROM faqs').pluck().get()));
    const orders = faqs.map((f) => Number(f.SortOrder));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('/v1/explores, /v1/collections, /v1/evouchers', () => {
  it.each([
    ['/v1/explores', 'explores'],
    ['/v1/collections', 'collections'],
  ])('%s lists every row with merchant codes', async (path, table) => {
    const { body } = await postJson(t.app, BI + path);
    const rows = body.Result as Row[];
    expect(body.Status).toBe(1);
    expect(rows).toHaveLength(Number(t.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get()));
    for (const row of rows) expect(row.MerchantCodes).toBeInstanceOf(Array);
  });

  it('/v1/evouchers lists the vouchers still valid, Value as a decimal string', async () => {
    const { body } = await postJson(t.app, `${BI}/v1/evouchers`);
    const rows = body.Result as Row[];
    expect(rows).toHaveLength(
      Number(t.db.prepare('SELECT COUNT(*) FROM evouchers WHERE valid_to >= ?').pluck().get(now)),
    );
    for (const row of rows) expect(row.Value).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('/v1/generate-token', () => {
  it('refuses every pair when no key is configured', async () => {
    const response = await postJson(t.app, `${BI}/v1/generate-token`, {
      ApiKey: '',
      ApiSecret: '',
    });
    expect(response.status).toBe(400);
    const wrong = await postJson(t.app, `${BI}/v1/generate-token`, { ApiKey: 'a', ApiSecret: 'b' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ Status: 0, Message: 'The API key or secret is wrong' });
  });

  it('issues a token for the configured pair only', async () => {
    const keyed = await createTestApp({ apiKey: 'key-123', apiSecret: 'secret-456' });
    try {
      const ok = await postJson(keyed.app, `${BI}/v1/generate-token`, {
        ApiKey: 'key-123',
        ApiSecret: 'secret-456',
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        Status: 1,
        Result: { AccessToken: expect.stringMatching(/^[\w-]{40,}$/), ExpiresIn: 3600 },
      });
      expect(
        (
          await postJson(keyed.app, `${BI}/v1/generate-token`, {
            ApiKey: 'key-123',
            ApiSecret: 'secret-45',
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await postJson(keyed.app, `${BI}/v1/generate-token`, {
            ApiKey: 'key-12',
            ApiSecret: 'secret-456',
          })
        ).status,
      ).toBe(401);
    } finally {
      await keyed.close();
    }
  });

  it('names a missing field', async () => {
    const response = await postJson(t.app, `${BI}/v1/generate-token`, { ApiKey: 'a' });
    expect(response.body.Message).toBe('ApiSecret is required');
  });
});
