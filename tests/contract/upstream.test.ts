/**
 * The client's schemas and mappers hold against the live API's shapes: the fake backends
 * (tests/fake-backends, written from wire-format.md) answered through the site's gateway, parsed
 * as the app parses them. No wire quirk ("NA", "/null" images, "0"/"1" flags, Date.toString()
 * times) may reach a domain model, and every detail shape yields its item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSuccessPayload } from '../../src/lib/api-client';
import { BI_PATHS } from '../../src/shared/api-paths';
import { findItemById } from '../../src/lib/detail-item';
import { directoriesResponseDto } from '../../src/features/directory/api/merchant-dto';
import { toDirectory } from '../../src/features/directory/api/fetch-directory';
import { eventDto, eventsResponseDto } from '../../src/features/events/api/event-dto';
import { toEvent } from '../../src/features/events/api/event-mapper';
import {
  promotionDto,
  promotionsResponseDto,
} from '../../src/features/promotions/api/promotion-dto';
import { toPromotion } from '../../src/features/promotions/api/promotion-mapper';
import { rewardsResponseDto } from '../../src/features/rewards/api/reward-dto';
import { toReward } from '../../src/features/rewards/api/reward-mapper';
import {
  flashSaleDto,
  flashSalesResponseDto,
} from '../../src/features/flash-sales/api/flash-sale-dto';
import { toFlashSale } from '../../src/features/flash-sales/api/flash-sale-mapper';
import { globalSearchResponseDto } from '../../src/features/search/api/search-dto';
import { gettingThereResponseDto } from '../../src/features/getting-here/api/getting-there-dto';
import { contactDetailsResponseDto } from '../../src/features/contact/api/contact-details-dto';
import { contentResponseDto } from '../../src/features/content/api/content-dto';
import { toContentItem } from '../../src/features/content/api/content-mapper';
import { createUpstreamTestApp, type UpstreamTestApp } from '../helpers/upstream-app';
import { allStrings, BI, postJson, postParams } from './directory-calls';
import { TEST_HEADERS } from '../helpers/test-app';

let t: UpstreamTestApp;
beforeAll(async () => {
  t = await createUpstreamTestApp();
});
afterAll(() => t.close());

const quirks = (value: unknown) =>
  allStrings(value).filter((s) => /^(NA|-)$/.test(s) || /\/(NA|null)$/.test(s) || /GMT/.test(s));

async function list(path: string) {
  const res = await postJson(t.app, `${BI}${path}`);
  expect(res.status).toBe(200);
  expect(isSuccessPayload('bi', res.body as Record<string, unknown>)).toBe(true);
  return res.body;
}

describe('lists from the live API shapes, through the gateway', () => {
  it('the directory: one merchant per MerchantID, every sub-category kept, partners found', async () => {
    const directory = toDirectory(directoriesResponseDto.parse(await list(BI_PATHS.directories)));
    const ids = directory.merchants.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(24);
    expect(directory.merchants.some((m) => m.subCategories.length > 1)).toBe(true);
    expect(directory.merchants.some((m) => m.isPartner)).toBe(true);
    // No hours on the wire: none invented; no level field: only what the unit number says.
    expect(directory.merchants.every((m) => m.hours.length === 0)).toBe(true);
    expect(directory.merchants.find((m) => m.unitNumber === undefined)?.level).toBeUndefined();
    expect(quirks(directory.merchants.map(({ code: _, ...rest }) => rest))).toEqual([]);
  });

  it('events (status 1), promotions, rewards (status true, Date.toString times), flash sales', async () => {
    const events = eventsResponseDto.parse(await list(BI_PATHS.events)).Result.map(toEvent);
    const promotions = promotionsResponseDto
      .parse(await list(BI_PATHS.promotions))
      .Result.map(toPromotion);
    const rewards = rewardsResponseDto
      .parse(await list(BI_PATHS.rewards))
      .Result.rewards.map(toReward);
    const sales = flashSalesResponseDto
      .parse(await list(BI_PATHS.flashSales))
      .Result.data.flashsales.map(toFlashSale);
    expect([events.length, promotions.length, rewards.length, sales.length]).toEqual([6, 5, 5, 3]);
    expect(rewards[0]).toMatchObject({
      startTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT16:00:00\.000Z$/),
    });
    expect(quirks([events, promotions, rewards, sales])).toEqual([]);
  });

  it('search, getting here, contact details and home banners parse with the client schemas', async () => {
    const search = globalSearchResponseDto.parse(
      (await postJson(t.app, `${BI}${BI_PATHS.globalSearch}`, { QuerySearch: 'kopi' })).body,
    );
    expect(search.Result.Stores?.length).toBeGreaterThan(0);
    gettingThereResponseDto.parse(await list(BI_PATHS.gettingThere));
    contactDetailsResponseDto.parse(await list(BI_PATHS.contactDetails));
    const content = await t.app.inject({
      url: '/api/content/?type=home-banner',
      headers: TEST_HEADERS,
    });
    const banners = contentResponseDto.parse(content.json()).data.map(toContentItem);
    expect(quirks(banners)).toEqual([]);
  });
});

describe('detail answers in every shape', () => {
  it.each([
    [
      'an event from a list result',
      BI_PATHS.eventDetails,
      { EventID: 703 },
      ['EventID'],
      eventDto,
      703,
    ],
    [
      'a promotion from a keyed set',
      BI_PATHS.promotionDetails,
      { HappeningID: 902 },
      ['HappeningID'],
      promotionDto,
      902,
    ],
    [
      'a flash sale as the item itself',
      BI_PATHS.flashSaleDetails,
      { FlashSalesID: 61 },
      ['FlashSalesID'],
      flashSaleDto,
      61,
    ],
  ] as const)('finds %s', async (_, path, params, idFields, schema, id) => {
    const res = await postParams(t.app, `${BI}${path}`, { CompanyID: '1', ...params });
    expect(res.status).toBe(200);
    const item = findItemById((res.body as { Result: unknown }).Result, idFields, id);
    expect(item).toBeDefined();
    expect(() => schema.parse(item)).not.toThrow();
  });

  it('a reward detail call the backend lacks answers 404, and the list holds the reward', async () => {
    const res = await postParams(t.app, `${BI}${BI_PATHS.rewardDetails}`, {
      CompanyID: '1',
      RewardId: 41,
    });
    expect(res.status).toBe(404);
    const rewards = (await list(BI_PATHS.rewards)) as { Result: unknown };
    expect(findItemById(rewards.Result, ['id'], 41)).toMatchObject({ name: 'Free Parking (3 h)' });
  });
});
