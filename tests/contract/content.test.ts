import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_HEADERS, type TestApp } from '../helpers/test-app';
import { isSuccessPayload } from '../../src/lib/api-client';
import { API_PATHS } from '../../src/shared/api-paths';
import { contentResponseDto } from '../../src/features/content/api/content-dto';
import { toContentItem } from '../../src/features/content/api/content-mapper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET {api}/api/content/?type=home-banner', () => {
  it('answers status 0 with banners the client schema reads', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.content}?type=home-banner`,
      headers: TEST_HEADERS,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(isSuccessPayload('api', body)).toBe(true);
    const items = contentResponseDto.parse(body).data.map(toContentItem);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.type === 'home-banner' && item.title.length > 0)).toBe(true);
  });

  it('defaults the type to home-banner', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: API_PATHS.content,
      headers: TEST_HEADERS,
    });
    expect(res.statusCode).toBe(200);
    expect(
      contentResponseDto.parse(res.json()).data.every((item) => item.type === 'home-banner'),
    ).toBe(true);
  });
});
