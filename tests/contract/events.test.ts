import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { BI, allStrings, postJson, postParams } from './directory-calls';
import { isSuccessPayload } from '../../src/lib/api-client';
import { BI_PATHS } from '../../src/shared/api-paths';
import { eventDetailResponseDto, eventsResponseDto } from '../../src/features/events/api/event-dto';
import { toEvent, type MallEvent } from '../../src/features/events/api/event-mapper';
import { listEvents } from '../../src/features/events/model/event-status';
import { selectFeaturedEvents } from '../../src/features/events/model/select-featured-events';

let t: TestApp;
let events: MallEvent[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await postJson(t.app, `${BI}${BI_PATHS.events}`);
  expect(res.status).toBe(200);
  expect(isSuccessPayload('bi', res.body as Record<string, unknown>)).toBe(true);
  events = eventsResponseDto.parse(res.body).Result.map(toEvent);
});
afterAll(() => t.close());

describe('POST {bi}/v1/events', () => {
  it('parses into events without wire quirks', () => {
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.title).toMatch(/\S/);
      expect(event.startDate).toMatch(/Z$/);
    }
    expect(allStrings(events).filter((s) => s === 'NA' || /\/(NA|null)$/.test(s))).toEqual([]);
  });

  it('has ongoing and upcoming events at the seeding instant', () => {
    const statuses = new Set(listEvents(events, TEST_NOW.getTime()).map((l) => l.status));
    expect(statuses).toEqual(new Set(['ongoing', 'upcoming']));
  });

  it('flags featured events (IsFeatured "1") for the home page, at most four by SortOrder', () => {
    const featured = selectFeaturedEvents(events);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(4);
    expect(featured.map((e) => e.sortOrder)).toEqual(
      [...featured.map((e) => e.sortOrder)].sort((a, b) => a - b),
    );
  });
});

describe('event detail', () => {
  it('answers CompanyID, Type 1, EventID and ImageSize small as form-encoded params', async () => {
    const first = events[0]!;
    const res = await postParams(t.app, `${BI}${BI_PATHS.eventDetails}`, {
      CompanyID: '1',
      Type: 1,
      EventID: first.id,
      ImageSize: 'small',
    });
    expect(res.status).toBe(200);
    const detail = toEvent(eventDetailResponseDto.parse(res.body).Result);
    expect(detail.id).toBe(first.id);
    expect(detail.detailHtml).toMatch(/</);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await postParams(t.app, `${BI}${BI_PATHS.eventDetails}`, {
      CompanyID: '1',
      Type: 1,
      EventID: '99999',
      ImageSize: 'small',
    });
    expect(res.status).toBe(404);
  });
});
