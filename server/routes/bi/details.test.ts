/** Every BI detail call: found (JSON and form `params`), unknown id, malformed ids, missing fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { BI, postJson, postParams } from '../../../tests/support/server/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface DetailCase {
  path: string;
  idField: string;
  /** SQL giving one existing id (as sent on the wire). */
  existing: string;
  /** The id as the answer shows it. */
  answerId: (body: Record<string, unknown>) => unknown;
  notFound: string;
  extra?: Record<string, unknown>;
}

const result = (body: Record<string, unknown>) => body.Result as Record<string, unknown>;

const cases: DetailCase[] = [
  {
    path: '/v1/flashsale-details',
    idField: 'FlashSalesID',
    existing: 'SELECT id FROM flash_sales',
    answerId: (b) => result(b).FlashSalesID,
    notFound: 'No flash sale with FlashSalesID 999999',
    extra: { CompanyID: '1', ImageSize: 'large' },
  },
  {
    path: '/v1/event-details',
    idField: 'EventID',
    existing: 'SELECT id FROM events',
    answerId: (b) => result(b).EventID,
    notFound: 'No event with EventID 999999',
    extra: { CompanyID: '1', Type: 1, ImageSize: 'small' },
  },
  {
    path: '/v1/reward-details',
    idField: 'RewardId',
    existing: 'SELECT id FROM rewards',
    answerId: (b) => String(result(b).id),
    notFound: 'No reward with RewardId 999999',
    extra: { CompanyID: '1', TypeId: 'evoucher' },
  },
  {
    path: '/v1/promotion-details',
    idField: 'HappeningID',
    existing: 'SELECT id FROM promotions',
    answerId: (b) => result(b).HappeningID,
    notFound: 'No promotion with HappeningID 999999',
    extra: { CompanyID: '1' },
  },
  {
    path: '/v1/explore-details',
    idField: 'ExploreID',
    existing: 'SELECT id FROM explores',
    answerId: (b) => result(b).ExploreID,
    notFound: 'No explore with ExploreID 999999',
    extra: { CompanyID: '1' },
  },
  {
    path: '/v1/collection-details',
    idField: 'CollectionID',
    existing: 'SELECT id FROM collections',
    answerId: (b) => result(b).CollectionID,
    notFound: 'No collection with CollectionID 999999',
    extra: { CompanyID: '1' },
  },
  {
    path: '/v1/evoucher-details',
    idField: 'EvoucherID',
    existing: 'SELECT id FROM evouchers',
    answerId: (b) => result(b).EvoucherID,
    notFound: 'No e-voucher with EvoucherID 999999',
    extra: { CompanyID: '1' },
  },
];

function existingId(sql: string): string {
  return String(t.db.prepare(`${sql} ORDER BY id LIMIT 1`).pluck().get());
}

describe.each(cases)('$path', ({ path, idField, existing, answerId, notFound, extra }) => {
  it('answers an existing id sent as form params, as the site sends it', async () => {
    const id = existingId(existing);
    const response = await postParams(t.app, BI + path, { ...extra, [idField]: id });
    expect(response.status).toBe(200);
    expect(answerId(response.body)).toBe(id);
  });

  it('answers the same id sent as a JSON body, as a number too', async () => {
    const id = existingId(existing);
    const asString = await postJson(t.app, BI + path, { [idField]: id });
    const asNumber = await postJson(t.app, BI + path, { [idField]: Number(id) });
    expect(asString.status).toBe(200);
    expect(asNumber.body).toEqual(asString.body);
  });

  it('answers an unknown id with a 404 naming it', async () => {
    const response = await postParams(t.app, BI + path, { ...extra, [idField]: '999999' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ Status: 0, Message: notFound });
  });

  it.each([
    ['missing', {}, `${idField} is required`],
    ['not numeric', { [idField]: 'abc' }, `${idField} must be a numeric id`],
    ['negative', { [idField]: -1 }, `${idField} must be at least 0`],
    ['an object', { [idField]: { id: 1 } }, `${idField} must be a string or a whole number`],
    ['fractional', { [idField]: 1.5 }, `${idField} must be a string or a whole number`],
    ['of another company', { [idField]: '1', CompanyID: '2' }, 'CompanyID must be "1"'],
  ])('refuses an id that is %s with a 400 naming the field', async (_label, payload, message) => {
    const response = await postJson(t.app, BI + path, payload);
    expect(response.status).toBe(400);
    expect(response.body.Status).toBe(0);
    expect(response.body.Message).toBe(message);
  });

  it('needs the implementation-id header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: BI + path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ [idField]: existingId(existing) }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('/v1/directory-details', () => {
  const code = () =>
    t.db
      .prepare('SELECT code FROM merchants WHERE is_active = 1 ORDER BY id LIMIT 1')
      .pluck()
      .get() as string;

  it('answers a merchant by code', async () => {
    const response = await postParams(t.app, `${BI}/v1/directory-details`, {
      MerchantCode: code(),
    });
    expect(response.status).toBe(200);
    const merchant = (response.body.Result as { merchant: Record<string, unknown> }).merchant;
    expect(merchant.MerchantCode).toBe(code());
    expect(merchant.OpeningHours).toBeInstanceOf(Array);
  });

  it('answers an unknown or inactive code with a 404', async () => {
    expect(
      (await postJson(t.app, `${BI}/v1/directory-details`, { MerchantCode: 'NOPE' })).body,
    ).toEqual({ Status: 0, Message: 'No merchant with MerchantCode NOPE' });
    const inactive = code();
    const scratch = await createTestApp();
    try {
      scratch.db.prepare('UPDATE merchants SET is_active = 0 WHERE code = ?').run(inactive);
      expect(
        (await postJson(scratch.app, `${BI}/v1/directory-details`, { MerchantCode: inactive }))
          .status,
      ).toBe(404);
    } finally {
      await scratch.close();
    }
  });

  it.each([
    ['missing', {}, 'MerchantCode is required'],
    ['a number', { MerchantCode: 12 }, 'MerchantCode must be a string'],
    [
      'with odd characters',
      { MerchantCode: "M1' OR 1=1" },
      'MerchantCode must be a merchant code such as M0123',
    ],
    ['too long', { MerchantCode: 'M'.repeat(21) }, 'MerchantCode must be at most 20 characters'],
  ])('refuses a code that is %s', async (_label, payload, message) => {
    const response = await postJson(t.app, `${BI}/v1/directory-details`, payload);
    expect(response.status).toBe(400);
    expect(response.body.Message).toBe(message);
  });
});
