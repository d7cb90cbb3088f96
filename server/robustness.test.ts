/**
 * Whatever a client sends, the answer is never a 5xx: every route is fed random JSON values, random
 * form `params` and random query strings (fast-check), and must answer 2xx, 3xx or 4xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_HEADERS, type TestApp } from '../tests/helpers/test-app.ts';
import { GET_ROUTES, POST_ROUTES } from './test-support/routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Objects with the routes' own field names, holding anything. */
const FIELDS = [
  'EventID',
  'FlashSalesID',
  'RewardId',
  'HappeningID',
  'MerchantCode',
  'QuerySearch',
  'CompanyID',
  'PageIndex',
  'SortId',
  'CategId',
  'Password',
  'ActivationCode',
  'id',
  'type',
  'firstName',
  'userEmail',
  'userPhoneNumber',
  'message',
  'website',
  'roomId',
  'checkIn',
  'checkOut',
  'attendees',
  'name',
  'email',
  'phone',
  'purpose',
];
const payload = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(...FIELDS),
    fc.oneof(
      fc.jsonValue(),
      fc.string(),
      fc.integer(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    ),
  ),
);

describe('no 5xx for any input', () => {
  it.each(POST_ROUTES)('POST %s with random JSON', async (url) => {
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });

  it.each(POST_ROUTES)('POST %s with a random form', async (url) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          payload.map((p) => JSON.stringify(p)),
          fc.string(),
        ),
        async (params) => {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...TEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ params }).toString(),
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 10 },
    );
  });

  it.each(GET_ROUTES)('GET %s with a random query string', async (url) => {
    const query = fc.dictionary(
      fc.constantFrom('type', 'slug', 'roomId', 'startDate', 'endDate', 'x'),
      fc.oneof(fc.string(), fc.integer().map(String), fc.constant('2026-12-01')),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.string({ maxLength: 12 }), async (params, tail) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `${url}${encodeURIComponent(tail)}?${new URLSearchParams(params).toString()}`,
          headers: TEST_HEADERS,
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });
});
