import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ask, checkedAnswer } from './ask';
import { pageCall } from '../../src/shared/contracts/cms';
import { toCmsPage } from '../../src/features/cms/api/page';
import type { CmsPage } from '../../src/features/cms/model/cms-page';

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

describe('GET {api}/api/pageBuilder/detail/?slug=', () => {
  const pages: CmsPage[] = [];

  it.each(CMS_SLUGS)('serves /%s as a page with blocks the site renders', async (slug) => {
    const page = toCmsPage((await checkedAnswer(t.app, pageCall, { input: { slug } })).data);
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
    const res = await ask(t.app, pageCall, { input: { slug: 'no-such-page' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 1, message: 'No page with slug no-such-page' });
  });
});
