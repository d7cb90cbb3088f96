import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { allStrings, ask, checkedAnswer, checkedItem } from './ask';
import { eventDetailsCall, eventsCall } from '../../src/shared/contracts/events';
import { toEvent } from '../../src/features/events/api/events';
import type { MallEvent } from '../../src/features/events/model/event';
import { listEvents } from '../../src/features/events/model/event-status';
import { selectFeaturedEvents } from '../../src/features/events/model/select-featured-events';

let t: TestApp;
let events: MallEvent[];

beforeAll(async () => {
  t = await createTestApp();
  events = (await checkedAnswer(t.app, eventsCall)).Result.map(toEvent);
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
    const input = { CompanyID: '1', Type: 1, EventID: first.id, ImageSize: 'small' } as const;
    const detail = toEvent(await checkedItem(t.app, eventDetailsCall, first.id, { input }));
    expect(detail.id).toBe(first.id);
    expect(detail.detailHtml).toMatch(/</);
  });

  it('answers 404 for an unknown id', async () => {
    const input = { CompanyID: '1', Type: 1, EventID: '99999', ImageSize: 'small' } as const;
    expect((await ask(t.app, eventDetailsCall, { input })).status).toBe(404);
  });
});
