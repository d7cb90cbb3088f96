/**
 * One repository layer, two stores: every read the site makes answers the same, byte for byte, on
 * SQLite and on PostgreSQL seeded from the same complex (lists, details including unknown ids,
 * search with its case-insensitive matching, the deals' filters and sorts, booking calendars).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/test-app.ts';
import { contactDetailsRoute } from '../src/shared/contracts/contact.ts';
import {
  collectionDetailsRoute,
  collectionsRoute,
  evoucherDetailsRoute,
  evouchersRoute,
  exploreDetailsRoute,
  exploresRoute,
} from '../src/shared/contracts/curations.ts';
import { directoriesRoute, directoryDetailsRoute } from '../src/shared/contracts/directory.ts';
import { eventDetailsRoute, eventsRoute } from '../src/shared/contracts/events.ts';
import { faqsRoute } from '../src/shared/contracts/faq.ts';
import { flashSaleDetailsRoute, flashSalesRoute } from '../src/shared/contracts/flash-sales.ts';
import { gettingThereRoute } from '../src/shared/contracts/getting-here.ts';
import { promotionDetailsRoute, promotionsRoute } from '../src/shared/contracts/promotions.ts';
import { rewardDetailsRoute, rewardsRoute } from '../src/shared/contracts/rewards.ts';
import { globalSearchRoute } from '../src/shared/contracts/search.ts';
import { BI, get, postJson, postParams, type Answer } from '../tests/support/server/requests.ts';

let sqlite: TestApp;
let postgres: TestApp;
beforeAll(async () => {
  [sqlite, postgres] = await Promise.all([
    createTestApp({}, { store: 'sqlite' }),
    createTestApp({}, { store: 'postgres' }),
  ]);
});
afterAll(async () => {
  await Promise.all([sqlite.close(), postgres.close()]);
});

async function both(call: (t: TestApp) => Promise<Answer>): Promise<[Answer, Answer]> {
  return [await call(sqlite), await call(postgres)];
}

async function expectSame(call: (t: TestApp) => Promise<Answer>): Promise<Answer> {
  const [a, b] = await both(call);
  expect(b.status).toBe(a.status);
  expect(b.raw.body).toBe(a.raw.body);
  return a;
}

const LISTS = [
  flashSalesRoute.path,
  eventsRoute.path,
  rewardsRoute.path,
  directoriesRoute.path,
  gettingThereRoute.path,
  contactDetailsRoute.path,
  faqsRoute.path,
  promotionsRoute.path,
  exploresRoute.path,
  collectionsRoute.path,
  evouchersRoute.path,
];

const DETAILS: [string, string][] = [
  [flashSaleDetailsRoute.path, 'FlashSalesID'],
  [eventDetailsRoute.path, 'EventID'],
  [rewardDetailsRoute.path, 'RewardId'],
  [promotionDetailsRoute.path, 'HappeningID'],
  [exploreDetailsRoute.path, 'ExploreID'],
  [collectionDetailsRoute.path, 'CollectionID'],
  [evoucherDetailsRoute.path, 'EvoucherID'],
];

describe('SQLite and PostgreSQL answer alike', () => {
  it.each(LISTS)('the list %s', async (path) => {
    const answer = await expectSame((t) => postJson(t.app, `${BI}${path}`, {}));
    expect(answer.status).toBe(200);
  });

  it.each(DETAILS)('the details %s, known and unknown ids', async (path, field) => {
    for (const id of [1, 2, 3, 99999])
      await expectSame((t) => postParams(t.app, `${BI}${path}`, { [field]: id }));
  });

  it('a merchant of the directory, and an unknown one', async () => {
    for (const code of ['M0001', 'M0002', 'M0150', 'NOPE'])
      await expectSame((t) =>
        postParams(t.app, `${BI}${directoryDetailsRoute.path}`, { MerchantCode: code }),
      );
  });

  it.each(['a', 'SUN', 'coffee', '#01', '01-', '咖啡', '%', '_', 'x\\y', 'zzzz'])(
    'global search for %j',
    async (query) => {
      await expectSame((t) =>
        postJson(t.app, `${BI}${globalSearchRoute.path}`, { QuerySearch: query }),
      );
    },
  );

  it('deals by every sort, category, page and search', async () => {
    for (const body of [
      {},
      { SortId: 2 },
      { SortId: 3, PageIndex: 2 },
      { CategId: 1 },
      { TypeId: 2, SortId: 3 },
      { QuerySearch: 'SET' },
    ])
      await expectSame((t) => postJson(t.app, '/endpoint/list/model/deal', body));
  });

  it('rooms, content, pages, the map and booking calendars', async () => {
    await expectSame((t) => get(t.app, '/api/room'));
    for (const id of [1, 2, 99]) await expectSame((t) => get(t.app, `/api/room/${id}`));
    await expectSame((t) => get(t.app, '/api/content'));
    await expectSame((t) => get(t.app, '/api/content?type=home-banner'));
    await expectSame((t) => get(t.app, '/api/pageBuilder/detail?slug=about_us'));
    await expectSame((t) => get(t.app, '/api/map'));
    await expectSame((t) =>
      get(t.app, '/api/booking/status?roomId=1&startDate=2026-11-20&endDate=2027-01-31'),
    );
  });
});
