import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_HEADERS, type TestApp } from '../helpers/test-app';
import { isSuccessPayload } from '../../src/lib/api-client';
import { API_PATHS } from '../../src/shared/api-paths';
import { pageResponseDto } from '../../src/features/cms/api/page-dto';
import { toCmsPage, type CmsPage } from '../../src/features/cms/api/page-mapper';

/** Every path of the spec's menus and routes that the CMS catch-all serves. */
const CMS_SLUGS = [
  'parking',
  'tourist_privileges',
  'about_us',
  'about_suntec_plus',
  'attractions',
  'tourist_privileges_eng',
  'tourist_privileges_chinese',
  'tour-bus',
  'eats',
  'fountain-of-wealth',
  'suntec_website',
  'privacy-policy',
  'terms-and-conditions',
  'merge-account',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getPage(slug: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.pageBuilder}?slug=${encodeURIComponent(slug)}`,
    headers: TEST_HEADERS,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('GET {api}/api/pageBuilder/detail/?slug=', () => {
  const pages: CmsPage[] = [];

  it.each(CMS_SLUGS)('serves /%s as a page with blocks the site renders', async (slug) => {
    const res = await getPage(slug);
    expect(res.status).toBe(200);
    expect(isSuccessPayload('api', res.body)).toBe(true);
    const page = toCmsPage(pageResponseDto.parse(res.body).data);
    expect(page.slug).toBe(slug);
    expect(page.title.en).toMatch(/\S/);
    expect(page.title.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(page.blocks.length).toBeGreaterThan(0);
    pages.push(page);
  });

  it('uses every column layout and every block type across the pages', () => {
    const kinds = new Set(pages.flatMap((p) => p.blocks.map((b) => b.kind)));
    expect(kinds).toEqual(new Set(['banner', 'columns', 'carousel', 'richText']));
    const layouts = new Set(
      pages.flatMap((p) =>
        p.blocks.flatMap((b) => (b.kind === 'columns' ? [b.spans.join('+')] : [])),
      ),
    );
    expect(layouts).toEqual(new Set(['12', '6+6', '4+8', '8+4', '4+4+4']));
  });

  it('gives the tourist pages the attraction layout', () => {
    const attraction = pages.filter((p) => p.layout === 'attraction').map((p) => p.slug);
    expect(attraction).toEqual(
      expect.arrayContaining([
        'tourist_privileges',
        'tourist_privileges_eng',
        'tourist_privileges_chinese',
        'attractions',
      ]),
    );
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await getPage('no-such-page');
    expect(res.status).toBe(404);
  });
});
