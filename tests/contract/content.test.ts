import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ask, checkedAnswer } from './ask';
import { contentCall } from '../../src/shared/contracts/content';
import { toContentItem } from '../../src/features/content/api/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET {api}/api/content/?type=home-banner', () => {
  it('answers status 0 with banners the client schema reads', async () => {
    const answer = await checkedAnswer(t.app, contentCall, { input: { type: 'home-banner' } });
    const items = answer.data.map(toContentItem);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.type === 'home-banner' && item.title.length > 0)).toBe(true);
  });

  it('defaults the type to home-banner', async () => {
    const { data } = await checkedAnswer(t.app, contentCall);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((item) => item.type === 'home-banner')).toBe(true);
  });

  it('refuses a type that is not a slug, as the contract declares', async () => {
    const res = await ask(t.app, contentCall, { input: { type: 'Home Banner' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'type must be a content type slug such as home-banner',
    });
  });
});
